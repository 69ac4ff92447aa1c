// SearchableTests.swift: `.searchable` draws a search field under the large title of its screen,
// showing the prompt ("Search" when none is given) or the bound text; outside a navigation
// stack it draws nothing.

import XCTest
@testable import FlipbookUI

private struct Fruits: View {
    @State var query = ""
    var prompt: String?
    var body: some View {
        NavigationStack {
            VStack {
                Button("Find berries") { query = "berry" }
                Spacer()
            }
            .navigationTitle("Fruit")
            .searchable(text: $query, prompt: prompt.map { Text($0) })
        }
    }
}

final class SearchableTests: XCTestCase {
    private let canvas = CGSize(width: 390, height: 400)

    func testTheFieldShowsThePromptUnderTheLargeTitleThenTheText() throws {
        let engine = Engine(Fruits(prompt: "Search fruit"), canvasSize: canvas)
        let title = try XCTUnwrap(engine.center(ofText: "Fruit", at: 0))
        let prompt = try XCTUnwrap(engine.center(ofText: "Search fruit", at: 0))
        // The 52 pt title row, then the 36 pt field: its centre 44 pt below the title's.
        XCTAssertEqual(prompt.y - title.y, 44, accuracy: 0.5)
        XCTAssertTrue(engine.tap(at: try XCTUnwrap(engine.center(ofText: "Find berries", at: 0)), time: 0.5))
        XCTAssertNil(engine.center(ofText: "Search fruit", at: 0.5))
        XCTAssertEqual(try XCTUnwrap(engine.center(ofText: "berry", at: 0.5)).y, prompt.y, accuracy: 0.5)
    }

    func testTheDefaultPromptIsSearch() {
        XCTAssertNotNil(Engine(Fruits(), canvasSize: canvas).center(ofText: "Search", at: 0))
    }

    func testOutsideANavigationStackNothingIsDrawn() {
        let engine = Engine(Text("List").searchable(text: .constant(""), prompt: "Find"), canvasSize: canvas)
        XCTAssertNil(engine.center(ofText: "Find", at: 0))
    }
}
