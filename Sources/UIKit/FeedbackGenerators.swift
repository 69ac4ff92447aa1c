// FeedbackGenerators.swift: haptics. A tap's buzz is felt, not seen, so a rendered view has
// nothing to show for it: these accept what iOS accepts and do nothing, as a preview does.

/// What every haptic generator can do.
open class UIFeedbackGenerator: @unchecked Sendable {
    public init() {}
    /// Readies the engine to play soon; nothing to ready here.
    open func prepare() {}
}

/// A tap, light to heavy.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public override convenience init() { self.init(style: .medium) }

    open func impactOccurred() {}
    open func impactOccurred(intensity: CGFloat) {}
}

/// The pattern for a success, a warning or an error.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// The tick of a selection changing.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    open func selectionChanged() {}
}
