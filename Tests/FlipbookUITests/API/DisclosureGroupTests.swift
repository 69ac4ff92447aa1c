// DisclosureGroupTests.swift: a tap on a disclosure group's row shows its content (its own state,
// or a binding's) and turns the chevron a quarter down, animated; another tap hides it; in a list
// each view of its content is a row of its own. A custom DisclosureGroupStyle draws the group from
// its label, content and expansion binding.

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

    func testInAListEachViewOfTheContentIsARow() throws {
        let list = List {
            DisclosureGroup("Advanced", isExpanded: .constant(true)) {
                Text("Developer mode")
                Text("Build 1042")
            }
        }
        let host = Engine(list, canvasSize: CGSize(width: 390, height: 400))
        let label = try XCTUnwrap(host.center(ofText: "Advanced", at: 0))
        let first = try XCTUnwrap(host.center(ofText: "Developer mode", at: 0))
        let second = try XCTUnwrap(host.center(ofText: "Build 1042", at: 0))
        XCTAssertEqual(second.y - first.y, 44, accuracy: 0.5, "a row each, 44 pt apart")
        XCTAssertEqual(first.y - label.y, 44, accuracy: 0.5, "as far below the label as rows are apart")
        var rules: [CGRect] = []
        host.presentedTree(at: 0).forEach {
            if $0.children.isEmpty && ($0.frame.height == 0.5 || ($0.kind as? ShapeKind != nil && $0.frame.height < 1)) { rules.append($0.frame) }
        }
        XCTAssertGreaterThanOrEqual(rules.count, 2, "a hairline above each")
        // The card spans 16…374 pt: each hairline runs to its edge, as the list's own do.
        for rule in rules { XCTAssertEqual(rule.maxX, 390 - 16, accuracy: 0.01) }
    }

    func testInAListTheLabelAndEveryViewOfTheContentAre44PointRows() throws {
        // The report's repro: the last view of the content grew by the cell's bottom padding.
        let list = List {
            Text("Before")
            DisclosureGroup("Work", isExpanded: .constant(true)) {
                Text("Projects")
                Text("Meetings")
            }
            Text("After")
        }
        let host = Engine(list, canvasSize: CGSize(width: 390, height: 500))
        let centers = try ["Before", "Work", "Projects", "Meetings", "After"].map { try XCTUnwrap(host.center(ofText: $0, at: 0)).y }
        for (above, below) in zip(centers, centers.dropFirst()) {
            XCTAssertEqual(below - above, 44, accuracy: 0.5, "rows 44 pt apart: \(centers)")
        }
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
