// AccessibilityLabelTrait.swift: `.accessibilityLabel(_:)`: not drawn, but storyboards tap a view
// by its label.

/// The child's accessibility label.
struct AccessibilityLabelTrait: ElementKind, TransparentLayout, NoAnimatableData, DrawsChildren, HitTestsChildren {
    var label: String
}
