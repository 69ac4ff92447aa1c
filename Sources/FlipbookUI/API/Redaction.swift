// Redaction.swift: `.redacted(reason:)` and `.unredacted()`: content shown as placeholders, as a
// skeleton screen shows what is loading. Under the placeholder reason a text draws a rounded
// block over each of its lines and a symbol one over its frame, in its own style at 16 % opacity
// (by eye, unverified); shapes and colours draw as they are. The privacy reason redacts only
// what `.privacySensitive()` marks, the same way (a widget on a locked screen hides them so).

/// Why content is redacted.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Content shown as placeholders while the real content loads.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Privacy-sensitive content hidden.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content that is out of date.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey { static var defaultValue: RedactionReasons { [] } }
private struct IsPrivacySensitiveKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// The reasons the content is redacted for (none: shown as it is).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether the view is marked privacy-sensitive.
    var isPrivacySensitive: Bool {
        get { self[IsPrivacySensitiveKey.self] }
        set { self[IsPrivacySensitiveKey.self] = newValue }
    }

    /// Whether text and symbols draw as placeholder blocks: redacted as placeholders, or for
    /// privacy where they are privacy-sensitive.
    var drawsRedacted: Bool {
        redactionReasons.contains(.placeholder) || (redactionReasons.contains(.privacy) && isPrivacySensitive)
    }
}

extension View {
    /// Redacts the content for `reason`, adding to the reasons already in effect.
    public func redacted(reason: RedactionReasons) -> some View {
        environmentChange { $0.redactionReasons.formUnion(reason) }
    }

    /// Marks the content as private: redacted where the privacy reason is in effect.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        environmentChange { $0.isPrivacySensitive = sensitive }
    }

    /// Shows the content as it is, whatever an enclosing `.redacted(reason:)` says.
    public func unredacted() -> some View {
        environmentChange { $0.redactionReasons = [] }
    }
}
