// OpacityEffectTests.swift: an opacity of 0 draws nothing at all, so `.hidden()` keeps the view's
// place in the layout, draws nothing there and takes no taps; on a container, an opacity reaches
// each view inside on its own (overlaps show through), unless a compositing group or a clip makes
// them one picture first.

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

/// Two overlapping squares, red under blue, at half opacity as a whole.
private struct Overlap: View {
    let grouped: Bool
    var body: some View {
        let squares = ZStack(alignment: .topLeading) {
            Color.red.frame(width: 6, height: 6)
            Color.blue.frame(width: 6, height: 6).offset(x: 4)
        }
        .frame(width: 10, height: 6, alignment: .topLeading)
        if grouped { squares.compositingGroup().opacity(0.5) } else { squares.opacity(0.5) }
    }
}

final class OpacityEffectTests: XCTestCase {
    private func overlapPixel(grouped: Bool) -> PremultipliedRGBA8 {
        Renderer(Overlap(grouped: grouped), size: CGSize(width: 10, height: 6), scale: 1, background: .white).render()![5, 3]
    }

    func testOnAContainerEachViewIsHalfTransparentOnItsOwn() {
        // System blue (0, 122, 255) at ½ over system red (255, 59, 48) at ½ over white, which is
        // (255, 157, 152): the red shows through the blue.
        XCTAssertEqual(overlapPixel(grouped: false), PremultipliedRGBA8(r: 128, g: 140, b: 204, a: 255))
    }

    func testACompositingGroupIsHalfTransparentAsOnePicture() {
        // The blue square on top as one picture, then half of it over white: no red at all.
        XCTAssertEqual(overlapPixel(grouped: true), PremultipliedRGBA8(r: 128, g: 189, b: 255, a: 255))
    }

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
