// SymbolMotionEffectTests.swift: iOS 18's wiggle, rotate and breathe: a play rocks, turns or
// swells the symbol about its centre and leaves it as it was; as indefinite effects they play over
// and over, and a periodic repeat rests between plays for its delay.

import XCTest
@testable import FlipbookUI
import Raster

private struct Motions: View {
    var body: some View {
        VStack(spacing: 0) {
            Image(systemName: "bell.fill").symbolEffect(.wiggle, options: .repeat(.continuous))
            Image(systemName: "gearshape.fill").symbolEffect(.rotate)
            Image(systemName: "heart.fill").symbolEffect(.breathe, options: .repeat(.periodic(delay: 1)))
        }
        .frame(width: 100, height: 120)
    }
}

final class SymbolMotionEffectTests: XCTestCase {
    /// Each symbol's play effect at t, by symbol name.
    private func plays(at t: Double) -> [String: (effect: SymbolPlayEffect, frame: CGRect)] {
        let host = Engine(Motions(), canvasSize: CGSize(width: 100, height: 120))
        host.advance(to: t)
        var found: [String: (SymbolPlayEffect, CGRect)] = [:]
        func walk(_ e: PresentedElement, _ play: (SymbolPlayEffect, CGRect)?) {
            var play = play
            if let effect = e.kind as? SymbolPlayEffect { play = (effect, e.frame) }
            if let symbol = e.kind as? SymbolKind, let play { found[symbol.symbol.name] = play }
            e.children.forEach { walk($0, play) }
        }
        walk(host.presentedTree(at: t), nil)
        return found
    }

    /// The angle a play's transform turns by, and its scale.
    private func turnAndScale(_ play: (effect: SymbolPlayEffect, frame: CGRect)) -> (angle: Double, scale: Double) {
        guard let m = play.effect.childTransform(in: play.frame)?.m else { return (0, 1) }
        return (atan2(m[0][1], m[0][0]), (m[0][0] * m[0][0] + m[0][1] * m[0][1]).squareRoot())
    }

    func testARotationTurnsHalfWayAtHalfItsPlay() throws {
        let gear = try XCTUnwrap(plays(at: 0.5)["gearshape.fill"])
        XCTAssertEqual(abs(turnAndScale(gear).angle), .pi, accuracy: 1e-6, "half of a 1 s turn")
        XCTAssertNil(try XCTUnwrap(plays(at: 1)["gearshape.fill"]).effect.childTransform(in: gear.frame), "round once, at rest")
    }

    func testAWiggleRocksTheSymbolAndABreathSwellsIt() throws {
        let bell = try XCTUnwrap(plays(at: 0.125)["bell.fill"])
        XCTAssertNotEqual(turnAndScale(bell).angle, 0)
        let heart = try XCTUnwrap(plays(at: 1)["heart.fill"])
        XCTAssertEqual(turnAndScale(heart).scale, 1 + SymbolPlayEffect.breatheScale, accuracy: 1e-6, "the breath's peak, half its 2 s")
    }

    func testAPeriodicRepeatRestsForItsDelayBetweenPlays() throws {
        // A 2 s breath, then 1 s at rest: still at 2.5 s, swelling again from 3 s.
        let resting = try XCTUnwrap(plays(at: 2.5)["heart.fill"])
        XCTAssertNil(resting.effect.childTransform(in: resting.frame))
        let again = try XCTUnwrap(plays(at: 4)["heart.fill"])
        XCTAssertEqual(turnAndScale(again).scale, 1 + SymbolPlayEffect.breatheScale, accuracy: 1e-6)
    }

    func testDirectionsTurnTheOtherWayOrShakeAlongAnAxis() throws {
        let frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        // A quarter into its play, a turn is under way and a wiggle on its first swing.
        func map(_ style: SymbolPlayEffect.Style, at phase: Double) -> [[Double]] {
            SymbolPlayEffect(style: style, phase: phase).childTransform(in: frame)?.m ?? []
        }
        let ccw = map(.rotate(clockwise: false), at: 0.25), cw = map(.rotate(clockwise: true), at: 0.25)
        XCTAssertEqual(atan2(ccw[0][1], ccw[0][0]), -atan2(cw[0][1], cw[0][0]), accuracy: 1e-9)
        let left = map(.wiggle(.shake(dx: -1, dy: 0)), at: 0.125)
        XCTAssertLessThan(left[2][0], 0, "to the left first")
        XCTAssertEqual(left[2][1], 0, accuracy: 1e-9)
        XCTAssertEqual(left[0][0], 1, accuracy: 1e-9, "moved, not turned")
        XCTAssertEqual(left[2][0], -SymbolPlayEffect.wiggleShake * 20 * 0.875, accuracy: 1e-9, "a tenth of its size, dying away")
        let up = map(.wiggle(.shake(dx: 0, dy: -1)), at: 0.125)
        XCTAssertLessThan(up[2][1], 0)
    }
}
