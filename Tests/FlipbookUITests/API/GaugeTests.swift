// GaugeTests.swift: a gauge shows its value's place in the range, clamped to 0…1: the linear
// capacity style (the automatic one) fills its bar that far across, and the circular capacity
// style trims its ring that far round; a gradient tint runs along the whole track, and a
// circular gauge's label sits in its arc's gap under the current value.

import XCTest
@testable import FlipbookUI

final class GaugeTests: XCTestCase {
    private let canvas = CGSize(width: 300, height: 200)

    /// The widths of the capsules drawn, in drawing order.
    private func capsuleWidths(_ view: some View) -> [CGFloat] {
        var widths: [CGFloat] = []
        Engine(view, canvasSize: canvas).presentedTree(at: 0).forEach { p in
            if let shape = p.kind as? ShapeKind, shape.shape.base is Capsule { widths.append(p.frame.width) }
        }
        return widths
    }

    func testTheBarIsFilledToTheValuesPlaceInTheRange() throws {
        let widths = capsuleWidths(Gauge(value: 30.0, in: 20...60) { Text("Level") }.frame(width: 200))
        XCTAssertEqual(widths.count, 2)
        XCTAssertEqual(widths[1] / widths[0], 0.25, accuracy: 1e-9)
        let over = capsuleWidths(Gauge(value: 2.0) { Text("Level") }.frame(width: 200))
        XCTAssertEqual(over[1], over[0], "clamped at the top of the range")
    }

    func testTheCapacityRingIsTrimmedToTheValue() throws {
        var trims: [CGFloat] = []
        Engine(Gauge(value: 0.4) { Text("Level") }.gaugeStyle(.accessoryCircularCapacity), canvasSize: canvas)
            .presentedTree(at: 0).forEach { p in
                if let shape = p.kind as? ShapeKind, let trimmed = shape.outline.base as? _TrimmedShape<Inset<Circle>> { trims.append(trimmed.endFraction) }
            }
        XCTAssertEqual(trims.count, 2)
        XCTAssertEqual(trims[0], 1, accuracy: 1e-9, "the whole track")
        XCTAssertEqual(trims[1], 0.4, accuracy: 1e-9)
    }

    func testAGradientTintRunsAlongTheWholeBar() throws {
        let gauge = Gauge(value: 0.8) { Text("Level") }
            .gaugeStyle(.linearCapacity)
            .tint(Gradient(colors: [Color(red: 0, green: 1, blue: 0), Color(red: 1, green: 0, blue: 0)]))
            .frame(width: 200)
        let pixels = try XCTUnwrap(Renderer(gauge.padding(20), size: CGSize(width: 240, height: 100), scale: 1).render(at: 0))
        let row = (0..<100).first { y in pixels[30, y].g > 200 && pixels[30, y].r < 60 }
        let y = try XCTUnwrap(row, "green at the bar's start")
        XCTAssertGreaterThan(pixels[170, y].r, pixels[170, y].g, "red towards the end, where the bar is filled")
    }

    func testACircularGaugeShowsItsLabelInTheArcsGap() throws {
        let engine = Engine(Gauge(value: 0.5) { Text("UV") } currentValueLabel: { Text("6") }.gaugeStyle(.accessoryCircular),
                            canvasSize: canvas)
        let value = try XCTUnwrap(engine.center(ofText: "6", at: 0)), label = try XCTUnwrap(engine.center(ofText: "UV", at: 0))
        XCTAssertEqual(label.x, value.x, accuracy: 0.5)
        XCTAssertGreaterThan(label.y, value.y + 15, "below the value, in the gap at the bottom")
    }
}
