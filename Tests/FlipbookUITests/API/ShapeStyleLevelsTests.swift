// ShapeStyleLevelsTests.swift: styles made from styles: a level of the background is the system
// background of that level, light and dark; a level of another style is that style at the
// foreground's level opacity, or the style given for that level (`.foregroundStyle(a, b, c)`);
// `.opacity(_:)` of any style multiplies every colour's opacity; a tint that is not a colour is
// the `.tint` style.

import XCTest
@testable import FlipbookUI
import Raster

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

    func testTheLevelsOfAManyStyledForegroundAreTheStylesGiven() throws {
        var environment = EnvironmentValues()
        environment.foregroundStyle = Color.white
        environment.lowerForegroundStyles = [Color.blue, Color.green]
        func level(_ style: HierarchicalShapeStyle) -> Color? {
            guard case .color(let c)? = ResolvedStyle(style, environment: environment) else { return nil }
            return c
        }
        XCTAssertEqual(level(.primary), Color.white.resolved(in: .light))
        XCTAssertEqual(level(.secondary), Color.blue.resolved(in: .light))
        XCTAssertEqual(level(.tertiary), Color.green.resolved(in: .light))
        XCTAssertEqual(level(.quaternary), Color.white.opacity(0.18).resolved(in: .light), "past the styles given, the primary's level")

        // Drawn: the secondary style fills a shape asked to be `.secondary`.
        let pixmap = Renderer(Rectangle().fill(.secondary).frame(width: 8, height: 8).foregroundStyle(.white, .red),
                              size: CGSize(width: 8, height: 8), scale: 1, background: nil).render()!
        XCTAssertEqual(pixmap[4, 4], PremultipliedRGBA8(r: 255, g: 59, b: 48, a: 255))
    }

    func testATintThatIsNoColourIsTheTintStyle() throws {
        let gradient = Gradient(colors: [.red, .blue])
        let pixmap = Renderer(Rectangle().fill(.tint).frame(width: 20, height: 8).tint(gradient),
                              size: CGSize(width: 20, height: 8), scale: 1, background: nil).render()!
        XCTAssertGreaterThan(pixmap[4, 4].b, pixmap[4, 0].b, "blue grows downwards: the gradient, not one colour")
        let plain = Renderer(Rectangle().fill(.tint).frame(width: 8, height: 8).tint(.green),
                             size: CGSize(width: 8, height: 8), scale: 1, background: nil).render()!
        XCTAssertEqual(plain[4, 4], PremultipliedRGBA8(r: 52, g: 199, b: 89, a: 255))
    }

    func testABorderIsDrawnInsideTheFrame() {
        let pixmap = Renderer(Color.white.frame(width: 10, height: 10).border(.black, width: 2),
                              size: CGSize(width: 10, height: 10), scale: 1, background: nil).render()!
        XCTAssertEqual(pixmap[0, 5], PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        XCTAssertEqual(pixmap[1, 5], PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        XCTAssertEqual(pixmap[2, 5], PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
    }
}
