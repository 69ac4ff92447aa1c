// DynamicTypeTests.swift: text styles take the point size Apple's Dynamic Type table gives them
// at the environment's size, a custom font scales with body unless its size is fixed, a system
// font of a given size never scales, `.dynamicTypeSize(range)` keeps the size within the range,
// and `@ScaledMetric` scales a length as its text style scales.

import XCTest
@testable import FlipbookUI

final class DynamicTypeTests: XCTestCase {
    private func size(_ font: Font, at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        var environment = EnvironmentValues()
        environment.font = font
        environment.dynamicTypeSize = dynamicTypeSize
        return environment.resolvedFont.size
    }

    func testTextStylesFollowTheDynamicTypeTable() {
        XCTAssertEqual(size(.body, at: .large), 17)
        XCTAssertEqual(size(.body, at: .xSmall), 14)
        XCTAssertEqual(size(.body, at: .accessibility3), 40)
        XCTAssertEqual(size(.largeTitle, at: .xxxLarge), 40)
        XCTAssertEqual(size(.caption2, at: .accessibility5), 40)
        XCTAssertEqual(size(.footnote, at: .small), 12)
    }

    func testCustomFontsScaleWithTheirStyleAndFixedSizesDoNot() {
        XCTAssertEqual(size(.custom("Avenir", size: 34), at: .accessibility1), 34 * 28 / 17, accuracy: 1e-9)
        XCTAssertEqual(size(.custom("Avenir", size: 20, relativeTo: .title), at: .xSmall), 20 * 25 / 28, accuracy: 1e-9)
        XCTAssertEqual(size(.custom("Avenir", fixedSize: 20), at: .accessibility5), 20)
        XCTAssertEqual(size(.system(size: 20), at: .accessibility5), 20)
    }

    func testARangeKeepsTheSizeWithinIt() throws {
        struct Probe: View {
            @Environment(\.dynamicTypeSize) var size
            var body: some View { Rectangle().frame(width: size == .xxLarge ? 30 : 10, height: 10) }
        }
        let capped = Probe().dynamicTypeSize(...DynamicTypeSize.xxLarge).environment(\.dynamicTypeSize, .accessibility2)
        XCTAssertEqual(Renderer.idealSize(of: capped, configuration: RenderConfiguration(size: CGSize(width: 50, height: 50))).width, 30)
        let within = Probe().dynamicTypeSize(.xSmall ... .xxxLarge).environment(\.dynamicTypeSize, .xxLarge)
        XCTAssertEqual(Renderer.idealSize(of: within, configuration: RenderConfiguration(size: CGSize(width: 50, height: 50))).width, 30)
    }

    func testAScaledMetricScalesAsItsTextStyleDoes() {
        struct Badge: View {
            @ScaledMetric var side: CGFloat = 34
            @ScaledMetric(relativeTo: .largeTitle) var bar: CGFloat = 17
            var body: some View { Rectangle().frame(width: side, height: bar) }
        }
        let configuration = RenderConfiguration(size: CGSize(width: 200, height: 200))
        XCTAssertEqual(Renderer.idealSize(of: Badge(), configuration: configuration), CGSize(width: 34, height: 17))
        let large = Renderer.idealSize(of: Badge().environment(\.dynamicTypeSize, .accessibility3), configuration: configuration)
        XCTAssertEqual(large.width, 80, accuracy: 1e-9)
        XCTAssertEqual(large.height, 17 * 52 / 34, accuracy: 1e-9)
    }
}
