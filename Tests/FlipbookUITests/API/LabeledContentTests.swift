// LabeledContentTests.swift: LabeledContent puts its label at the leading edge (a second view in
// it as a subtitle under it) and its value (a formatted one too) at the trailing edge of the
// width offered.

import XCTest
@testable import FlipbookUI

final class LabeledContentTests: XCTestCase {
    func testTheLabelLeadsAndTheValueTrails() throws {
        let host = Engine(LabeledContent("Name", value: "Ada").frame(width: 200), canvasSize: CGSize(width: 300, height: 100))
        var frames: [String: CGRect] = [:]
        host.presentedTree(at: 0).forEach { p in if let text = p.kind as? TextKind { frames[text.string] = p.frame } }
        XCTAssertEqual(try XCTUnwrap(frames["Name"]).minX, 50, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(frames["Ada"]).maxX, 250, accuracy: 0.01)
    }

    func testAWrappedValueHasItsLinesAlignedToTheTrailingEdge() throws {
        let address = "1 Infinite Loop, Cupertino, California 95014, United States"
        let host = Engine(Form { LabeledContent("Address", value: address) }, canvasSize: CGSize(width: 393, height: 300))
        var value: TextKind?
        host.presentedTree(at: 0).forEach { p in if let text = p.kind as? TextKind, text.string == address { value = text } }
        XCTAssertEqual(try XCTUnwrap(value).paragraph.style.alignment, 1, "flush right, as iOS's value column")
    }

    func testAFormattedValueShowsAsItsFormatWritesIt() {
        let host = Engine(LabeledContent("Count", value: 1234, format: .number), canvasSize: CGSize(width: 300, height: 100))
        XCTAssertNotNil(host.center(ofText: 1234.formatted(.number), at: 0))
    }

    func testASecondViewInTheLabelIsASubtitleUnderIt() throws {
        let content = LabeledContent { Text("Pro") } label: { Text("Plan"); Text("Renews monthly") }
        let host = Engine(content.frame(width: 300), canvasSize: CGSize(width: 300, height: 100))
        var frames: [String: CGRect] = [:]
        host.presentedTree(at: 0).forEach { p in if let text = p.kind as? TextKind { frames[text.string] = p.frame } }
        let title = try XCTUnwrap(frames["Plan"]), subtitle = try XCTUnwrap(frames["Renews monthly"])
        XCTAssertEqual(subtitle.minX, title.minX, accuracy: 0.01)
        XCTAssertGreaterThan(subtitle.minY, title.maxY, "under the title")
        XCTAssertLessThan(subtitle.height, title.height, "smaller")
    }
}
