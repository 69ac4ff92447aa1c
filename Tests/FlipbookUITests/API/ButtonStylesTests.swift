// ButtonStylesTests.swift: disabled, both bordered styles grey out alike, the label and the fill
// losing the tint; enabled, the bordered label is in the tint on a pale fill of it; a small
// button's text is smaller.

import XCTest
@testable import FlipbookUI

final class ButtonStylesTests: XCTestCase {
    /// The colours of the button's label and of its background shape.
    private func looks(_ view: some View) -> (label: Color?, fill: Color?) {
        var label: Color?, fill: Color?
        Engine(view, canvasSize: CGSize(width: 200, height: 100)).presentedTree(at: 0).forEach { p in
            if let text = p.kind as? TextKind, case .color(let c)? = text.styles.first { label = c }
            if let shape = p.kind as? ShapeKind, case .color(let c) = shape.style { fill = c }
        }
        return (label, fill)
    }

    func testDisabledBorderedButtonsGreyOutAlike() {
        let bordered = looks(Button("Reset") {}.buttonStyle(.bordered).disabled(true))
        let prominent = looks(Button("Reset") {}.buttonStyle(.borderedProminent).disabled(true))
        XCTAssertEqual(bordered.label, prominent.label)
        XCTAssertEqual(bordered.fill, prominent.fill)
        XCTAssertNotEqual(bordered.label, Color.accentColor.resolved(in: .light))
        let enabled = looks(Button("Reset") {}.buttonStyle(.bordered))
        XCTAssertEqual(enabled.label, Color.accentColor.resolved(in: .light))
        XCTAssertNotEqual(enabled.fill, bordered.fill)
    }

    func testASmallButtonsTextIsInTheSubheadlineStyleUnlessAFontIsSet() {
        func fontSize(_ view: some View) -> CGFloat? {
            var size: CGFloat?
            Engine(view, canvasSize: CGSize(width: 200, height: 100)).presentedTree(at: 0).forEach { p in
                if p.kind is TextKind { size = p.frame.height }
            }
            return size
        }
        let regular = fontSize(Button("Go") {}.buttonStyle(.bordered))
        let small = fontSize(Button("Go") {}.buttonStyle(.bordered).controlSize(.small))
        let mini = fontSize(Button("Go") {}.controlSize(.mini))
        let titled = fontSize(Button("Go") {}.buttonStyle(.bordered).controlSize(.small).font(.title))
        XCTAssertLessThan(try XCTUnwrap(small), try XCTUnwrap(regular))
        XCTAssertEqual(mini, small)
        XCTAssertGreaterThan(try XCTUnwrap(titled), try XCTUnwrap(regular), "a font set around the button wins")
    }
}
