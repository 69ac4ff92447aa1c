// IndefiniteSymbolEffectsTests.swift: the effects that last while active: a pulse fades over and
// over from the start and stops when it is no longer active; `.scale.up` holds the symbol at 1.2;
// `.disappear` hides it; a bounce with `.repeat(2)` plays twice per change; and under
// `.contentTransition(.symbolEffect(.replace))` (or a magic replace, drawn as its fallback) a new
// symbol grows in while the old one shrinks away.

import XCTest
@testable import FlipbookUI

private struct Effects: View {
    @State var active = true
    @State var rings = 0
    var body: some View {
        VStack(spacing: 0) {
            Image(systemName: "bell.fill").symbolEffect(.pulse, isActive: active)
            Image(systemName: "heart.fill").symbolEffect(.scale.up, isActive: active)
            Image(systemName: "star.fill").symbolEffect(.disappear, isActive: active)
            Image(systemName: "wifi").symbolEffect(.bounce, options: .repeat(2), value: rings)
        }
        .frame(width: 100, height: 100)
        .onTapGesture { active = false; rings += 1 }
    }
}

private struct PlayButton: View {
    @State var playing = false
    var magic = false
    var body: some View {
        Image(systemName: playing ? "pause.fill" : "play.fill")
            .contentTransition(magic ? .symbolEffect(.replace.magic(fallback: .downUp)) : .symbolEffect(.replace))
            .frame(width: 100, height: 100)
            .onTapGesture { withAnimation(.linear(duration: 1)) { playing.toggle() } }
    }
}

final class IndefiniteSymbolEffectsTests: XCTestCase {
    private let canvas = CGSize(width: 100, height: 100)

    /// The opacity, scale and play phase wrapped around each symbol drawn at t, by symbol name.
    private func looks(_ host: Engine, at t: Double) -> [String: (opacity: Double, scale: CGFloat, phase: Double)] {
        host.advance(to: t)
        var found: [String: (Double, CGFloat, Double)] = [:]
        func walk(_ p: PresentedElement, _ opacity: Double, _ scale: CGFloat, _ phase: Double) {
            var opacity = opacity, scale = scale, phase = phase
            if let o = p.kind as? OpacityEffect { opacity *= o.opacity }
            if let s = p.kind as? ScaleEffect { scale *= s.scale.width }
            if let play = p.kind as? SymbolPlayEffect {
                phase = play.phase
                if case .fade(let depth) = play.style { opacity *= 1 - depth * sin(Double.pi * (play.phase - play.phase.rounded(.down))) }
            }
            if let symbol = p.kind as? SymbolKind { found[symbol.symbol.name] = (opacity, scale, phase) }
            p.children.forEach { walk($0, opacity, scale, phase) }
        }
        walk(host.presentedTree(at: t), 1, 1, 0)
        return found.mapValues { (opacity: $0.0, scale: $0.1, phase: $0.2) }
    }

    func testActiveEffectsPlayAndHoldUntilTheyStop() throws {
        let host = Engine(Effects(), canvasSize: canvas)
        // A pulse cycle is 1 s: a quarter in, the bell is half way to its deepest fade.
        let quarter = looks(host, at: 0.25)
        XCTAssertEqual(try XCTUnwrap(quarter["bell.fill"]).opacity, 1 - SymbolPlayEffect.pulseFade * sin(Double.pi / 4), accuracy: 1e-6)
        XCTAssertLessThan(try XCTUnwrap(looks(host, at: 2.5)["bell.fill"]).opacity, 1, "it goes on playing")
        let held = looks(host, at: 3)
        XCTAssertEqual(try XCTUnwrap(held["heart.fill"]).scale, 1.2, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(held["star.fill"]).opacity, 0, accuracy: 1e-6)

        host.tap(at: CGPoint(x: 50, y: 50), time: 3)
        let after = looks(host, at: 5)
        XCTAssertEqual(try XCTUnwrap(after["bell.fill"]).opacity, 1, accuracy: 1e-6, "the pulse stopped")
        XCTAssertEqual(try XCTUnwrap(after["heart.fill"]).scale, 1, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(after["star.fill"]).opacity, 1, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(after["wifi"]).phase, 2, "two plays for one change")
    }

    func testReplaceGrowsTheNewSymbolInAndShrinksTheOldOneAway() throws {
        try checkReplace(PlayButton())
    }

    func testAMagicReplaceIsDrawnAsItsFallback() throws {
        try checkReplace(PlayButton(magic: true))
    }

    private func checkReplace(_ button: PlayButton) throws {
        let host = Engine(button, canvasSize: canvas)
        host.tap(at: CGPoint(x: 50, y: 50), time: 0)
        let half = looks(host, at: 0.5)
        let new = try XCTUnwrap(half["pause.fill"]), old = try XCTUnwrap(half["play.fill"])
        XCTAssertEqual(new.scale, 0.75, accuracy: 1e-6)
        XCTAssertEqual(old.scale, 0.75, accuracy: 1e-6)
        XCTAssertEqual(new.opacity, 0.5, accuracy: 1e-6)
        XCTAssertEqual(Array(looks(host, at: 1.5).keys), ["pause.fill"])
    }
}
