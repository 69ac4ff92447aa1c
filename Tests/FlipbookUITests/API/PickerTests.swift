// PickerTests.swift (with the `.tag(_:)` and `Binding.animation(_:)` it uses): a Picker selects among tagged options: a ForEach's elements by their ids,
// explicit `.tag(_:)`s (an untagged option cannot be selected); the segmented style lays equal
// segments across the width and slides its thumb to a tapped one; the menu style shows only the
// selection, and in a Form the label beside it, and opens a menu of the options; inline options
// in a Form are rows; a navigation link picker pushes its options and comes back with the choice;
// the wheel style turns its drum to a tapped row; an animated binding animates what depends on the
// selection.

import XCTest
@testable import FlipbookUI

private enum Shade: String, CaseIterable, Identifiable {
    case light, medium, dark
    var id: Self { self }
}

private struct ShadePicker: View {
    @State var shade = Shade.light
    var body: some View {
        VStack(spacing: 0) {
            Picker("Shade", selection: $shade) {
                ForEach(Shade.allCases) { Text($0.rawValue) }
            }
            .pickerStyle(.segmented)
            Rectangle().frame(width: shade == .dark ? 90 : 30, height: 10)
        }
        .frame(width: 300)
    }
}

private struct SizePicker: View {
    @State var size = 1
    var body: some View {
        VStack(spacing: 0) {
            Picker("Size", selection: $size.animation(.linear(duration: 1))) {
                Text("S").tag(0)
                Text("M").tag(1)
                Text("Untagged")
                Text("L").tag(2)
            }
            .pickerStyle(.segmented)
            Rectangle().frame(width: CGFloat(size + 1) * 20, height: 10)
        }
        .frame(width: 400)
    }
}

final class PickerTests: XCTestCase {
    private let canvas = CGSize(width: 400, height: 200)

    /// The thumb (the picker's only rounded rectangle of corner radius 7) where it is drawn: its
    /// frame moved by the offset it slides by.
    private func thumbFrame(_ host: Engine, at t: Double) -> CGRect? {
        var frame: CGRect?
        func visit(_ p: PresentedElement, offset: CGSize) {
            let offset = (p.kind as? OffsetKind).map { CGSize(width: offset.width + $0.offset.width, height: offset.height + $0.offset.height) } ?? offset
            if let shape = p.kind as? ShapeKind, (shape.shape.base as? RoundedRectangle)?.cornerSize.width == 7 {
                frame = p.frame.offsetBy(dx: offset.width, dy: offset.height)
            }
            p.children.forEach { visit($0, offset: offset) }
        }
        host.advance(to: t)
        visit(host.presentedTree(at: t), offset: .zero)
        return frame
    }

    func testSegmentsShareTheWidthAndATapSelectsByTheForEachsId() throws {
        let host = Engine(ShadePicker(), canvasSize: canvas)
        let light = try XCTUnwrap(host.center(ofText: "light", at: 0))
        let dark = try XCTUnwrap(host.center(ofText: "dark", at: 0))
        // 300 pt in three 100 pt segments, centred in the 400 pt canvas.
        XCTAssertEqual(light.x, 100, accuracy: 0.01)
        XCTAssertEqual(dark.x, 300, accuracy: 0.01)
        XCTAssertEqual(thumbFrame(host, at: 0)?.minX ?? -1, 52, accuracy: 0.01, "inset 2 pt in the first segment")
        host.tap(at: dark, time: 0)
        XCTAssertEqual(host.shapeWidth(at: 0), 90, "the content's rectangle follows the selection")
        XCTAssertEqual(thumbFrame(host, at: 1)?.minX ?? -1, 252, accuracy: 0.01)
        XCTAssertEqual(thumbFrame(host, at: 1)?.width ?? -1, 96, accuracy: 0.01)
    }

    func testTheThumbSlidesToTheSelection() throws {
        let host = Engine(ShadePicker(), canvasSize: canvas)
        host.tap(at: try XCTUnwrap(host.center(ofText: "dark", at: 0)), time: 0)
        let midway = try XCTUnwrap(thumbFrame(host, at: 0.1)).minX
        XCTAssertGreaterThan(midway, 52)
        XCTAssertLessThan(midway, 252)
    }

    func testExplicitTagsSelectAndAnUntaggedOptionDoesNot() throws {
        let host = Engine(SizePicker(), canvasSize: canvas)
        XCTAssertEqual(host.shapeWidth(at: 0), 40)
        host.tap(at: try XCTUnwrap(host.center(ofText: "Untagged", at: 0)), time: 0)
        XCTAssertEqual(host.shapeWidth(at: 0), 40)
        host.tap(at: try XCTUnwrap(host.center(ofText: "L", at: 0)), time: 0)
        XCTAssertEqual(host.shapeWidth(at: 0.5), 50, accuracy: 0.01, "the animated binding's write animates")
        XCTAssertEqual(host.shapeWidth(at: 1), 60, accuracy: 0.01)
    }

    func testTheMenuStyleShowsOnlyTheSelection() {
        let host = Engine(Picker("Size", selection: .constant(1)) {
            Text("Small").tag(0)
            Text("Medium").tag(1)
        }, canvasSize: canvas)
        XCTAssertNotNil(host.center(ofText: "Medium", at: 0))
        XCTAssertNil(host.center(ofText: "Small", at: 0))
        XCTAssertNil(host.center(ofText: "Size", at: 0), "iOS shows no label beside a menu picker")
    }

    func testInAFormTheMenuShowsItsLabelAndOpensTheOptions() throws {
        let host = Engine(OrderForm(), canvasSize: CGSize(width: 393, height: 600))
        let label = try XCTUnwrap(host.center(ofText: "Flavor", at: 0))
        let value = try XCTUnwrap(host.center(ofText: "Vanilla", at: 0))
        XCTAssertGreaterThan(value.x, 250, "the selection trails the row")
        XCTAssertLessThan(label.x, 100, "the label leads it")
        XCTAssertNil(host.center(ofText: "Chocolate", at: 0))
        XCTAssertTrue(host.tap(at: value, time: 0))
        let chocolate = try XCTUnwrap(host.center(ofText: "Chocolate", at: 1), "the menu of options is open")
        XCTAssertTrue(host.tap(at: chocolate, time: 1))
        host.advance(to: 2)
        XCTAssertNotNil(host.center(ofText: "Chocolate", at: 2))
        XCTAssertNil(host.center(ofText: "Vanilla", at: 2), "chosen, and the menu closed")
    }

    func testInlineOptionsInAFormAreRowsATapSelects() throws {
        let host = Engine(OrderForm(), canvasSize: CGSize(width: 393, height: 600))
        XCTAssertNotNil(host.center(ofText: "Small", at: 0))
        XCTAssertEqual(checkmarks(host, at: 0).count, 1)
        let large = try XCTUnwrap(host.center(ofText: "Large", at: 0))
        let before = try XCTUnwrap(checkmarks(host, at: 0).first)
        XCTAssertTrue(host.tap(at: large, time: 0))
        host.advance(to: 1)
        let after = try XCTUnwrap(checkmarks(host, at: 1).first)
        XCTAssertEqual(after.midY - before.midY, large.y - (try XCTUnwrap(host.center(ofText: "Small", at: 1))).y, accuracy: 0.5,
                       "the checkmark moved to the tapped row")
    }

    func testAnInlinePickerWithItsLabelHiddenShowsOnlyItsOptions() {
        let form = Form {
            Picker("Flavor", selection: .constant(1)) { Text("One").tag(1); Text("Two").tag(2) }
                .pickerStyle(.inline)
                .labelsHidden()
        }
        let host = Engine(form, canvasSize: CGSize(width: 393, height: 400))
        XCTAssertNil(host.center(ofText: "Flavor", at: 0))
        XCTAssertNotNil(host.center(ofText: "One", at: 0))
    }

    func testAMenuOrLinkPickersValueInAFormHasItsLinesAlignedToTheTrailingEdge() throws {
        for style in [AnyView(Picker("Quality", selection: .constant(1)) { Text("Automatic (recommended)").tag(1) }),
                      AnyView(Picker("Quality", selection: .constant(1)) { Text("Automatic (recommended)").tag(1) }.pickerStyle(.navigationLink))] {
            let host = Engine(NavigationStack { Form { style } }, canvasSize: CGSize(width: 393, height: 300))
            var value: TextKind?
            host.presentedTree(at: 0).forEach { p in if let text = p.kind as? TextKind, text.string == "Automatic (recommended)" { value = text } }
            XCTAssertEqual(try XCTUnwrap(value).paragraph.style.alignment, 1, "flush right, as iOS's value column")
        }
    }

    func testEachInlineOptionInAFormIsA44PointRow() throws {
        // The first and last options grew by the cell's vertical padding (50 pt each).
        for labelsHidden in [true, false] {
            let form = Form {
                Text("Before")
                Picker("Flavor", selection: .constant(1)) { Text("One").tag(1); Text("Two").tag(2); Text("Three").tag(3) }
                    .pickerStyle(.inline)
                    .environment(\.labelsHidden, labelsHidden)
                Text("After")
            }
            let host = Engine(form, canvasSize: CGSize(width: 393, height: 500))
            let texts = labelsHidden ? ["Before", "One", "Two", "Three", "After"] : ["Before", "Flavor", "One", "Two", "Three", "After"]
            let centers = try texts.map { try XCTUnwrap(host.center(ofText: $0, at: 0)).y }
            for (above, below) in zip(centers, centers.dropFirst()) {
                XCTAssertEqual(below - above, 44, accuracy: 0.5, "rows 44 pt apart: \(centers)")
            }
        }
    }

    func testANavigationLinkPickerPushesItsOptionsAndComesBackWithTheChoice() throws {
        let host = Engine(OrderForm(), canvasSize: CGSize(width: 393, height: 600))
        XCTAssertNil(host.center(ofText: "Sprinkles", at: 0))
        XCTAssertTrue(host.tap(at: try XCTUnwrap(host.center(ofText: "None", at: 0)), time: 0))
        host.advance(to: 1)
        XCTAssertLessThan(host.center(ofText: "Flavor", at: 1)?.x ?? 0, 0, "the options' screen is pushed over the form")
        var toppings: [CGRect] = []
        host.presentedTree(at: 1).forEach { p in if let text = p.kind as? TextKind, text.string == "Topping" { toppings.append(p.frame) } }
        XCTAssertTrue(toppings.contains { abs($0.midX - 393 / 2) < 1 && $0.maxY <= 44 },
                      "titled with the picker's label, inline in the middle of the bar: \(toppings)")
        XCTAssertTrue(host.tap(at: try XCTUnwrap(host.center(ofText: "Sprinkles", at: 1)), time: 1))
        host.advance(to: 2)
        XCTAssertNotNil(host.center(ofText: "Flavor", at: 2), "back on the form")
        XCTAssertNotNil(host.center(ofText: "Sprinkles", at: 2))
        XCTAssertNil(host.center(ofText: "None", at: 2))
    }

    /// The frames of the checkmarks drawn: the symbols in the tint (the chevrons are grey).
    private func checkmarks(_ host: Engine, at t: Double) -> [CGRect] {
        var found: [CGRect] = []
        func visit(_ p: PresentedElement) {
            if let symbol = p.kind as? SymbolKind, case .color(let c) = symbol.style, c == Color.accentColor.resolved(in: .light) {
                found.append(p.frame)
            }
            p.children.forEach(visit)
        }
        visit(host.presentedTree(at: t))
        return found
    }

    func testTheWheelTurnsToATappedRow() throws {
        let host = Engine(WheelMinutes(), canvasSize: CGSize(width: 300, height: 300))
        let twenty = try XCTUnwrap(host.center(ofText: "25", at: 0))
        XCTAssertTrue(host.tap(at: twenty, time: 0))
        host.advance(to: 3)
        XCTAssertEqual(try XCTUnwrap(host.center(ofText: "25", at: 3)).y, 150, accuracy: 0.5, "the tapped row is in the middle")
        let ten = try XCTUnwrap(host.center(ofText: "10", at: 3))
        XCTAssertEqual(ten.y, 150 - 98 * sin(Double.pi / 3), accuracy: 0.5, "three rows up, at 60°")
        XCTAssertTrue(host.tap(at: ten, time: 3))
        let midway = try XCTUnwrap(host.center(ofText: "10", at: 3.1)).y
        XCTAssertTrue(midway > ten.y && midway < 150, "on its way to the middle")
        host.advance(to: 6)
        XCTAssertEqual(try XCTUnwrap(host.center(ofText: "10", at: 6)).y, 150, accuracy: 0.5)
    }
}

private struct WheelMinutes: View {
    @State var minutes = 15
    var body: some View {
        Picker("Minutes", selection: $minutes) {
            ForEach([5, 10, 15, 20, 25, 30], id: \.self) { Text("\($0)") }
        }
        .pickerStyle(.wheel)
    }
}

private struct OrderForm: View {
    @State private var flavor = "Vanilla"
    @State private var topping = "None"
    @State private var size = "Small"
    var body: some View {
        NavigationStack {
            Form {
                Picker("Flavor", selection: $flavor) {
                    Text("Vanilla").tag("Vanilla")
                    Text("Chocolate").tag("Chocolate")
                }
                Picker("Topping", selection: $topping) {
                    Text("None").tag("None")
                    Text("Sprinkles").tag("Sprinkles")
                }
                .pickerStyle(.navigationLink)
                Picker("Size", selection: $size) {
                    Text("Small").tag("Small")
                    Text("Large").tag("Large")
                }
                .pickerStyle(.inline)
            }
        }
    }
}
