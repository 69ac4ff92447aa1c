// ContentTransition.swift: `.contentTransition(_:)`, how a Text shows a change of its string in an
// animated transaction. SwiftUI morphs glyphs; Flipbook approximates (listed in the README): the
// old string leaves and the new one enters as a whole, under the transaction's animation —
// `.opacity` and `.interpolate` cross-fade; `.numericText` rolls, the new string rising from half
// an em below while the old one rises away and both fade (falling instead when counting down),
// per swiftui-facts-everyday.md §14 without its per-glyph stagger and blur. Without a content
// transition (`.identity`, the default) the string changes at once, as the seeds pin.

/// How a view's content shows a change.
public struct ContentTransition: Equatable, Sendable {
    enum Style: Equatable, Sendable {
        case identity, opacity, interpolate
        /// nil: the direction comes from `value` (up when it grows).
        case numericText(countsDown: Bool?)
    }
    let style: Style
    let value: Double?

    public static let identity = ContentTransition(style: .identity, value: nil)
    public static let opacity = ContentTransition(style: .opacity, value: nil)
    public static let interpolate = ContentTransition(style: .interpolate, value: nil)
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(style: .numericText(countsDown: countsDown), value: nil)
    }
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(style: .numericText(countsDown: nil), value: value)
    }
}

private struct ContentTransitionKey: EnvironmentKey { static var defaultValue: ContentTransition { .identity } }

extension EnvironmentValues {
    /// How text below shows a change of its string.
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

extension View {
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environmentChange { $0.contentTransition = transition }
    }
}
