// TextEditorTests.swift: a text editor shows its text from the top-leading corner, inset 5 pt
// across and 8 pt down as UITextView insets it, takes all the room offered (when offered no
// height, as tall as its text and insets), on the system background unless hidden.

import XCTest
@testable import FlipbookUI

final class TextEditorTests: XCTestCase {
    private func frames(_ view: some View, canvas: CGSize) -> (text: CGRect?, background: CGRect?) {
        var text: CGRect?, background: CGRect?
        Engine(view, canvasSize: canvas).presentedTree(at: 0).forEach { p in
            if p.kind is TextKind { text = p.frame }
            if background == nil, p.kind is ShapeKind { background = p.frame }
        }
        return (text, background)
    }

    func testTheTextStartsAtTheInsetCornerOfAllTheRoomOffered() throws {
        let found = frames(TextEditor(text: .constant("Notes")), canvas: CGSize(width: 300, height: 200))
        let text = try XCTUnwrap(found.text)
        XCTAssertEqual(text.minX, 5, accuracy: 0.01)
        XCTAssertEqual(text.minY, 8, accuracy: 0.01)
        XCTAssertEqual(found.background, CGRect(x: 0, y: 0, width: 300, height: 200), "all of the room offered")
    }

    func testOfferedNoHeightItIsAsTallAsItsTextAndInsets() throws {
        let editor = VStack(spacing: 0) { TextEditor(text: .constant("Notes")).fixedSize(horizontal: false, vertical: true) }
        let found = frames(editor, canvas: CGSize(width: 300, height: 200))
        let text = try XCTUnwrap(found.text), background = try XCTUnwrap(found.background)
        XCTAssertEqual(background.height, text.height + 16, accuracy: 0.01)
    }

    func testAHiddenScrollContentBackgroundLeavesWhatIsBehind() {
        let found = frames(TextEditor(text: .constant("Notes")).scrollContentBackground(.hidden), canvas: CGSize(width: 300, height: 200))
        XCTAssertNil(found.background)
    }
}
