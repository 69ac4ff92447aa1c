// EnvironmentValues+Text.swift: the environment values SwiftUI gives text: line limit, line
// spacing, alignment of a paragraph's lines, truncation, shrinking, tightening and case. Each is
// stored under its own key; the view modifiers that set them are in View+Text.swift.
// Follows swiftui-facts-everyday.md §8 for the defaults: no line limit, no extra line spacing,
// leading alignment, tail truncation, no shrinking (factor 1), no case change.

private struct LineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }
private struct LineSpacingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
private struct MultilineTextAlignmentKey: EnvironmentKey { static var defaultValue: TextAlignment { .leading } }
private struct TruncationModeKey: EnvironmentKey { static var defaultValue: Text.TruncationMode { .tail } }
private struct MinimumScaleFactorKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
private struct AllowsTighteningKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct TextCaseKey: EnvironmentKey { static var defaultValue: Text.Case? { nil } }

extension EnvironmentValues {
    /// The most lines a Text shows (nil: as many as it needs).
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    /// Points added between the lines of a paragraph.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
    /// How the lines of a paragraph line up with each other.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    /// Where a truncated line shows its ellipsis.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
    /// How far text may shrink to fit before it is truncated (1: not at all).
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
    /// Whether text may tighten its letter spacing before truncating; Flipbook keeps the value
    /// but does not tighten (Apple does not say by how much), so text truncates as it would
    /// without it.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }
    /// The case text is shown in (nil: as written).
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}
