// NavigationSplitViewTests.swift: on an iPhone a split view is one stack: the sidebar at its
// root, a chosen row selecting its value and pushing the detail (or the content column, then the
// detail), the back button coming back.

import XCTest
@testable import FlipbookUI

private struct Mail: View {
    @State private var folder: String?
    var body: some View {
        NavigationSplitView {
            List(["Inbox", "Sent"], id: \.self, selection: $folder) { name in
                NavigationLink(name, value: name)
            }
            .navigationTitle("Folders")
        } detail: {
            if let folder { Text("\(folder) messages") } else { Text("Pick a folder") }
        }
    }
}

private struct Library: View {
    @State private var shelf: String?
    @State private var book: String?
    var body: some View {
        NavigationSplitView {
            List(["Poems"], id: \.self, selection: $shelf) { NavigationLink($0, value: $0) }
        } content: {
            List(["Odes"], id: \.self, selection: $book) { NavigationLink($0, value: $0) }
        } detail: {
            Text("Reading \(book ?? "nothing")")
        }
    }
}

final class NavigationSplitViewTests: XCTestCase {
    private let canvas = CGSize(width: 393, height: 700)

    func testAChosenRowSelectsItsValueAndShowsTheDetail() throws {
        let engine = Engine(Mail(), canvasSize: canvas)
        XCTAssertNotNil(engine.center(ofText: "Folders", at: 0))
        XCTAssertNil(engine.center(ofText: "Pick a folder", at: 0), "the sidebar shows first")
        XCTAssertTrue(engine.tap(at: try XCTUnwrap(engine.center(ofText: "Sent", at: 0)), time: 0))
        engine.advance(to: 2)
        XCTAssertNotNil(engine.center(ofText: "Sent messages", at: 2))
        XCTAssertTrue(engine.tap(at: try XCTUnwrap(engine.center(ofText: "Folders", at: 2)), time: 2), "the back button")
        engine.advance(to: 4)
        XCTAssertNil(engine.center(ofText: "Sent messages", at: 4))
        XCTAssertNotNil(engine.center(ofText: "Inbox", at: 4))
    }

    func testThreeColumnsPushOneAfterTheOther() throws {
        let engine = Engine(Library(), canvasSize: canvas)
        XCTAssertTrue(engine.tap(at: try XCTUnwrap(engine.center(ofText: "Poems", at: 0)), time: 0))
        engine.advance(to: 2)
        XCTAssertTrue(engine.tap(at: try XCTUnwrap(engine.center(ofText: "Odes", at: 2)), time: 2))
        engine.advance(to: 4)
        XCTAssertNotNil(engine.center(ofText: "Reading Odes", at: 4))
    }
}
