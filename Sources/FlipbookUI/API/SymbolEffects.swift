// SymbolEffects.swift: `.symbolEffect(_:options:value:)` with the discrete effects everyday
// controls play when a value changes (the indefinite ones are in IndefiniteSymbolEffects.swift): `.bounce` (the symbol scales up and back, pinned in
// swiftui-facts-everyday.md §14 as 1 → 1.15 → 1 over about half a second) and `.pulse` (it fades
// and comes back). Flipbook moves the whole image, not SF Symbols' separate layers (an
// approximation listed in the README). Effects not listed here do not exist, so code that
// uses one does not compile rather than silently drawing nothing.

/// An animation of a symbol image.
public protocol SymbolEffect {}

/// A symbol effect that plays once each time a value changes. Its play is one the engine
/// draws (only Flipbook can make a `_SymbolPlay`), so an effect it cannot draw cannot exist.
public protocol DiscreteSymbolEffect: SymbolEffect {
    var _play: _SymbolPlay { get }
}

/// How the engine draws a discrete symbol effect.
public struct _SymbolPlay: Equatable, Sendable {
    let style: SymbolPlayEffect.Style
}

/// The symbol scales up (or down) and springs back.
public struct BounceSymbolEffect: DiscreteSymbolEffect, Equatable, Sendable {
    let isDown: Bool
    public var up: BounceSymbolEffect { BounceSymbolEffect(isDown: false) }
    public var down: BounceSymbolEffect { BounceSymbolEffect(isDown: true) }
    /// Every layer at once (Flipbook draws a symbol as one layer either way).
    public var wholeSymbol: BounceSymbolEffect { self }
    public var byLayer: BounceSymbolEffect { self }
    public var _play: _SymbolPlay { _SymbolPlay(style: .bounce(down: isDown)) }
}

/// The symbol fades out part way and back.
public struct PulseSymbolEffect: DiscreteSymbolEffect, Equatable, Sendable {
    public var wholeSymbol: PulseSymbolEffect { self }
    public var byLayer: PulseSymbolEffect { self }
    public var _play: _SymbolPlay { _SymbolPlay(style: .fade(SymbolPlayEffect.pulseFade)) }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect(isDown: false) }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

/// How a symbol effect plays: how fast, and how many times.
public struct SymbolEffectOptions: Equatable, Sendable {
    enum Repetition: Equatable, Sendable {
        /// A discrete effect once, an indefinite one over and over.
        case effectDefault
        case forever
        case count(Int)
    }
    /// Plays per second, relative to the effect's own pace (never 0 or below).
    let speed: Double
    let repetition: Repetition

    init(speed: Double, repetition: Repetition) {
        self.speed = max(speed, 1e-3)
        self.repetition = repetition
    }

    public static let `default` = SymbolEffectOptions(speed: 1, repetition: .effectDefault)
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions.default.repeating }
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions.default.nonRepeating }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions.default.speed(speed) }
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions.default.repeat(count) }

    public var repeating: SymbolEffectOptions { SymbolEffectOptions(speed: speed, repetition: .forever) }
    public var nonRepeating: SymbolEffectOptions { self.repeat(1) }
    public func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speed: self.speed * speed, repetition: repetition) }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(speed: speed, repetition: .count(max(count, 1))) }
}

extension View {
    /// Plays `effect` on the symbols inside each time `value` changes.
    public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View {
        modifier(SymbolEffectModifier(effect: effect, options: options, value: value))
    }
}
