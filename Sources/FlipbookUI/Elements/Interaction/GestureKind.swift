// GestureKind.swift: a gesture attached to a view (`.gesture`, `.onTapGesture`, a Button…): it
// takes no part in layout or drawing; when a touch comes down on the view (or its subviews), it
// makes a recognizer that follows the touch (Gestures/TouchSession).

import Foundation

/// A gesture on the child's content.
struct GestureKind: ElementKind, TransparentLayout, NoAnimatableData, DrawsChildren, HitTestsChildren {
    let priority: GestureCandidate.Priority
    /// Whether the gesture takes touches (false inside `.disabled(true)`).
    let isEnabled: Bool
    /// Which of this gesture and the subviews' gestures take part.
    let mask: GestureMask
    /// Makes the recognizer of a touch, given the view's own coordinate space and the clock's dates.
    let makeRecognizer: (_ local: GestureSpace, _ date: @escaping (Double) -> Date) -> TouchFollowing
}

/// `.allowsHitTesting(_:)`: a subtree that does not take touches lets them through to what is behind.
struct HitTestingKind: ElementKind, TransparentLayout, NoAnimatableData, DrawsChildren {
    let isEnabled: Bool
    func hitContent(in frame: CGRect) -> HitContent { isEnabled ? .children : .none }
}
