// SliderTests.swift: a slider's thumb follows a drag that starts on it, within the range and on
// its steps, and reports editing; a touch elsewhere on the track does nothing.

import XCTest
@testable import FlipbookUI

private final class Log { var editing: [Bool] = [] }

private struct Picker: View {
    @State var value: Double
    let step: Double?
    let log: Log
    var body: some View {
        VStack {
            if let step {
                Slider(value: $value, in: 0...10, step: step) { log.editing.append($0) }
            } else {
                Slider(value: $value, in: 0...10) { log.editing.append($0) }
            }
            // Reads the value back as a width.
            Rectangle().frame(width: 1 + value, height: 4)
        }
        .frame(width: 228)  // 200 pt of travel for the thumb
    }
}

final class SliderTests: XCTestCase {
    private func drag(_ picker: Picker, from x: CGFloat, by dx: CGFloat) -> Double {
        let engine = Engine(picker, canvasSize: CGSize(width: 228, height: 100))
        var thumbY: CGFloat = 0
        engine.presentedTree(at: 0).forEach { p in if p.frame.height == 28 { thumbY = p.frame.midY } }
        engine.touchDown(at: CGPoint(x: x, y: thumbY), time: 0)
        engine.touchMove(to: CGPoint(x: x + dx / 2, y: thumbY), time: 0.1)
        engine.touchMove(to: CGPoint(x: x + dx, y: thumbY), time: 0.2)
        engine.touchUp(at: CGPoint(x: x + dx, y: thumbY), time: 0.3)
        var width: CGFloat = 0
        engine.presentedTree(at: 1).forEach { p in if p.kind is ShapeKind, p.frame.height == 4, p.frame.width <= 11 { width = p.frame.width } }
        return Double(width) - 1
    }

    func testADragFromTheThumbMovesTheValueWithIt() {
        let log = Log()
        // The thumb of 2 of 0…10 sits at 14 + 200 · 0.2 = 54; 50 pt more is a quarter of the range.
        XCTAssertEqual(drag(Picker(value: 2, step: nil, log: log), from: 54, by: 50), 4.5, accuracy: 1e-9)
        XCTAssertEqual(log.editing, [true, false])
    }

    func testTheValueStaysInTheRangeAndOnItsSteps() {
        XCTAssertEqual(drag(Picker(value: 2, step: nil, log: Log()), from: 54, by: 500), 10, accuracy: 1e-9)
        XCTAssertEqual(drag(Picker(value: 2, step: 2, log: Log()), from: 54, by: 50), 4, accuracy: 1e-9)
    }

    func testATouchAwayFromTheThumbDoesNothing() {
        let log = Log()
        XCTAssertEqual(drag(Picker(value: 2, step: nil, log: log), from: 180, by: 20), 2, accuracy: 1e-9)
        XCTAssertEqual(log.editing, [])
    }
    func testUnusableBoundsLeaveTheThumbAtTheStart() {
        let engine = Engine(Slider(value: .constant(Double.nan), in: 0...1).frame(width: 228), canvasSize: CGSize(width: 228, height: 40))
        var thumb = CGRect.null
        engine.presentedTree(at: 0).forEach { p in if p.kind is ShapeKind, p.frame.height == 28 { thumb = p.frame } }
        XCTAssertEqual(thumb.minX, 0, "a NaN value reaches no layout")
    }
}
