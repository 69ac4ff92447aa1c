// ContentTransition.swift: `.contentTransition(_:)`, how a Text shows a change of its string in an
// animated transaction. SwiftUI morphs glyphs; Flipbook approximates (listed in the README): the
// old string leaves and the new one enters as a whole, under the transaction's animation —
// `.opacity` and `.interpolate` cross-fade; `.numericText` rolls the characters that changed, the
// new ones rising from half an em below while the old ones rise away and both fade (falling
// instead when counting down), per swiftui-facts-everyday.md §14 without its stagger and blur. Without a content
// transition (`.identity`, the default) the string changes at once, as the seeds pin.
// `.symbolEffect(.replace)` is for symbol images (SymbolKind): the old symbol shrinks to half and
// fades while the new one grows from half and fades in, the whole image at once (SF Symbols
// replace layer by layer, with a blur); under it a text changes at once.

/// How a view's content shows a change.
public struct ContentTransition: Equatable, Sendable {
    enum Style: Equatable, Sendable {
        case identity, opacity, interpolate
        /// nil: the direction comes from `value` (up when it grows).
        case numericText(countsDown: Bool?)
        /// A symbol image's replace effect (text changes at once under it).
        case symbolReplace
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
    /// The symbol effect SwiftUI picks for a change of symbol: the replace effect.
    public static var symbolEffect: ContentTransition { ContentTransition(style: .symbolReplace, value: nil) }
    /// A change of symbol plays `effect`.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(style: .symbolReplace, value: nil)
    }
}

/// A symbol effect that shows a change from one symbol to another.
public protocol ContentTransitionSymbolEffect {}

/// The old symbol shrinks away and the new one grows in.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect, SymbolEffect, Equatable, Sendable {
    public var downUp: ReplaceSymbolEffect { self }
    public var upUp: ReplaceSymbolEffect { self }
    public var offUp: ReplaceSymbolEffect { self }
    public var wholeSymbol: ReplaceSymbolEffect { self }
    public var byLayer: ReplaceSymbolEffect { self }
    /// The same directions as replacements of their own (`.replace.magic(fallback: .downUp)`).
    public static var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect() }
    public static var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect() }
    public static var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

/// iOS 18's replace that morphs what two symbols share (a slash drawn across, a badge added),
/// drawn as the replace it falls back to: the whole symbol at once (README).
public struct MagicReplaceSymbolEffect: ContentTransitionSymbolEffect, SymbolEffect, Equatable, Sendable {
    let fallback: ReplaceSymbolEffect
}

extension ReplaceSymbolEffect {
    /// The magic replace, `fallback` where the two symbols share nothing.
    public func magic(fallback: ReplaceSymbolEffect) -> MagicReplaceSymbolEffect { MagicReplaceSymbolEffect(fallback: fallback) }
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
