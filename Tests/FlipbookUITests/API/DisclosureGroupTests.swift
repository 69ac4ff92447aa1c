// DisclosureGroupTests.swift: a tap on a disclosure group's row shows its content (its own state,
// or a binding's) and turns the chevron a quarter down, animated; another tap hides it. A custom
// DisclosureGroupStyle draws the group from its label, content and expansion binding.

import XCTest
@testable import FlipbookUI

private struct Bound: View {
    @State var expanded = false
    var body: some View {
        DisclosureGroup("More", isExpanded: $expanded) { Text("Inside") }
            .frame(width: 200)
    }
}

/// A style with a "+" button under the label that opens the group.
private struct PlusStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            Button("+") { configuration.isExpanded = true }
            if configuration.isExpanded { configuration.content }
        }
    }
}

final class DisclosureGroupTests: XCTestCase {
    private let canvas = CGSize(width: 300, height: 200)

    private func chevronAngle(_ host: Engine, at t: Double) -> Double? {
        var angle: Double?
        host.presentedTree(at: t).forEach { p in if let r = p.kind as? RotationEffect { angle = r.angle.degrees } }
        return angle
    }

    func testATapShowsTheContentAndTurnsTheChevron() throws {
        for view in [AnyView(Bound()), AnyView(DisclosureGroup("More") { Text("Inside") }.frame(width: 200))] {
            let host = Engine(view, canvasSize: canvas)
            XCTAssertNil(host.center(ofText: "Inside", at: 0))
            let row = try XCTUnwrap(host.center(ofText: "More", at: 0))
            XCTAssertTrue(host.tap(at: row, time: 0))
            let halfway = try XCTUnwrap(chevronAngle(host, at: 0.1))
            XCTAssertTrue(halfway > 0 && halfway < 90, "turning: \(halfway)")
            XCTAssertEqual(try XCTUnwrap(chevronAngle(host, at: 2)), 90, accuracy: 1e-6)
            XCTAssertNotNil(host.center(ofText: "Inside", at: 2))
            host.tap(at: try XCTUnwrap(host.center(ofText: "More", at: 2)), time: 2)
            XCTAssertNil(host.center(ofText: "Inside", at: 4))
        }
    }

    func testACustomStyleDrawsTheGroupAndExpandsItThroughTheBinding() throws {
        let host = Engine(DisclosureGroup("More") { Text("Inside") }.disclosureGroupStyle(PlusStyle()), canvasSize: canvas)
        XCTAssertNil(chevronAngle(host, at: 0), "the style draws no chevron")
        XCTAssertNil(host.center(ofText: "Inside", at: 0))
        XCTAssertTrue(host.tap(at: try XCTUnwrap(host.center(ofText: "+", at: 0)), time: 0.1))
        XCTAssertNotNil(host.center(ofText: "Inside", at: 0.1))
    }
}
