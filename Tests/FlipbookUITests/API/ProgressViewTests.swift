// ProgressViewTests.swift: a progress view shows a fraction as a bar and no fraction as a
// spinner, through the style in the environment.

import XCTest
@testable import FlipbookUI

private struct RecordingStyle: ProgressViewStyle {
    let seen: (Double?) -> Void
    func makeBody(configuration: Configuration) -> some View {
        seen(configuration.fractionCompleted)
        // Decorating the default look: no recursion into this style.
        return ProgressView(configuration).padding(2)
    }
}

final class ProgressViewTests: XCTestCase {
    private func shapeWidths(_ view: some View, width: CGFloat = 200) -> [CGFloat] {
        let engine = Engine(view.frame(width: width), canvasSize: CGSize(width: 300, height: 100))
        var widths: [CGFloat] = []
        engine.presentedTree(at: 0).forEach { p in if p.kind is ShapeKind { widths.append(p.frame.width) } }
        return widths
    }

    func testAFractionIsABarFilledThatFar() {
        XCTAssertEqual(shapeWidths(ProgressView(value: 3.0, total: 4)), [200, 150], "the track, then the part done")
        XCTAssertEqual(shapeWidths(ProgressView(value: 7.0, total: 4)), [200, 200], "no more than all of it")
        XCTAssertEqual(shapeWidths(ProgressView(value: 0.0, total: 0)), [200, 0], "an empty task is a bar, not a spinner")
    }

    func testNoFractionIsASpinnerSteppingRoundOnceASecond() {
        let engine = Engine(ProgressView(), canvasSize: CGSize(width: 100, height: 100))
        var spokes = 0
        engine.presentedTree(at: 0).forEach { p in if p.kind is ShapeKind { spokes += 1 } }
        XCTAssertEqual(spokes, 8)
        XCTAssertEqual(engine.repeatingPeriods, [1])
        XCTAssertEqual(shapeWidths(ProgressView(value: Double?.none)).count, 8, "a nil value has no measure either")
    }

    func testACustomStyleIsGivenTheFraction() {
        var seen: [Double?] = []
        let widths = shapeWidths(ProgressView(value: 0.25).progressViewStyle(RecordingStyle { seen.append($0) }))
        XCTAssertEqual(seen.last, 0.25)
        XCTAssertEqual(widths, [196, 49], "the default bar inside the style's padding")
    }
    func testADecoratingStyleDrawsWithTheStyleOutsideIt() {
        let view = ProgressView(value: 0.25)
            .progressViewStyle(RecordingStyle { _ in })
            .progressViewStyle(.circular)
        XCTAssertEqual(shapeWidths(view).count, 8, "the circular style's spokes, though a fraction is given")
    }
}
