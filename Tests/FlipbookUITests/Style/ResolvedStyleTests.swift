// ResolvedStyleTests.swift: colours and shape styles resolved for the environment they are drawn
// in: system colours take their dark variant in dark mode, hierarchical levels follow the
// foreground (label colours by default, a custom colour's opacity otherwise), the tint, materials,
// Color.gradient and the angular, radial and elliptical gradients resolve per scheme, and HSB
// colours land on the RGB a colour picker shows.

import XCTest
@testable import FlipbookUI

final class ResolvedStyleTests: XCTestCase {
    private func resolved(_ style: any ShapeStyle, scheme: ColorScheme = .light, foreground: (any ShapeStyle)? = nil) -> ResolvedStyle? {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        environment.foregroundStyle = foreground
        return ResolvedStyle(style, environment: environment)
    }

    private func color(_ style: any ShapeStyle, scheme: ColorScheme = .light, foreground: (any ShapeStyle)? = nil) -> Color? {
        guard case .color(let c)? = resolved(style, scheme: scheme, foreground: foreground) else { return nil }
        return c
    }

    private func bytes(_ c: Color?) -> [Int] {
        guard let c else { return [] }
        return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } + [Int((c.alpha * 100).rounded())]
    }

    func testSystemColoursTakeTheirDarkVariantInDarkMode() {
        XCTAssertEqual(bytes(color(Color.blue)), [0, 122, 255, 100])
        XCTAssertEqual(bytes(color(Color.blue, scheme: .dark)), [10, 132, 255, 100])
        XCTAssertEqual(bytes(color(Color.red, scheme: .dark)), [255, 69, 58, 100])
        XCTAssertEqual(bytes(color(Color.primary, scheme: .dark)), [255, 255, 255, 100])
    }

    func testTheBackgroundStyleIsTheSystemBackground() {
        XCTAssertEqual(bytes(color(BackgroundStyle.background)), [255, 255, 255, 100])
        XCTAssertEqual(bytes(color(BackgroundStyle.background, scheme: .dark)), [0, 0, 0, 100])
    }

    func testAColourMadeFromComponentsIsTheSameInBothSchemes() {
        let custom = Color(red: 0.2, green: 0.4, blue: 0.6)
        XCTAssertEqual(color(custom, scheme: .dark), custom)
        XCTAssertEqual(color(Color.white, scheme: .dark), .white)
    }

    func testOpacityScalesBothVariants() {
        XCTAssertEqual(bytes(color(Color.orange.opacity(0.5), scheme: .dark)), [255, 159, 10, 50])
        XCTAssertEqual(bytes(color(Color.orange.opacity(2))), [255, 149, 0, 100], "opacity is clamped to 0…1")
    }

    func testHierarchicalLevelsAreTheLabelColoursByDefault() {
        XCTAssertEqual(bytes(color(HierarchicalShapeStyle.primary)), [0, 0, 0, 100])
        XCTAssertEqual(bytes(color(HierarchicalShapeStyle.secondary)), [60, 60, 67, 60])
        XCTAssertEqual(bytes(color(HierarchicalShapeStyle.tertiary, scheme: .dark)), [235, 235, 245, 30])
        XCTAssertEqual(bytes(color(HierarchicalShapeStyle.quaternary, scheme: .dark)), [235, 235, 245, 16])
    }

    func testALevelSetAsTheForegroundIsALevelOfTheForegroundItReplaced() {
        // `.foregroundStyle(.white)` round a Text with `.foregroundStyle(.secondary)`.
        var environment = EnvironmentValues()
        environment.setForegroundStyle(Color.white)
        environment.setForegroundStyle(HierarchicalShapeStyle.secondary)
        guard case .color(let secondary) = ResolvedStyle.foreground(environment) else { return XCTFail("no colour") }
        XCTAssertEqual(bytes(secondary), [255, 255, 255, 50])
        // A level inside a level is the primary's: tertiary, not a quarter of the secondary.
        environment.setForegroundStyle(HierarchicalShapeStyle.tertiary)
        guard case .color(let tertiary) = ResolvedStyle.foreground(environment) else { return XCTFail("no colour") }
        XCTAssertEqual(bytes(tertiary), [255, 255, 255, 25])
        // A shape filled with a level under it too.
        XCTAssertEqual(bytes(color(HierarchicalShapeStyle.quaternary, foreground: environment.foregroundStyle)), [255, 255, 255, 18])
        // With the default foreground the levels stay the label colours.
        var plain = EnvironmentValues()
        plain.setForegroundStyle(HierarchicalShapeStyle.secondary)
        guard case .color(let label) = ResolvedStyle.foreground(plain) else { return XCTFail("no colour") }
        XCTAssertEqual(bytes(label), [60, 60, 67, 60])
    }

    func testHierarchicalLevelsOfACustomForegroundLowerItsOpacity() {
        XCTAssertEqual(bytes(color(HierarchicalShapeStyle.secondary, foreground: Color.green)), [52, 199, 89, 50])
        XCTAssertEqual(bytes(color(HierarchicalShapeStyle.quinary, foreground: Color.green)), [52, 199, 89, 10])
    }

    func testTheForegroundStyleStandsForWhatTheEnvironmentNames() {
        XCTAssertEqual(bytes(color(ForegroundStyle(), foreground: Color.pink)), [255, 45, 85, 100])
        XCTAssertEqual(bytes(color(ForegroundStyle(), scheme: .dark)), [255, 255, 255, 100], "the label colour by default")
    }

    func testTheTintStyleIsTheTintInEffectElseTheAccentColour() {
        XCTAssertEqual(bytes(color(TintShapeStyle.tint)), [0, 122, 255, 100])
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        environment.tint = .orange
        guard case .color(let c)? = ResolvedStyle(TintShapeStyle.tint, environment: environment) else { return XCTFail("a colour") }
        XCTAssertEqual(bytes(c), [255, 159, 10, 100])
    }

    func testAColoursGradientRunsFromALighterTopToTheColour() {
        guard case .linearGradient(let g)? = resolved(Color.blue.gradient, scheme: .dark) else { return XCTFail("a gradient") }
        XCTAssertEqual(g.gradient.stops.map { bytes($0.color) }, [[59, 157, 255, 100], [10, 132, 255, 100]])
        XCTAssertEqual(g.startPoint, .top)
        XCTAssertEqual(g.endPoint, .bottom)
    }

    func testAngularRadialAndEllipticalGradientsResolveTheirColoursPerScheme() {
        let stops = [Gradient.Stop(color: .blue, location: 0.2), Gradient.Stop(color: .white, location: 0.9)]
        func colours(_ gradient: Gradient) -> [[Int]] { gradient.stops.map { bytes($0.color) } }
        let dark = [[10, 132, 255, 100], [255, 255, 255, 100]]
        guard case .angularGradient(let a)? = resolved(AngularGradient(stops: stops, center: .top, angle: .degrees(30)), scheme: .dark),
              case .radialGradient(let r)? = resolved(RadialGradient(stops: stops, center: .center, startRadius: 1, endRadius: 9), scheme: .dark),
              case .ellipticalGradient(let e)? = resolved(EllipticalGradient(stops: stops, endRadiusFraction: 0.7), scheme: .dark)
        else { return XCTFail("each resolves to its own kind") }
        XCTAssertEqual(colours(a.gradient), dark)
        XCTAssertEqual(colours(r.gradient), dark)
        XCTAssertEqual(colours(e.gradient), dark)
        XCTAssertEqual(a.gradient.stops.map(\.location), [0.2, 0.9], "locations are kept")
        XCTAssertEqual(a.startAngle.degrees, 30, accuracy: 1e-9)
        XCTAssertEqual(a.endAngle.degrees, 390, accuracy: 1e-9, "a conic gradient sweeps a turn from its angle")
        XCTAssertEqual([r.startRadius, r.endRadius], [1, 9])
        XCTAssertEqual([e.center.x, e.center.y, e.startRadiusFraction, e.endRadiusFraction], [0.5, 0.5, 0, 0.7])
    }

    func testMaterialsAreATranslucentToneOfTheScheme() {
        XCTAssertEqual(bytes(color(Material.thin)), [246, 246, 248, 70])
        XCTAssertEqual(bytes(color(Material.ultraThick, scheme: .dark)), [38, 38, 40, 94])
    }

    func testHueSaturationBrightnessGivesThePickersRGB() {
        XCTAssertEqual(bytes(Color(hue: 0, saturation: 1, brightness: 1)), [255, 0, 0, 100])
        XCTAssertEqual(bytes(Color(hue: 1 / 3, saturation: 1, brightness: 1)), [0, 255, 0, 100])
        XCTAssertEqual(bytes(Color(hue: 0.5, saturation: 0.5, brightness: 0.8)), [102, 204, 204, 100])
        XCTAssertEqual(bytes(Color(hue: 1.25, saturation: 1, brightness: 1)), bytes(Color(hue: 0.25, saturation: 1, brightness: 1)), "hue wraps")
        XCTAssertEqual(bytes(Color(hue: .nan, saturation: 1, brightness: 1)), [255, 0, 0, 100], "a non-finite hue is red, not a trap")
    }
}
