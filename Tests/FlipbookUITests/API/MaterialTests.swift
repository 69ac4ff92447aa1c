// MaterialTests.swift: a material blurs what lies behind it before its tone goes over, also from
// inside a clipped card, and leaves what lies beside it alone.

import XCTest
@testable import FlipbookUI

final class MaterialTests: XCTestCase {
    private struct Card: View {
        var body: some View {
            HStack(spacing: 0) { Color.red; Color.blue }
                .frame(width: 200, height: 100)
                .overlay {
                    Color.clear.frame(width: 120, height: 60)
                        .background(.ultraThinMaterial)
                        .clipShape(RoundedRectangle(cornerRadius: 12))
                }
        }
    }

    func testWhatLiesBehindIsBlurredUnderTheMaterialOnly() throws {
        let pixels = try XCTUnwrap(Renderer(Card(), size: CGSize(width: 200, height: 100), scale: 1).render(at: 0))
        let underBorder = pixels[99, 50]
        XCTAssertGreaterThan(underBorder.b, 100, "red and blue mixed by the blur under the card")
        XCTAssertGreaterThan(underBorder.r, 100)
        XCTAssertEqual(pixels[99, 5], pixels[0, 0], "beside the card, red as it was")
    }
}
