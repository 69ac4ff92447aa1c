// ToggleTests.swift: the button toggle style draws the label as a bordered button while off and
// a prominent one while on, and a tap on it toggles the binding; a tint colours the switch; a
// toggle made with a title and a symbol shows both; a disabled one is greyed and faded; a label
// of two texts is a title over a subtitle.

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

    func testADisabledToggleGreysItsLabelAndFadesItsSwitchAsOnePicture() throws {
        let on = looks(Engine(Toggle("Wi-Fi", isOn: .constant(true)), canvasSize: CGSize(width: 300, height: 60))).label
        let off = looks(Engine(Toggle("Wi-Fi", isOn: .constant(true)).disabled(true), canvasSize: CGSize(width: 300, height: 60))).label
        XCTAssertEqual(off, Color.gray.resolved(in: .light), "as a disabled button's title")
        XCTAssertNotEqual(on, off)
        func knob(_ view: some View) throws -> PremultipliedRGBA8 {
            // The knob's centre, at the switch's trailing end (the row 300 pt wide).
            try XCTUnwrap(Renderer(view, size: CGSize(width: 300, height: 60), scale: 1, background: .white).render())[300 - 16, 30]
        }
        XCTAssertEqual(try knob(Toggle("", isOn: .constant(true)).labelsHidden().frame(width: 300, alignment: .trailing)),
                       PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(try knob(Toggle("", isOn: .constant(true)).labelsHidden().frame(width: 300, alignment: .trailing).disabled(true)),
                       PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255), "the white knob faded over white, not the track through it")
    }

    func testALabelOfTwoTextsIsATitleOverASubtitle() throws {
        var frames: [String: CGRect] = [:]
        Engine(Toggle(isOn: .constant(false)) { Text("Title"); Text("Subtitle") }, canvasSize: CGSize(width: 300, height: 80))
            .presentedTree(at: 0).forEach { p in if let text = p.kind as? TextKind { frames[text.string] = p.frame } }
        let title = try XCTUnwrap(frames["Title"]), subtitle = try XCTUnwrap(frames["Subtitle"])
        XCTAssertEqual(title.minX, subtitle.minX, accuracy: 0.01)
        XCTAssertGreaterThan(subtitle.minY, title.maxY - 0.01, "under it")
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
