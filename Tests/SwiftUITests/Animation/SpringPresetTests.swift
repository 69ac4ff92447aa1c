// SpringPresetTests.swift: each spring preset everyday controls use, caught half way through a
// move, against the closed-form damped oscillator of swiftui-facts.md §1.3 with the presets'
// parameters from swiftui-facts-everyday.md §5 (response = duration, ζ = 1 − bounce).

import XCTest
import SwiftUI
@testable import FlipbookUI

private struct Slider: View {
    @State var moved = false
    let animation: Animation
    var body: some View {
        Rectangle().frame(width: 20, height: 20)
            .offset(x: moved ? 100 : 0)
            .frame(width: 200, height: 40)
            .onTapGesture { withAnimation(animation) { moved = true } }
    }
}

final class SpringPresetTests: XCTestCase {
    /// The fraction of the move a spring from rest has made at t (ζ ≤ 1).
    private func oscillator(response: Double, damping ζ: Double, at t: Double) -> Double {
        let ω0 = 2 * Double.pi / response
        if ζ >= 1 { return 1 - exp(-ω0 * t) * (1 + ω0 * t) }
        let ωd = ω0 * (1 - ζ * ζ).squareRoot()
        return 1 - exp(-ζ * ω0 * t) * (cos(ωd * t) + ζ * ω0 / ωd * sin(ωd * t))
    }

    private func offset(after animation: Animation, at t: Double) throws -> Double {
        let renderer = Renderer(Slider(animation: animation), size: CGSize(width: 200, height: 40))
        renderer.tap(at: CGPoint(x: 100, y: 20), time: 0)
        var found: Double?
        renderer.engine.presentedTree(at: t).forEach { if let o = $0.kind as? OffsetKind { found = Double(o.offset.width) } }
        return try XCTUnwrap(found)
    }

    func testEachPresetFollowsItsOscillator() throws {
        let presets: [(String, Animation, response: Double, damping: Double)] = [
            ("smooth", .smooth, 0.5, 1), ("snappy", .snappy, 0.5, 0.85), ("bouncy", .bouncy, 0.5, 0.7),
            ("spring()", .spring(), 0.5, 1), ("spring(duration: 0.8, bounce: 0.4)", .spring(duration: 0.8, bounce: 0.4), 0.8, 0.6),
            ("bouncy(duration: 0.6, extraBounce: 0.1)", .bouncy(duration: 0.6, extraBounce: 0.1), 0.6, 0.6),
            ("interactiveSpring()", .interactiveSpring(), 0.15, 0.85),
        ]
        for (name, animation, response, damping) in presets {
            for t in [0.1, 0.25, 0.4] {
                XCTAssertEqual(try offset(after: animation, at: t), 100 * oscillator(response: response, damping: damping, at: t),
                               accuracy: 1e-6, "\(name) at t = \(t)")
            }
        }
    }

    func testABouncySpringOvershootsAndASmoothOneDoesNot() throws {
        // ζ 0.7 overshoots by e^(−πζ/√(1−ζ²)) ≈ 4.6 % at its first peak, t = π/ω_d ≈ 0.35 s.
        XCTAssertGreaterThan(try offset(after: .bouncy, at: 0.35), 104)
        XCTAssertLessThan(try offset(after: .smooth, at: 0.35), 100)
    }
}
