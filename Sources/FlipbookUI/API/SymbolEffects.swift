// SymbolEffects.swift: `.symbolEffect(_:options:value:)` with the discrete effects everyday
// controls play when a value changes (the indefinite ones are in IndefiniteSymbolEffects.swift):
// `.bounce` (the symbol scales up and back, pinned in swiftui-facts-everyday.md §14 as 1 → 1.15 →
// 1 over about half a second), `.pulse` (it fades and comes back), and iOS 18's `.wiggle`,
// `.rotate` and `.breathe`, with the repeat behaviours `.continuous` and `.periodic(delay:)`. Flipbook moves the whole image, not SF Symbols' separate layers (an
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
    /// One play's length, in seconds.
    var duration = SymbolPlayEffect.playDuration
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

/// The symbol rocks (iOS 18): turning to and fro by default, or shaking along a direction.
public struct WiggleSymbolEffect: DiscreteSymbolEffect, Equatable, Sendable {
    var motion = SymbolPlayEffect.Wiggle.turn(clockwise: true)

    public var wholeSymbol: WiggleSymbolEffect { self }
    public var byLayer: WiggleSymbolEffect { self }
    public var clockwise: WiggleSymbolEffect { WiggleSymbolEffect(motion: .turn(clockwise: true)) }
    public var counterClockwise: WiggleSymbolEffect { WiggleSymbolEffect(motion: .turn(clockwise: false)) }
    public var left: WiggleSymbolEffect { WiggleSymbolEffect(motion: .shake(dx: -1, dy: 0)) }
    public var right: WiggleSymbolEffect { WiggleSymbolEffect(motion: .shake(dx: 1, dy: 0)) }
    public var up: WiggleSymbolEffect { WiggleSymbolEffect(motion: .shake(dx: 0, dy: -1)) }
    public var down: WiggleSymbolEffect { WiggleSymbolEffect(motion: .shake(dx: 0, dy: 1)) }
    /// Along the reading direction (left to right here).
    public var forward: WiggleSymbolEffect { right }
    public var backward: WiggleSymbolEffect { left }
    public var _play: _SymbolPlay { _SymbolPlay(style: .wiggle(motion)) }
}

/// The symbol turns once round (iOS 18), clockwise unless asked otherwise.
public struct RotateSymbolEffect: DiscreteSymbolEffect, Equatable, Sendable {
    var isClockwise = true

    public var clockwise: RotateSymbolEffect { RotateSymbolEffect(isClockwise: true) }
    public var counterClockwise: RotateSymbolEffect { RotateSymbolEffect(isClockwise: false) }
    public var wholeSymbol: RotateSymbolEffect { self }
    public var byLayer: RotateSymbolEffect { self }
    public var _play: _SymbolPlay { _SymbolPlay(style: .rotate(clockwise: isClockwise)) }
}

/// The symbol swells a little and back (iOS 18).
public struct BreatheSymbolEffect: DiscreteSymbolEffect, Equatable, Sendable {
    public var plain: BreatheSymbolEffect { self }
    public var pulse: BreatheSymbolEffect { self }
    public var wholeSymbol: BreatheSymbolEffect { self }
    public var byLayer: BreatheSymbolEffect { self }
    public var _play: _SymbolPlay { _SymbolPlay(style: .breathe) }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
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
    /// Seconds at rest between two plays of a repeating effect.
    let delay: Double

    init(speed: Double, repetition: Repetition, delay: Double = 0) {
        self.speed = max(speed, 1e-3)
        self.repetition = repetition
        self.delay = max(delay.isFinite ? delay : 0, 0)
    }

    /// How an effect repeats (iOS 18): without a pause, or with one between plays.
    public struct RepeatBehavior: Equatable, Sendable {
        let count: Int?
        let delay: Double
        /// Over and over, each play straight after the last.
        public static let continuous = RepeatBehavior(count: nil, delay: 0)
        /// `count` plays (for ever when nil), `delay` seconds apart (none when nil).
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
            RepeatBehavior(count: count.map { max($0, 1) }, delay: delay ?? 0)
        }
        public static func periodic(delay: Double?) -> RepeatBehavior { periodic(nil, delay: delay) }
    }

    public static let `default` = SymbolEffectOptions(speed: 1, repetition: .effectDefault)
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions.default.repeating }
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions.default.nonRepeating }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions.default.speed(speed) }
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions.default.repeat(count) }
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions.default.repeat(behavior) }

    public var repeating: SymbolEffectOptions { SymbolEffectOptions(speed: speed, repetition: .forever, delay: delay) }
    public var nonRepeating: SymbolEffectOptions { self.repeat(1) }
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        SymbolEffectOptions(speed: self.speed * speed, repetition: repetition, delay: delay)
    }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(speed: speed, repetition: .count(max(count, 1)), delay: delay) }
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        SymbolEffectOptions(speed: speed, repetition: behavior.count.map { .count($0) } ?? .forever, delay: behavior.delay)
    }

    /// One play of `seconds` as it repeats: its length with the pause after it, and the share
    /// of that the play takes.
    func cycle(playing seconds: Double) -> (length: Double, activeShare: Double) {
        let play = seconds / speed
        return (play + delay, play / (play + delay))
    }
}

extension View {
    /// Plays `effect` on the symbols inside each time `value` changes.
    public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View {
        modifier(SymbolEffectModifier(effect: effect, options: options, value: value))
    }
}
