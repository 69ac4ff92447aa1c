// OpacityEffect.swift: `.opacity(_:)`: each view drawing inside composited with the opacity, as
// SwiftUI applies it (overlapping children show through each other; a compositing group makes
// them one picture first). Animatable. At 0 the subtree is neither drawn nor touched.

import Raster

/// An opacity on the views drawing inside.
struct OpacityEffect: ElementKind, TransparentLayout, DrawsOnlyChildren {
    var opacity: Double

    func animated<Animator: AttributeAnimator>(by animator: inout Animator) -> Self {
        OpacityEffect(opacity: animator.animate(.effect, opacity))
    }

    func childTransform(in frame: CGRect) -> ProjectiveTransform? { nil }

    /// A view drawn fully transparent takes no touches, as in SwiftUI (where code gives such a
    /// view an opacity of 0.001 to keep it tappable).
    func hitContent(in frame: CGRect) -> HitContent { opacity > 0 ? .children : .none }

    /// An opacity of 1 changes nothing: the children draw directly, without a layer. One of
    /// 0 (or below, as a spring may swing it) shows nothing: nothing is drawn at all.
    func draw(_ element: PresentedElement, into list: inout DisplayListBuilder) {
        if opacity >= 1 {
            list.drawChildren(of: element)
        } else if opacity > 0 {
            list.eachLeaf(.opacity(opacity)) { $0.drawChildren(of: element) }
        }
    }
}
