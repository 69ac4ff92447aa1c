// BlendModeEffectTests.swift: `.blendMode(_:)` blends a view with what is drawn behind it, on a
// container each view inside on its own (with the siblings drawn before it), and `.normal` draws
// it directly, without a layer.

import XCTest
@testable import FlipbookUI
@testable import Raster

final class BlendModeEffectTests: XCTestCase {
    func testMultiplyBlendsWithWhatIsBehind() {
        let view = ZStack {
            Color(red: 0.4, green: 0.8, blue: 0.2)
            Color(red: 1, green: 0, blue: 0).blendMode(.multiply)
        }
        let pixmap = Renderer(view, size: CGSize(width: 10, height: 10), scale: 1).render()!
        XCTAssertEqual(pixmap[5, 5], PremultipliedRGBA8(r: 102, g: 0, b: 0, a: 255))
    }

    func testOnAContainerEachViewBlendsWithWhatIsDrawnBeforeIt() {
        // Red screened onto the yellow drawn before it in the same container stays yellow; the
        // two as one picture (red on top) screened onto black would be red.
        let view = ZStack {
            Color(red: 1, green: 1, blue: 0)
            Color(red: 1, green: 0, blue: 0)
        }
        .blendMode(.screen)
        let pixmap = Renderer(view, size: CGSize(width: 10, height: 10), scale: 1, background: .black).render()!
        XCTAssertEqual(pixmap[5, 5], PremultipliedRGBA8(r: 255, g: 255, b: 0, a: 255))
    }

    func testNormalDrawsWithoutALayer() {
        let items = Engine(Color.red.blendMode(.normal), canvasSize: CGSize(width: 10, height: 10)).displayList(at: 0, map: .identity).items
        XCTAssertEqual(items.count, 1)
        guard case .fill = items[0] else { return XCTFail("drawn directly") }
    }
}
