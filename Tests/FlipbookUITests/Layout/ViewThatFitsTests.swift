// ViewThatFitsTests.swift: ViewThatFits by SwiftUI's rule, computed here: the first view whose
// ideal size fits the proposal on the constrained axes is shown (the others are not placed,
// drawn or hit), else the last; only the constrained axes count.

import XCTest
@testable import FlipbookUI

final class ViewThatFitsTests: XCTestCase {
    private func options() -> some View {
        ViewThatFits {
            Rectangle().frame(width: 120, height: 10)
            Rectangle().frame(width: 80, height: 10)
            Rectangle().frame(width: 60, height: 10)
        }
    }

    func testTheFirstViewThatFitsIsTheOnlyOneShown() {
        XCTAssertEqual(PlacedFrames.shapes(options(), canvas: CGSize(width: 200, height: 50)).map(\.width), [120])
        XCTAssertEqual(PlacedFrames.shapes(options(), canvas: CGSize(width: 100, height: 50)).map(\.width), [80])
        XCTAssertEqual(PlacedFrames.shapes(options(), canvas: CGSize(width: 50, height: 50)).map(\.width), [60], "none fits: the last")
    }

    func testOnlyTheConstrainedAxesCount() {
        let tall = ViewThatFits(in: .horizontal) {
            Rectangle().frame(width: 40, height: 100)
            Rectangle().frame(width: 20, height: 20)
        }
        XCTAssertEqual(PlacedFrames.shapes(tall, canvas: CGSize(width: 50, height: 50)).map(\.height), [100])
        let both = ViewThatFits {
            Rectangle().frame(width: 40, height: 100)
            Rectangle().frame(width: 20, height: 20)
        }
        XCTAssertEqual(PlacedFrames.shapes(both, canvas: CGSize(width: 50, height: 50)).map(\.height), [20])
    }

    func testTheIdealSizeDecidesNotTheProposal() {
        // A text's ideal width is its one-line width: the long one does not fit 100 pt, even
        // though it would wrap into it.
        let texts = PlacedFrames.frames(ViewThatFits(in: .horizontal) {
            Text("A line far too long to fit in a hundred points")
            Text("Short")
        }, canvas: CGSize(width: 100, height: 100)) { $0 is TextKind }
        XCTAssertEqual(texts.count, 1)
        XCTAssertLessThan(texts[0].width, 60)
    }
}
