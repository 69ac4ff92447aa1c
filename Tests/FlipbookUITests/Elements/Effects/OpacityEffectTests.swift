// OpacityEffectTests.swift: an opacity of 0 draws nothing at all, so `.hidden()` keeps the view's
// place in the layout, draws nothing there and takes no taps.

import XCTest
@testable import FlipbookUI
import Raster

private struct HiddenRow: View {
    @State var taps = 0
    var body: some View {
        VStack(spacing: 0) {
            Rectangle().frame(width: 50, height: 40).onTapGesture { taps += 1 }.hidden()
            Rectangle().frame(width: 20 + CGFloat(taps), height: 10)
        }
    }
}

final class OpacityEffectTests: XCTestCase {
    func testAHiddenViewKeepsItsPlaceButDrawsAndTakesNothing() {
        let host = Engine(HiddenRow(), canvasSize: CGSize(width: 100, height: 100))
        var frames: [CGRect] = []
        host.presentedTree(at: 0).forEach { p in if p.kind is ShapeKind { frames.append(p.frame) } }
        XCTAssertEqual(frames.last?.minY, 65, "below the hidden 40 pt: 50 high together, from y = 25")
        XCTAssertFalse(host.tap(at: CGPoint(x: 50, y: 45), time: 0))
        XCTAssertEqual(host.shapeWidth(at: 0), 20)
        XCTAssertEqual(host.displayList(at: 0, map: ProjectiveTransform(Transform(scaleX: 1, y: 1))).items.count, 1,
                       "only the visible rectangle is drawn")
    }
}
