// TextFieldTests.swift: a text field shows its text, or its prompt while the text is empty (a
// secure field's text as dots) or a value in its format; it takes the width offered, and the
// rounded-border style insets the text 7 pt in a field at least 34 pt high, and a style of one's
// own decorates the bare field as it likes; a vertical field keeps the line limit its code gives.

import XCTest
@testable import FlipbookUI

final class TextFieldTests: XCTestCase {
    private let canvas = CGSize(width: 300, height: 100)

    private func texts(_ view: some View) -> [(String, CGRect)] {
        var found: [(String, CGRect)] = []
        Engine(view, canvasSize: canvas).presentedTree(at: 0).forEach { p in
            if let text = p.kind as? TextKind { found.append((text.string, p.frame)) }
        }
        return found
    }

    func testAnEmptyFieldShowsItsPromptAndAFilledOneItsText() {
        XCTAssertEqual(texts(TextField("Email", text: .constant(""))).map(\.0), ["Email"])
        XCTAssertEqual(texts(TextField("Email", text: .constant(""), prompt: Text("you@example.com"))).map(\.0), ["you@example.com"])
        XCTAssertEqual(texts(TextField("Email", text: .constant("ada@example.com"))).map(\.0), ["ada@example.com"])
        XCTAssertEqual(texts(SecureField("Password", text: .constant("abc"))).map(\.0), ["\u{2022}\u{2022}\u{2022}"])
    }

    func testTheFieldTakesTheWidthOfferedAndTheRoundedBorderInsetsIt() throws {
        let plain = try XCTUnwrap(texts(TextField("Name", text: .constant("Ada")).frame(width: 200)).first?.1)
        XCTAssertEqual(plain.minX, 50, accuracy: 0.01, "the text leads the 200 pt field centred in 300 pt")
        var field: CGRect?
        Engine(TextField("Name", text: .constant("Ada")).textFieldStyle(.roundedBorder).frame(width: 200), canvasSize: canvas)
            .presentedTree(at: 0).forEach { p in if field == nil, p.kind is ShapeKind { field = p.frame } }
        let frame = try XCTUnwrap(field)
        XCTAssertEqual(frame.width, 200, accuracy: 0.01)
        XCTAssertEqual(frame.height, 34, accuracy: 0.01)
        let text = try XCTUnwrap(texts(TextField("Name", text: .constant("Ada")).textFieldStyle(.roundedBorder).frame(width: 200)).first?.1)
        XCTAssertEqual(text.minX, 57, accuracy: 0.01)
    }

    private struct OutlinedFieldStyle: TextFieldStyle {
        func _body(configuration: TextField<Self._Label>) -> some View {
            configuration
                .padding(10)
                .background(RoundedRectangle(cornerRadius: 8).stroke(.blue, lineWidth: 1))
        }
    }

    func testAStyleOfOnesOwnMakesTheFieldsBodyFromTheBareField() throws {
        let view = TextField("Name", text: .constant("Ada")).textFieldStyle(OutlinedFieldStyle()).frame(width: 200)
        let text = try XCTUnwrap(texts(view).first)
        XCTAssertEqual(text.0, "Ada")
        XCTAssertEqual(text.1.minX, 60, accuracy: 0.01, "10 pt in from the field's edge")
        var outline: CGRect?
        Engine(view, canvasSize: canvas).presentedTree(at: 0).forEach { p in if outline == nil, p.kind is ShapeKind { outline = p.frame } }
        let frame = try XCTUnwrap(outline)
        XCTAssertEqual(frame.width, 200, accuracy: 0.01)
        XCTAssertEqual(frame.height, text.1.height + 20, accuracy: 0.01, "the padding round the line")
    }

    func testAValueFieldShowsItsValueInItsFormat() {
        XCTAssertEqual(texts(TextField("Count", value: .constant(1234), format: .number)).map(\.0), ["1,234"])
        XCTAssertEqual(texts(TextField("Price", value: .constant(9.99), format: .currency(code: "USD"))).map(\.0), ["$9.99"],
                       "in en_US, as SwiftUI formats, not the machine's locale")
        XCTAssertEqual(texts(LabeledContent("Subtotal", value: 9.99, format: .currency(code: "USD"))).map(\.0), ["Subtotal", "$9.99"])
    }

    func testAVerticalFieldKeepsTheLineLimitItsCodeGives() throws {
        let long = String(repeating: "word ", count: 40)
        let frame = try XCTUnwrap(texts(TextField("Notes", text: .constant(long), axis: .vertical).lineLimit(3).frame(width: 200)).first?.1)
        let oneLine = try XCTUnwrap(texts(TextField("Notes", text: .constant(long)).frame(width: 200)).first?.1)
        XCTAssertEqual(frame.height, oneLine.height * 3, accuracy: 1, "three lines of one line's height")
    }
}
