// View+Accessibility.swift: the accessibility modifiers. They are kept for source compatibility
// and change nothing that is drawn; a label is what a storyboard can tap a view by.

/// Accessibility traits, as SwiftUI names them.
public struct AccessibilityTraits: OptionSet {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1)
    public static let isHeader = AccessibilityTraits(rawValue: 2)
    public static let isSelected = AccessibilityTraits(rawValue: 4)
    public static let isImage = AccessibilityTraits(rawValue: 8)
    public static let isStaticText = AccessibilityTraits(rawValue: 16)
}

extension View {
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { self }
    public func accessibility(hint: Text) -> some View { self }
    public func accessibilityLabel(_ label: Text) -> some View { element(AccessibilityLabelTrait(label: label.content)) }
    public func accessibilityLabel(_ label: String) -> some View { accessibilityLabel(Text(label)) }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    public func accessibilityHint(_ hint: Text) -> some View { self }
    public func accessibilityAction(_ handler: @escaping () -> Void) -> some View { self }
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
}
