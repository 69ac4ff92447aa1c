// ShapeStyleLevelsTests.swift: styles made from styles: a level of the background is the system
// background of that level, light and dark; a level of another style is that style at the
// foreground's level opacity; `.opacity(_:)` of any style multiplies every colour's opacity.

import XCTest
@testable import FlipbookUI

final class ShapeStyleLevelsTests: XCTestCase {
    private func resolved(_ style: some ShapeStyle, _ scheme: ColorScheme = .light) -> ResolvedStyle? {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return ResolvedStyle(style, environment: environment)
    }

    private func color(_ style: some ShapeStyle, _ scheme: ColorScheme = .light) -> Color? {
        guard case .color(let c)? = resolved(style, scheme) else { return nil }
        return c
    }

    func testALevelOfTheBackgroundIsTheSystemBackgroundOfThatLevel() {
        XCTAssertEqual(color(.background.secondary), Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255).resolved(in: .light))
        XCTAssertEqual(color(.background.secondary, .dark), Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255).resolved(in: .dark))
        XCTAssertEqual(color(.background.tertiary, .dark), Color(red: 44 / 255, green: 44 / 255, blue: 46 / 255).resolved(in: .dark))
    }

    func testALevelOfAColourIsItAtTheLevelsOpacity() {
        XCTAssertEqual(color(Color.blue.secondary), Color.blue.opacity(0.5).resolved(in: .light))
        XCTAssertEqual(color(.tint.tertiary), Color.accentColor.opacity(0.25).resolved(in: .light))
    }

    func testOpacityMultipliesEveryColour() throws {
        XCTAssertEqual(color(.tint.opacity(0.2)), Color.accentColor.opacity(0.2).resolved(in: .light))
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        guard case .linearGradient(let g)? = resolved(gradient.opacity(0.5)) else { return XCTFail("a gradient") }
        XCTAssertEqual(g.gradient.stops.map(\.color), [Color.red.opacity(0.5).resolved(in: .light), Color.blue.opacity(0.5).resolved(in: .light)])
    }

    func testALevelOfTheForegroundIsTheHierarchicalStyle() {
        XCTAssertEqual(color(.foreground.secondary), color(HierarchicalShapeStyle.secondary))
    }
}
