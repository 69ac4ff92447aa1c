// UIColorTests.swift: UIKit's colours reach a Color as iOS shows them: the semantic ones adapt to
// light and dark mode with the values of swiftui-facts-everyday.md §4, the system ones are
// SwiftUI's, the plain ones are fixed; a dynamic provider's colour is its answer for each mode;
// and `Color(.name)` draws them.

import XCTest
@testable import FlipbookUI
import Raster

final class UIColorTests: XCTestCase {
    private func bytes(_ color: Color, _ scheme: ColorScheme) -> [Int] {
        let c = color.resolved(in: scheme)
        return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } + [Int((c.alpha * 100).rounded())]
    }

    func testSemanticColoursAdaptToTheScheme() {
        XCTAssertEqual(bytes(Color(.secondarySystemBackground), .light), [242, 242, 247, 100])
        XCTAssertEqual(bytes(Color(.secondarySystemBackground), .dark), [28, 28, 30, 100])
        XCTAssertEqual(bytes(Color(uiColor: .secondarySystemFill), .light), [120, 120, 128, 16])
        XCTAssertEqual(bytes(Color(uiColor: .secondarySystemFill), .dark), [120, 120, 128, 32])
        XCTAssertEqual(bytes(Color(.quaternaryLabel), .dark), [235, 235, 245, 16])
        XCTAssertEqual(bytes(Color(.systemGray5), .dark), [44, 44, 46, 100])
        XCTAssertEqual(bytes(Color(.tertiarySystemGroupedBackground), .light), [242, 242, 247, 100])
        XCTAssertEqual(bytes(Color(.opaqueSeparator), .dark), [56, 56, 58, 100])
    }

    func testSystemColoursAreSwiftUIsAndPlainOnesAreFixed() {
        XCTAssertEqual(Color(.systemRed), Color.red)
        XCTAssertEqual(Color(.label), Color.primary)
        XCTAssertEqual(bytes(Color(.red), .dark), [255, 0, 0, 100], "UIColor.red is pure red in both schemes")
        XCTAssertEqual(bytes(Color(UIColor.lightGray), .light), [170, 170, 170, 100])
        XCTAssertEqual(bytes(Color(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)), .light), [51, 102, 153, 50])
        XCTAssertEqual(bytes(Color(UIColor.systemBlue.withAlphaComponent(0.3)), .dark), [10, 132, 255, 30])
        XCTAssertEqual(UIColor(Color.mint), .systemMint)
    }

    func testADynamicProvidersColourIsItsAnswerForEachMode() {
        let brand = UIColor { traits in traits.userInterfaceStyle == .dark ? .systemYellow : UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1) }
        XCTAssertEqual(bytes(Color(uiColor: brand), .light), [51, 102, 153, 100])
        XCTAssertEqual(bytes(Color(uiColor: brand), .dark), bytes(Color.yellow, .dark), "the system yellow's dark value")
    }

    func testAUIColorDrawsAsItsColour() {
        let pixmap = Renderer(Color(.systemGroupedBackground).frame(width: 8, height: 8), size: CGSize(width: 8, height: 8),
                              scale: 1, background: nil).render()!
        XCTAssertEqual(pixmap[4, 4], PremultipliedRGBA8(r: 242, g: 242, b: 247, a: 255))
    }
}
