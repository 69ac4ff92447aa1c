// ContentAndSymbolEffectTests.swift: `.contentTransition(.numericText())` plays a change of a
// text's string as its changed characters rising away and the new ones rising in (half an em,
// with opacity) under the transaction's animation, the rest staying put, and not at all without
// one; `.symbolEffect(.bounce, value:)` scales the symbol 1 → 1.15 → 1 over one play each time
// the value changes, and plays on the symbol images inside, not on what is beside them;
// `.preferredColorScheme` reaches the canvas.

import XCTest
@testable import FlipbookUI
@testable import Raster

private struct Counter: View {
    @State var count = 1
    let animated: Bool
    var body: some View {
        Text("\(count)").font(.system(size: 40)).contentTransition(.numericText())
            .frame(width: 100, height: 100)
            .onTapGesture { if animated { withAnimation(.linear(duration: 1)) { count += 1 } } else { count += 1 } }
    }
}

private struct Score: View {
    @State var points = 198
    var body: some View {
        Text("Score \(points) pts").font(.system(size: 40)).contentTransition(.numericText(value: Double(points)))
            .frame(width: 400, height: 100)
            .onTapGesture { withAnimation(.linear(duration: 1)) { points += 3 } }
    }
}

private struct Bell: View {
    @State var rings = 0
    var body: some View {
        Image(systemName: "bell.fill").font(.system(size: 40)).symbolEffect(.bounce, value: rings)
            .frame(width: 100, height: 100)
            .onTapGesture { rings += 1 }
    }
}

final class ContentAndSymbolEffectTests: XCTestCase {
    /// Each text drawn at t with the vertical offsets and opacities wrapped around it; a text
    /// drawn a character at a time, as the character drawn.
    private func texts(_ host: Engine, at t: Double) -> [(string: String, offset: CGFloat, opacity: Double)] {
        var found: [(String, CGFloat, Double)] = []
        func walk(_ p: PresentedElement, _ offset: CGFloat, _ opacity: Double) {
            var offset = offset, opacity = opacity
            if let o = p.kind as? OffsetKind { offset += o.offset.height }
            if let o = p.kind as? OpacityEffect { opacity *= o.opacity }
            if let text = p.kind as? TextKind {
                let drawn = text.piece.map { text.paragraph.text.string(ofCluster: $0.clusters.lowerBound) } ?? text.string
                found.append((drawn, offset, opacity))
            }
            p.children.forEach { walk($0, offset, opacity) }
        }
        walk(host.presentedTree(at: t), 0, 1)
        return found.map { (string: $0.0, offset: $0.1, opacity: $0.2) }
    }

    func testNumericTextRollsTheNewStringInAndTheOldOneOut() throws {
        let host = Engine(Counter(animated: true), canvasSize: CGSize(width: 100, height: 100))
        host.tap(at: CGPoint(x: 50, y: 50), time: 0)
        let half = texts(host, at: 0.5)
        let new = try XCTUnwrap(half.first { $0.string == "2" }), old = try XCTUnwrap(half.first { $0.string == "1" })
        // Half way (linear): the new string 20 pt (half an em of 40) · ½ below, the old one ½ · 20 above.
        XCTAssertEqual(new.offset, 10, accuracy: 1e-9)
        XCTAssertEqual(old.offset, -10, accuracy: 1e-9)
        XCTAssertEqual(new.opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(old.opacity, 0.5, accuracy: 1e-9)
        let done = texts(host, at: 1.5)
        XCTAssertEqual(done.map(\.string), ["2"])
        XCTAssertEqual(done.first?.offset, 0)
    }

    /// A value that turns down after counting up rolls the whole change down: the leaving digit
    /// goes down too, not up the way it came in.
    func testAValueTurningDownRollsTheOldDigitDownAndTheNewInFromAbove() throws {
        struct Stepper: View {
            @State var level = 4
            var body: some View {
                Text("\(level)").font(.system(size: 40)).contentTransition(.numericText(value: Double(level)))
                    .frame(width: 200, height: 100)
                    .contentShape(Rectangle())
                    .onTapGesture { location in
                        withAnimation(.linear(duration: 1)) { level += location.x < 100 ? -1 : 1 }
                    }
            }
        }
        let host = Engine(Stepper(), canvasSize: CGSize(width: 200, height: 100))
        host.tap(at: CGPoint(x: 150, y: 50), time: 0)  // 4 → 5, up
        host.tap(at: CGPoint(x: 50, y: 50), time: 2)  // 5 → 4, down
        let half = texts(host, at: 2.5)
        let new = try XCTUnwrap(half.first { $0.string == "4" }), old = try XCTUnwrap(half.first { $0.string == "5" })
        XCTAssertEqual(new.offset, -10, accuracy: 1e-9, "in from above")
        XCTAssertEqual(old.offset, 10, accuracy: 1e-9, "out downwards")
    }

    func testOnlyTheCharactersThatChangedRoll() throws {
        let host = Engine(Score(), canvasSize: CGSize(width: 400, height: 100))
        XCTAssertEqual(texts(host, at: 0).map(\.string).joined(), "Score 198 pts", "drawn a character at a time")
        host.tap(at: CGPoint(x: 200, y: 50), time: 0)
        let half = texts(host, at: 0.5)
        // 198 → 201: "Score ", " pts" and nothing else stay; 1, 9, 8 roll out and 2, 0, 1 in.
        let still = half.filter { $0.offset == 0 && $0.opacity == 1 }.map(\.string).joined()
        XCTAssertEqual(still, "Score  pts")
        let rising = half.filter { $0.offset > 0 }, leaving = half.filter { $0.offset < 0 }
        XCTAssertEqual(rising.map(\.string).joined(), "201")
        XCTAssertEqual(leaving.map(\.string).sorted(), ["1", "8", "9"])
        for glyph in rising { XCTAssertEqual(glyph.offset, 10, accuracy: 1e-9) }
        let done = texts(host, at: 1.5)
        XCTAssertEqual(done.map(\.string).joined(), "Score 201 pts")
        XCTAssertTrue(done.allSatisfy { $0.offset == 0 && $0.opacity == 1 })
        // Counting on by one changes the last digit only.
        host.tap(at: CGPoint(x: 200, y: 50), time: 2)
        XCTAssertEqual(texts(host, at: 2.5).filter { $0.offset != 0 }.map(\.string).sorted(), ["1", "4"])
    }

    func testAKeptCharacterTheNewStringMovesSlidesToItsPlace() throws {
        struct Items: View {
            @State var count = 9
            var body: some View {
                Text("\(count) items").font(.system(size: 40)).contentTransition(.numericText())
                    .frame(width: 300, height: 100)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { count += 1 } }
            }
        }
        let host = Engine(Items(), canvasSize: CGSize(width: 300, height: 100))
        host.tap(at: CGPoint(x: 150, y: 50), time: 0)
        func shift(ofFirst character: String, at t: Double) -> Double? {
            var found: Double?
            host.presentedTree(at: t).forEach { p in
                if found == nil, let text = p.kind as? TextKind, let piece = text.piece,
                   text.paragraph.text.string(ofCluster: piece.clusters.lowerBound) == character {
                    found = piece.shownX - piece.x
                }
            }
            return found
        }
        // "9 items" → "10 items": the "i" of items moves right by a digit; half way it is half
        // a digit short of its new place, and at rest on it.
        let layout = { (s: String) in Text(s).font(.system(size: 40)).kind(in: EnvironmentValues()).paragraph.layout(for: .unspecified) }
        let moved = try XCTUnwrap(layout("10 items").start(ofCluster: 3)) - (try XCTUnwrap(layout("9 items").start(ofCluster: 2)))
        XCTAssertGreaterThan(moved, 10)
        XCTAssertEqual(try XCTUnwrap(shift(ofFirst: "i", at: 0.5)), -moved / 2, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(shift(ofFirst: "i", at: 1.5)), 0)
    }

    func testWithoutAnimationTheStringChangesAtOnce() {
        let host = Engine(Counter(animated: false), canvasSize: CGSize(width: 100, height: 100))
        host.tap(at: CGPoint(x: 50, y: 50), time: 0)
        XCTAssertEqual(texts(host, at: 0.01).map(\.string), ["2"])
    }

    func testAnEffectOnALabelPlaysOnItsIconAlone() throws {
        struct Refresh: View {
            @State var taps = 0
            var body: some View {
                Label("Refresh", systemImage: "arrow.clockwise").symbolEffect(.bounce, value: taps)
                    .frame(width: 200, height: 100).contentShape(Rectangle())
                    .onTapGesture { taps += 1 }
            }
        }
        let host = Engine(Refresh(), canvasSize: CGSize(width: 200, height: 100))
        host.tap(at: CGPoint(x: 100, y: 50), time: 0)
        var playing: [String] = []
        func walk(_ p: PresentedElement, inPlay: Bool) {
            let inPlay = inPlay || p.kind is SymbolPlayEffect
            if inPlay, p.kind is SymbolKind { playing.append("icon") }
            if inPlay, p.kind is TextKind { playing.append("title") }
            p.children.forEach { walk($0, inPlay: inPlay) }
        }
        walk(host.presentedTree(at: 0.25), inPlay: false)
        XCTAssertEqual(playing, ["icon"])
    }

    /// How far the symbol's play scales it at time t (its right edge from its middle, over half its width).
    private func symbolScale(_ host: Engine, at t: Double) throws -> Double {
        var found: (SymbolPlayEffect, CGRect)?
        host.presentedTree(at: t).forEach { p in if let k = p.kind as? SymbolPlayEffect { found = (k, p.frame) } }
        let (kind, frame) = try XCTUnwrap(found)
        guard let map = kind.childTransform(in: frame) else { return 1 }
        return (map.apply(Point(Double(frame.maxX), Double(frame.midY))).x - Double(frame.midX)) / Double(frame.width / 2)
    }

    func testBounceScalesTheSymbolUpAndBackOnEachChange() throws {
        let host = Engine(Bell(), canvasSize: CGSize(width: 100, height: 100))
        func scale(at t: Double) throws -> Double { try symbolScale(host, at: t) }
        XCTAssertEqual(try scale(at: 0), 1)
        host.tap(at: CGPoint(x: 50, y: 50), time: 0)
        // easeInOut over 0.5 s: half way the phase is ½, the peak sin(π/2) = 1: scale 1.15.
        XCTAssertEqual(try scale(at: 0.25), 1.15, accuracy: 1e-6)
        XCTAssertEqual(try scale(at: 0.6), 1, accuracy: 1e-9)
        host.tap(at: CGPoint(x: 50, y: 50), time: 1)
        XCTAssertEqual(try scale(at: 1.25), 1.15, accuracy: 1e-6, "each change plays again")
    }

    /// `.repeat(3)`: three bounces back to back, each as one bounce alone (0.5 s, peak half way).
    func testARepeatCountPlaysEqualBouncesBackToBack() throws {
        struct TripleBell: View {
            @State var rings = 0
            var body: some View {
                Image(systemName: "bell.fill").font(.system(size: 40)).symbolEffect(.bounce, options: .repeat(3), value: rings)
                    .frame(width: 100, height: 100)
                    .onTapGesture { rings += 1 }
            }
        }
        let host = Engine(TripleBell(), canvasSize: CGSize(width: 100, height: 100))
        func scale(at t: Double) throws -> Double { try symbolScale(host, at: t) }
        host.tap(at: CGPoint(x: 50, y: 50), time: 0)
        for play in 0..<3 {
            let start = 0.5 * Double(play)
            XCTAssertEqual(try scale(at: start + 0.25), 1.15, accuracy: 1e-6, "play \(play + 1) peaks half way")
            XCTAssertEqual(try scale(at: start + 0.1), try scale(at: 0.1), accuracy: 1e-5, "play \(play + 1) as the first")
        }
        XCTAssertEqual(try scale(at: 1.6), 1, accuracy: 1e-9, "over after three plays")
    }

    /// `.symbolEffectsRemoved()` removes the effects written around it and inside it.
    func testSymbolEffectsRemovedPlaysNoEffect() {
        struct Quiet: View {
            @State var rings = 0
            var body: some View {
                VStack {
                    Image(systemName: "bell.fill").symbolEffect(.bounce, value: rings)
                    Image(systemName: "wifi").symbolEffect(.pulse)
                }
                .symbolEffectsRemoved()
                .symbolEffect(.bounce, value: rings)
                .frame(width: 100, height: 100)
                .contentShape(Rectangle())
                .onTapGesture { rings += 1 }
            }
        }
        let host = Engine(Quiet(), canvasSize: CGSize(width: 100, height: 100))
        host.tap(at: CGPoint(x: 50, y: 50), time: 0)
        var plays = 0
        host.presentedTree(at: 0.25).forEach { if $0.kind is SymbolPlayEffect { plays += 1 } }
        XCTAssertEqual(plays, 0)
    }

    /// `.symbolEffect(.variableColor, value:)` (iOS 17) plays one 1.2 s cycle of its dimming per change.
    func testVariableColorPlaysOnceOnEachChange() throws {
        struct Signal: View {
            @State var scans = 0
            var body: some View {
                Image(systemName: "wifi").font(.system(size: 40)).symbolEffect(.variableColor, value: scans)
                    .frame(width: 100, height: 100)
                    .onTapGesture { scans += 1 }
            }
        }
        let host = Engine(Signal(), canvasSize: CGSize(width: 100, height: 100))
        host.tap(at: CGPoint(x: 50, y: 50), time: 0)
        func phase(at t: Double) throws -> Double {
            var found: SymbolPlayEffect?
            host.presentedTree(at: t).forEach { if let k = $0.kind as? SymbolPlayEffect { found = k } }
            return try XCTUnwrap(found).phase
        }
        XCTAssertEqual(try phase(at: 0.6), 0.5, accuracy: 1e-6, "half way through the ease-in-out cycle")
        XCTAssertEqual(try phase(at: 1.3), 1, accuracy: 1e-9)
    }

    func testPreferredColorSchemeIsFoundAndDrawsItsSubtreeInIt() {
        struct Card: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { Text(scheme == .dark ? "dark" : "light") }
        }
        let host = Engine(Card().preferredColorScheme(.dark), canvasSize: CGSize(width: 100, height: 40))
        XCTAssertEqual(host.preferredColorScheme, .dark)
        var strings: [String] = []
        host.presentedTree(at: 0).forEach { if let t = $0.kind as? TextKind { strings.append(t.string) } }
        XCTAssertEqual(strings, ["dark"])
        XCTAssertNil(Engine(Card(), canvasSize: CGSize(width: 100, height: 40)).preferredColorScheme)
    }
}
