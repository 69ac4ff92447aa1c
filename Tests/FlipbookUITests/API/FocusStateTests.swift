// FocusStateTests.swift: a tap on a view marked `.focused` gives it the focus; with an enum focus
// state the value moves between fields, and with two Bool focus states the field that had the
// focus loses it; code can move the focus by setting the state.

import XCTest
@testable import FlipbookUI

private struct TwoFields: View {
    enum Field: Hashable { case name, city }
    @FocusState var field: Field?
    var body: some View {
        VStack(spacing: 0) {
            Rectangle().frame(width: 100, height: 20).focused($field, equals: .name)
            Rectangle().frame(width: 100, height: 20).focused($field, equals: .city)
            Rectangle().frame(width: field == .city ? 60 : field == .name ? 40 : 20, height: 10)
        }
    }
}

private struct TwoBoolFields: View {
    @FocusState var first: Bool
    @FocusState var second: Bool
    var body: some View {
        VStack(spacing: 0) {
            Rectangle().frame(width: 100, height: 20).focused($first)
            Rectangle().frame(width: 100, height: 20).focused($second)
            Rectangle().frame(width: (first ? 40 : 0) + (second ? 20 : 0) + 5, height: 10)
                .onTapGesture { first = true }
        }
    }
}

final class FocusStateTests: XCTestCase {
    private let canvas = CGSize(width: 200, height: 100)

    func testATapMovesAnEnumFocusBetweenFields() {
        // Three rows, 50 high together, from y = 25.
        let host = Engine(TwoFields(), canvasSize: canvas)
        XCTAssertEqual(host.shapeWidth(at: 0), 20)
        host.tap(at: CGPoint(x: 100, y: 35), time: 0)
        XCTAssertEqual(host.shapeWidth(at: 0), 40)
        host.tap(at: CGPoint(x: 100, y: 55), time: 0)
        XCTAssertEqual(host.shapeWidth(at: 0), 60)
    }

    func testATapTakesTheFocusFromTheBoolStateThatHadIt() {
        let host = Engine(TwoBoolFields(), canvasSize: canvas)
        host.tap(at: CGPoint(x: 100, y: 35), time: 0)
        XCTAssertEqual(host.shapeWidth(at: 0), 45)
        host.tap(at: CGPoint(x: 100, y: 55), time: 0)
        XCTAssertEqual(host.shapeWidth(at: 0), 25, "only the second has the focus")
    }

    func testCodeMovesTheFocusBySettingTheState() {
        let host = Engine(TwoBoolFields(), canvasSize: canvas)
        host.tap(at: CGPoint(x: 100, y: 70), time: 0)
        XCTAssertEqual(host.shapeWidth(at: 0), 45)
    }
}
