// PreferenceKeyTests.swift: preference values combine in view-tree order through the key's
// reduce; `.preference` replaces what its content set and `.transformPreference` changes it;
// `.onPreferenceChange` runs after the update that laid out a new value (not for the default,
// not again for the same value), and its state writes show at once; anchors resolve where the
// view is drawn and read back in a reader's own space; `.overlayPreferenceValue` and
// `.backgroundPreferenceValue` lay out content made from the value in front of or behind the view.

import XCTest
@testable import FlipbookUI

private struct NamesKey: PreferenceKey {
    static var defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value.append(contentsOf: nextValue()) }
}

private struct WidthKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

private struct BoundsKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

private struct CountKey: PreferenceKey {
    static var defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

private final class Reports<Value> { var values: [Value] = [] }

/// Three names, the middle one replaced and the last one changed, reported from the stack.
private struct Names: View {
    let reports: Reports<[String]>
    var body: some View {
        VStack {
            Text("a").preference(key: NamesKey.self, value: ["a"])
            VStack {
                Text("b").preference(key: NamesKey.self, value: ["b"])
                Text("c").preference(key: NamesKey.self, value: ["c"])
            }
            .preference(key: NamesKey.self, value: ["bc"])
            Text("d").preference(key: NamesKey.self, value: ["d"])
                .transformPreference(NamesKey.self) { $0.append("d2") }
            Text("e").transformPreference(NamesKey.self) { $0.append("e") }
        }
        .onPreferenceChange(NamesKey.self) { reports.values.append($0) }
    }
}

/// A bar whose width a tap changes; its label shows the width a GeometryReader reported.
private struct MeasuredBar: View {
    let reports: Reports<CGFloat>
    @State private var wide = false
    @State private var measured: CGFloat = 0
    var body: some View {
        VStack {
            Color.blue.frame(width: wide ? 120 : 60, height: 10)
                .background(GeometryReader { proxy in Color.clear.preference(key: WidthKey.self, value: proxy.size.width) })
                .onTapGesture { wide = true }
            Text("\(Int(measured))")
        }
        .onPreferenceChange(WidthKey.self) { width in
            reports.values.append(width)
            measured = width
        }
    }
}

/// A square marked by an overlay built from its anchored bounds, drawn under a scale.
private struct Marked: View {
    var behind = false
    var body: some View {
        let content = HStack(spacing: 0) {
            Color.gray.frame(width: 30, height: 20)
            Color.green.frame(width: 20, height: 20)
                .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
        }
        return Group {
            if behind {
                content.backgroundPreferenceValue(BoundsKey.self) { anchor in Highlight(anchor: anchor) }
            } else {
                content.overlayPreferenceValue(BoundsKey.self) { anchor in Highlight(anchor: anchor) }
            }
        }
    }
}

private struct Highlight: View {
    let anchor: Anchor<CGRect>?
    var body: some View {
        GeometryReader { proxy in
            if let anchor {
                let rect = proxy[anchor]
                Rectangle().fill(Color.red).frame(width: rect.width, height: rect.height).position(x: rect.midX, y: rect.midY)
            }
        }
    }
}

final class PreferenceKeyTests: XCTestCase {
    private func shapeFrames(_ engine: Engine) -> [CGRect] {
        var frames: [CGRect] = []
        engine.presentedTree(at: engine.time).forEach { if $0.kind is ShapeKind { frames.append($0.frame) } }
        return frames
    }

    func testValuesCombineInTreeOrderAndWritersReplaceOrTransformTheirContents() {
        let reports = Reports<[String]>()
        _ = Engine(Names(reports: reports), canvasSize: CGSize(width: 100, height: 200))
        // A view that sets nothing adds nothing; a transform on it starts from the default.
        XCTAssertEqual(reports.values, [["a", "bc", "d", "d2", "e"]])
    }

    func testAChangeIsReportedAfterTheUpdateThatLaidItOutAndItsWritesShowAtOnce() throws {
        let reports = Reports<CGFloat>()
        let engine = Engine(MeasuredBar(reports: reports), canvasSize: CGSize(width: 200, height: 100))
        XCTAssertEqual(reports.values, [60])
        XCTAssertNotNil(engine.center(ofText: "60", at: 0), "the width reported on appearing is shown in the first frame")
        let bar = try XCTUnwrap(engine.center(ofText: "60", at: 0))
        XCTAssertTrue(engine.tap(at: CGPoint(x: 100, y: bar.y - 20), time: 0.5))
        XCTAssertEqual(reports.values, [60, 120], "reported once per new value")
        XCTAssertNotNil(engine.center(ofText: "120", at: 0.5))
    }

    func testTheDefaultValueIsNotReported() {
        let reports = Reports<CGFloat>()
        _ = Engine(Color.red.frame(width: 10, height: 10).onPreferenceChange(WidthKey.self) { reports.values.append($0) },
                   canvasSize: CGSize(width: 50, height: 50))
        XCTAssertEqual(reports.values, [])
    }

    func testAnAnchorReadsBackInTheReadersSpaceWhereTheViewIsDrawn() {
        let engine = Engine(Marked(), canvasSize: CGSize(width: 100, height: 100))
        // The 50 × 20 stack is centred at (25, 40); the green square is its last 20 points.
        XCTAssertEqual(shapeFrames(engine).last, CGRect(x: 55, y: 40, width: 20, height: 20))
        let scaled = Engine(Marked().scaleEffect(2), canvasSize: CGSize(width: 100, height: 100))
        // Doubled about the canvas centre, the square is drawn at (60, 30), 40 × 40; the reader
        // is inside the same scale, so it reads the square at its laid-out place and size.
        XCTAssertEqual(shapeFrames(scaled).last, CGRect(x: 55, y: 40, width: 20, height: 20))
    }

    func testAnAnchorInsideAScaleTheReaderIsOutsideOfIsReadAsDrawn() {
        let view = HStack(spacing: 0) {
            Color.gray.frame(width: 30, height: 20)
            Color.green.frame(width: 20, height: 20)
                .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
                .scaleEffect(2)
        }
        let engine = Engine(view.overlayPreferenceValue(BoundsKey.self) { Highlight(anchor: $0) }, canvasSize: CGSize(width: 100, height: 100))
        // The square is laid out at (55, 40) and drawn doubled about its centre (65, 50).
        XCTAssertEqual(shapeFrames(engine).last, CGRect(x: 45, y: 30, width: 40, height: 40))
    }

    func testBackgroundPreferenceValueDrawsBehind() {
        let engine = Engine(Marked(behind: true), canvasSize: CGSize(width: 100, height: 100))
        XCTAssertEqual(shapeFrames(engine).first, CGRect(x: 55, y: 40, width: 20, height: 20))
    }

    func testPointAnchorsResolveUnitPoints() {
        var seen: [CGPoint] = []
        let view = Color.blue.frame(width: 40, height: 20)
            .anchorPreference(key: PointKey.self, value: .center) { $0 }
            .overlayPreferenceValue(PointKey.self) { anchor in
                GeometryReader { proxy in
                    let _ = anchor.map { seen.append(proxy[$0]) }
                    Color.clear
                }
            }
        _ = Engine(view, canvasSize: CGSize(width: 100, height: 100))
        XCTAssertEqual(seen.last, CGPoint(x: 20, y: 10))
    }

    func testAPreferenceOnAGroupIsOneValue() {
        let reports = Reports<[String]>()
        let view = VStack {
            Group {
                Text("x")
                Text("y")
            }
            .preference(key: NamesKey.self, value: ["group"])
        }
        .onPreferenceChange(NamesKey.self) { reports.values.append($0) }
        _ = Engine(view, canvasSize: CGSize(width: 100, height: 100))
        XCTAssertEqual(reports.values, [["group"]])
    }

    func testAnObserverUnderAReaderIsReportedEachValueOnce() {
        let reports = Reports<Int>()
        let view = VStack {
            Color.red.frame(width: 10, height: 10).preference(key: CountKey.self, value: 1)
            Color.blue.frame(width: 10, height: 10).preference(key: CountKey.self, value: 2)
        }
        .onPreferenceChange(CountKey.self) { reports.values.append($0) }
        .overlayPreferenceValue(CountKey.self) { total in Text("\(total)") }
        let engine = Engine(view, canvasSize: CGSize(width: 100, height: 100))
        XCTAssertEqual(reports.values, [3], "the reader's walk during layout hands the observer nothing")
        XCTAssertNotNil(engine.center(ofText: "3", at: 0))
    }
}

private struct PointKey: PreferenceKey {
    static var defaultValue: Anchor<CGPoint>? = nil
    static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) { value = nextValue() ?? value }
}
