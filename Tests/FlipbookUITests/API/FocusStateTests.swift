// FocusStateTests.swift: a tap on a text field marked `.focused` gives it the focus; with an enum
// focus state the value moves between fields, with two Bool focus states the one that had the
// focus loses it, whether a tap or code gave it; a view that is not a text field takes no focus.

import XCTest
@testable import FlipbookUI

private struct TwoFields: View {
    enum Field: Hashable { case name, city }
    @FocusState var field: Field?
    var body: some View {
        VStack(spacing: 0) {
            TextField("Name", text: .constant("")).frame(height: 20).focused($field, equals: .name)
            TextField("City", text: .constant("")).frame(height: 20).focused($field, equals: .city)
            Rectangle().frame(width: field == .city ? 60 : field == .name ? 40 : 20, height: 10)
        }
        .frame(width: 100)
    }
}

private struct TwoBoolFields: View {
    @FocusState var first: Bool
    @FocusState var second: Bool
    var body: some View {
        VStack(spacing: 0) {
            TextField("First", text: .constant("")).frame(height: 20).focused($first)
            TextField("Second", text: .constant("")).frame(height: 20).focused($second)
            Rectangle().frame(width: (first ? 40 : 0) + (second ? 20 : 0) + 5, height: 10)
                .onTapGesture { first = true }
            Rectangle().frame(width: 100, height: 20).focused($second)
        }
        .frame(width: 100)
    }
}

final class FocusStateTests: XCTestCase {
    private let canvas = CGSize(width: 200, height: 100)
    private func width(_ host: Engine) -> CGFloat {
        var widths: [CGFloat] = []
        host.presentedTree(at: 0).forEach { p in if p.kind is ShapeKind, p.frame.height == 10 { widths.append(p.frame.width) } }
        return widths.first ?? -1
    }

    func testATapMovesAnEnumFocusBetweenFields() {
        // Three rows, 50 high together, from y = 25.
        let host = Engine(TwoFields(), canvasSize: canvas)
        XCTAssertEqual(width(host), 20)
        host.tap(at: CGPoint(x: 100, y: 35), time: 0)
        XCTAssertEqual(width(host), 40)
        host.tap(at: CGPoint(x: 100, y: 55), time: 0)
        XCTAssertEqual(width(host), 60)
    }

    func testATapTakesTheFocusFromTheBoolStateThatHadIt() {
        // Four rows, 70 high together, from y = 15.
        let host = Engine(TwoBoolFields(), canvasSize: canvas)
        host.tap(at: CGPoint(x: 100, y: 25), time: 0)
        XCTAssertEqual(width(host), 45)
        host.tap(at: CGPoint(x: 100, y: 45), time: 0)
        XCTAssertEqual(width(host), 25, "only the second has the focus")
    }

    func testCodeGivingTheFocusTakesItFromTheFieldThatHadIt() {
        let host = Engine(TwoBoolFields(), canvasSize: canvas)
        host.tap(at: CGPoint(x: 100, y: 45), time: 0)
        XCTAssertEqual(width(host), 25)
        host.tap(at: CGPoint(x: 100, y: 60), time: 0)
        XCTAssertEqual(width(host), 45, "code focused the first, and the second lost it")
    }

    func testAViewThatIsNotATextFieldTakesNoFocus() {
        let host = Engine(TwoBoolFields(), canvasSize: canvas)
        host.tap(at: CGPoint(x: 100, y: 75), time: 0)
        XCTAssertEqual(width(host), 5)
    }
}
