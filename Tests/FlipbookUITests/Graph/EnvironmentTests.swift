// EnvironmentTests.swift: @Environment reads the environment the view is built in; values set
// with `.environment(_:_:)` reach everything inside, custom keys included, and defaults hold
// where nothing set them.

import XCTest
@testable import FlipbookUI

private struct Accent: EnvironmentKey { static var defaultValue: Color { .orange } }

extension EnvironmentValues {
    fileprivate var accent: Color {
        get { self[Accent.self] }
        set { self[Accent.self] = newValue }
    }
}

private struct Swatch: View {
    @Environment(\.colorScheme) var scheme
    @Environment(\.accent) var accent
    var body: some View {
        Rectangle().fill(scheme == .dark ? accent : .gray).frame(width: 10, height: 10)
    }
}

final class EnvironmentTests: XCTestCase {
    private func fill<V: View>(_ view: V) -> Color? {
        var found: Color?
        Engine(view, canvasSize: CGSize(width: 50, height: 50)).presentedTree(at: 0).forEach {
            if let s = $0.kind as? ShapeKind, case .color(let c) = s.style { found = c }
        }
        return found
    }

    func testDefaultsHoldWhereNothingSetThem() {
        XCTAssertEqual(fill(Swatch()), Color.gray.resolved(in: .light))
        XCTAssertEqual(EnvironmentValues().colorScheme, .light)
        XCTAssertTrue(EnvironmentValues().isEnabled)
    }

    func testValuesSetAboveReachTheViewsInside() {
        // A system colour is drawn with the variant of the scheme around it: dark here.
        XCTAssertEqual(fill(Swatch().environment(\.colorScheme, .dark)), Color.orange.resolved(in: .dark))
        XCTAssertEqual(fill(VStack { Swatch() }.environment(\.accent, .blue).environment(\.colorScheme, .dark)), Color.blue.resolved(in: .dark))
    }
}
