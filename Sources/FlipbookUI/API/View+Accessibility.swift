// View+Accessibility.swift: the accessibility modifiers. What they tell VoiceOver is never drawn,
// so in a rendered view they change nothing, as on a device; a label is also what a storyboard can
// tap a view by.

/// Accessibility traits, as SwiftUI names them.
public struct AccessibilityTraits: OptionSet {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1)
    public static let isHeader = AccessibilityTraits(rawValue: 2)
    public static let isSelected = AccessibilityTraits(rawValue: 4)
    public static let isImage = AccessibilityTraits(rawValue: 8)
    public static let isStaticText = AccessibilityTraits(rawValue: 16)
    public static let isLink = AccessibilityTraits(rawValue: 32)
    public static let isSearchField = AccessibilityTraits(rawValue: 64)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 128)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 256)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 512)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1024)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 2048)
    public static let isModal = AccessibilityTraits(rawValue: 4096)
    public static let isToggle = AccessibilityTraits(rawValue: 8192)
    public static let isTabBar = AccessibilityTraits(rawValue: 16384)
}

/// How an element's children are presented to accessibility.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    public static let combine = AccessibilityChildBehavior(name: "combine")
    public static let contain = AccessibilityChildBehavior(name: "contain")
}

/// The heading level of an accessibility element.
public enum AccessibilityHeadingLevel: UInt, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// An adjustment VoiceOver asks of an adjustable element.
public enum AccessibilityAdjustmentDirection: Sendable {
    case increment, decrement
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
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { accessibilityLabel(Text(labelKey)) }
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
    public func accessibilityValue(_ value: Text) -> some View { self }
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { self }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View { self }
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View { self }
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { self }
    public func accessibilityShowsLargeContentViewer() -> some View { self }
}
