// ToggleTests.swift: the button toggle style draws the label as a bordered button while off and
// a prominent one while on, and a tap on it toggles the binding; a tint colours the switch; a
// toggle made with a title and a symbol shows both.

import XCTest
@testable import FlipbookUI
import Raster

private struct BoldToggle: View {
    @State var isBold = false
    var body: some View { Toggle("Bold", isOn: $isBold).toggleStyle(.button) }
}

final class ToggleTests: XCTestCase {
    /// The colours of the button's label and of its background shape.
    private func looks(_ host: Engine) -> (label: Color?, fill: Color?) {
        var label: Color?, fill: Color?
        host.presentedTree(at: 0).forEach { p in
            if let text = p.kind as? TextKind, case .color(let c)? = text.styles.first { label = c }
            if let shape = p.kind as? ShapeKind, case .color(let c) = shape.style { fill = c }
        }
        return (label, fill)
    }

    func testATitleAndSymbolToggleShowsBothBesideItsSwitch() {
        var texts: [String] = [], symbols = 0
        Engine(Toggle("Airplane Mode", systemImage: "airplane", isOn: .constant(false)), canvasSize: CGSize(width: 300, height: 60))
            .presentedTree(at: 0).forEach { p in
                if let text = p.kind as? TextKind { texts.append(text.string) }
                if p.kind is SymbolKind { symbols += 1 }
            }
        XCTAssertEqual(texts, ["Airplane Mode"])
        XCTAssertEqual(symbols, 1)
    }

    func testATintReplacesTheSwitchsGreen() {
        func track(_ view: some View) -> PremultipliedRGBA8 {
            Renderer(view, size: CGSize(width: 80, height: 40), scale: 1, background: nil).render()![20, 20]
        }
        let tinted = track(Toggle("", isOn: .constant(true)).labelsHidden().tint(.orange))
        XCTAssertEqual(tinted, PremultipliedRGBA8(r: 255, g: 149, b: 0, a: 255))
        XCTAssertEqual(track(Toggle("", isOn: .constant(true)).labelsHidden()), PremultipliedRGBA8(r: 52, g: 199, b: 89, a: 255))
    }

    func testTheButtonStyleTurnsProminentWhenOnAndATapToggles() throws {
        let host = Engine(BoldToggle(), canvasSize: CGSize(width: 200, height: 100))
        let off = looks(host)
        XCTAssertEqual(off.label, Color.accentColor.resolved(in: .light), "a bordered button's label is in the tint")
        XCTAssertTrue(host.tap(at: try XCTUnwrap(host.center(ofText: "Bold", at: 0)), time: 0))
        let on = looks(host)
        XCTAssertEqual(on.label, Color.white, "a prominent button's label is white")
        XCTAssertEqual(on.fill, Color.accentColor.resolved(in: .light))
    }
}
