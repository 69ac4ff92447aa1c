// BlurEffect.swift: `.blur(radius:opaque:)`: the subtree drawn into a layer blurred with a
// Gaussian of σ = radius points (the pinned decision, swiftui-facts §10, as for shadows), scaled
// to device pixels by the map in effect. Not opaque: outside counts as transparent and the blur
// spreads beyond the frame; opaque: edges clamp to the frame and the result is opaque in it.
// Layout is unchanged. Animatable (the radius).

import Raster

/// A Gaussian blur of the subtree.
struct BlurEffect: ElementKind, TransparentLayout, HitTestsChildren {
    var radius: CGFloat
    var isOpaque: Bool

    func animated<Animator: AttributeAnimator>(by animator: inout Animator) -> Self {
        BlurEffect(radius: animator.animate(.effect, radius), isOpaque: isOpaque)
    }

    func childTransform(in frame: CGRect) -> ProjectiveTransform? { nil }

    /// No radius and not opaque changes nothing: the children draw directly, without a layer.
    func draw(_ element: PresentedElement, into list: inout DisplayListBuilder) {
        guard radius > 0 || isOpaque else {
            list.drawChildren(of: element)
            return
        }
        let bounds = isOpaque ? Self.deviceBounds(of: element.frame, under: list.map) : nil
        let blur = LayerBlur(sigma: Double(max(radius, 0)) * list.deviceScale, opaqueBounds: bounds)
        list.layer(.blur(blur)) { $0.drawChildren(of: element) }
    }

    /// The device-pixel box around a frame as the map draws it (its corners' bounds).
    private static func deviceBounds(of frame: CGRect, under map: ProjectiveTransform) -> Rect? {
        let corners = [(frame.minX, frame.minY), (frame.maxX, frame.minY), (frame.minX, frame.maxY), (frame.maxX, frame.maxY)]
            .map { map.apply(Point(Double($0.0), Double($0.1))) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(finite: CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!))
    }
}
