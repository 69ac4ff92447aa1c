// BlurEffectTests.swift: `.blur(radius:opaque:)` records a blur of σ = radius points in device
// pixels, opaque bounds at the frame as drawn, leaves layout as it was, draws nothing extra at
// radius 0, and animates its radius.

import XCTest
@testable import FlipbookUI
@testable import Raster

final class BlurEffectTests: XCTestCase {
    /// The blurs a view's frame records at scale 2 on a 100 × 100 canvas.
    private func blurs(_ view: some View) -> [LayerBlur] {
        let list = Engine(view, canvasSize: CGSize(width: 100, height: 100))
            .displayList(at: 0, map: ProjectiveTransform(Transform(scaleX: 2, y: 2)))
        return list.items.compactMap { if case .layer(.blur(let b), _) = $0 { return b } else { return nil } }
    }

    func testSigmaIsTheRadiusInDevicePixels() {
        XCTAssertEqual(blurs(Rectangle().frame(width: 40, height: 20).blur(radius: 3)), [LayerBlur(sigma: 6)])
        // Opaque: clamped to the frame (30, 40, 40, 20) as drawn at scale 2.
        XCTAssertEqual(blurs(Rectangle().frame(width: 40, height: 20).blur(radius: 3, opaque: true)),
                       [LayerBlur(sigma: 6, opaqueBounds: Rect(x: 60, y: 80, width: 80, height: 40))])
        XCTAssertEqual(blurs(Rectangle().frame(width: 40, height: 20).blur(radius: 0)), [], "radius 0: no layer")
    }

    func testLayoutIsUnchanged() {
        func rectangleFrame(_ view: some View) -> CGRect? {
            var frame: CGRect?
            Engine(view, canvasSize: CGSize(width: 100, height: 100)).presentedTree(at: 0).forEach { p in
                if p.kind is ShapeKind { frame = p.frame }
            }
            return frame
        }
        let plain = HStack { Rectangle().frame(width: 30, height: 30); Rectangle().frame(width: 10, height: 10) }
        let blurred = HStack { Rectangle().frame(width: 30, height: 30).blur(radius: 8); Rectangle().frame(width: 10, height: 10) }
        XCTAssertEqual(rectangleFrame(plain), rectangleFrame(blurred))
    }

    func testRadiusAnimates() {
        let host = Engine(Focusing(), canvasSize: CGSize(width: 100, height: 100))
        host.tap(at: CGPoint(x: 50, y: 50), time: 0)
        var shown: CGFloat?
        host.presentedTree(at: 0.25).forEach { p in if let blur = p.kind as? BlurEffect { shown = blur.radius } }
        XCTAssertEqual(Double(shown ?? -1), 2.5, accuracy: 1e-9)
    }
}

private struct Focusing: View {
    @State var blurred = false
    var body: some View {
        Rectangle().frame(width: 40, height: 40)
            .blur(radius: blurred ? 10 : 0)
            .animation(.linear(duration: 1), value: blurred)
            .onTapGesture { blurred.toggle() }
    }
}
