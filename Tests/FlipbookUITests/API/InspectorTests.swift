// InspectorTests.swift: on an iPhone an inspector is a sheet: shown while its binding holds,
// over the content, and its content's dismiss action closes it.

import XCTest
@testable import FlipbookUI

private struct Inspected: View {
    @State var shows = false
    var body: some View {
        Button("Details") { shows = true }
            .inspector(isPresented: $shows) { InspectorContent() }
            .inspectorColumnWidth(280)
    }
}

private struct InspectorContent: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Done") { dismiss() } }
}

final class InspectorTests: XCTestCase {
    func testAnInspectorIsASheetOnAnIPhone() throws {
        let engine = Engine(Inspected(), canvasSize: CGSize(width: 393, height: 852))
        XCTAssertNil(engine.center(ofText: "Done", at: 0))
        engine.tap(at: try XCTUnwrap(engine.center(ofText: "Details", at: 0)), time: 0)
        let done = try XCTUnwrap(engine.center(ofText: "Done", at: 1), "the inspector's content shows as a sheet")
        XCTAssertGreaterThan(done.y, 40, "in a sheet, below the top of the screen")
        engine.tap(at: done, time: 1)
        XCTAssertNil(engine.center(ofText: "Done", at: 2), "dismissed")
    }
}
