// OpacityEffect.swift: `.opacity(_:)`: the subtree drawn into a layer composited with a group
// opacity (overlapping children do not show through each other). Animatable. At 0 the subtree is
// neither drawn nor touched.

import Raster

/// A group opacity on the subtree.
struct OpacityEffect: ElementKind, TransparentLayout {
    var opacity: Double

    func animated<Animator: AttributeAnimator>(by animator: inout Animator) -> Self {
        OpacityEffect(opacity: animator.animate(.effect, opacity))
    }

    func childTransform(in frame: CGRect) -> ProjectiveTransform? { nil }

    /// A view drawn fully transparent takes no touches, as in SwiftUI (where code gives such a
    /// view an opacity of 0.001 to keep it tappable).
    func hitContent(in frame: CGRect) -> HitContent { opacity > 0 ? .children : .none }

    /// A group opacity of 1 changes nothing: the children draw directly, without a layer. One of
    /// 0 (or below, as a spring may swing it) shows nothing: nothing is drawn at all.
    func draw(_ element: PresentedElement, into list: inout DisplayListBuilder) {
        if opacity >= 1 {
            list.drawChildren(of: element)
        } else if opacity > 0 {
            list.layer(.opacity(opacity)) { $0.drawChildren(of: element) }
        }
    }
}
