// StyledBodyTests.swift: a style's own @Environment properties read the environment where the
// styled control is (a custom key set around it, `isEnabled`), for button, toggle and label
// styles alike, as they do in SwiftUI.

import XCTest
@testable import FlipbookUI

private struct AccentKey: EnvironmentKey { static var defaultValue: Color { .green } }

extension EnvironmentValues {
    fileprivate var accent: Color {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

private struct KnobStyle: ToggleStyle {
    @Environment(\.accent) private var accent
    func makeBody(configuration: Configuration) -> some View {
        Capsule().fill(accent).frame(width: 50, height: 30)
    }
}

private struct DimStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.accent) private var accent
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.frame(width: 50, height: 30).background(isEnabled ? accent : Color.gray)
    }
}

private struct TintedIcon: LabelStyle {
    @Environment(\.accent) private var accent
    func makeBody(configuration: Configuration) -> some View {
        configuration.icon.foregroundStyle(accent)
    }
}

final class StyledBodyTests: XCTestCase {
    private func fills(_ view: some View) -> [Color] {
        var found: [Color] = []
        Engine(view, canvasSize: CGSize(width: 200, height: 100)).presentedTree(at: 0).forEach { p in
            if let shape = p.kind as? ShapeKind, case .color(let c) = shape.style { found.append(c) }
        }
        return found
    }

    func testAToggleStyleReadsTheEnvironmentAroundTheToggle() {
        XCTAssertEqual(fills(Toggle("On", isOn: .constant(true)).toggleStyle(KnobStyle())), [Color.green.resolved(in: .light)])
        XCTAssertEqual(fills(Toggle("On", isOn: .constant(true)).toggleStyle(KnobStyle()).environment(\.accent, .orange)), [Color.orange.resolved(in: .light)])
    }

    func testAButtonStyleReadsTheEnvironmentAroundTheButton() {
        XCTAssertEqual(fills(Button("Go") {}.buttonStyle(DimStyle()).environment(\.accent, .orange)), [Color.orange.resolved(in: .light)])
        XCTAssertEqual(fills(Button("Go") {}.buttonStyle(DimStyle()).disabled(true)), [Color.gray.resolved(in: .light)])
    }

    func testALabelStyleReadsTheEnvironmentAroundTheLabel() {
        var colors: [Color] = []
        let view = Label("Star", systemImage: "star.fill").labelStyle(TintedIcon()).environment(\.accent, .orange)
        Engine(view, canvasSize: CGSize(width: 200, height: 100)).presentedTree(at: 0).forEach { p in
            if let symbol = p.kind as? SymbolKind, case .color(let c) = symbol.style { colors.append(c) }
        }
        XCTAssertEqual(colors, [Color.orange.resolved(in: .light)])
    }
}
