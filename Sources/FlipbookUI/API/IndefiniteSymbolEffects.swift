// IndefiniteSymbolEffects.swift: `.symbolEffect(_:options:isActive:)`, the effects that last for
// as long as they are active: `.pulse`, `.variableColor` and iOS 18's `.wiggle`, `.rotate` (a turn
// a second) and `.breathe` (a breath every two seconds) play over and over, `.scale` holds
// the symbol larger or smaller, `.appear` and `.disappear` show or hide it. Flipbook moves the
// whole image, not SF Symbols' separate layers (listed in the README): variableColor, which
// lights SF's layers one after another, dims and brightens the whole symbol instead. By eye
// (unverified): a pulse cycle 1 s and a variableColor one 1.2 s, scale 1.2 up or 0.8 down, a
// hidden symbol scaled to 0.5 and faded out; changes of a held effect spring in 0.35 s.

/// A symbol effect that lasts while it is active.
public protocol IndefiniteSymbolEffect: SymbolEffect {
    var _hold: _SymbolHold { get }
}

/// How the engine draws an indefinite symbol effect.
public struct _SymbolHold: Equatable, Sendable {
    enum Style: Equatable, Sendable {
        /// Played over and over, one play every `period` seconds.
        case cycle(period: Double, play: SymbolPlayEffect.Style)
        /// Held at a scale.
        case scale(Double)
        /// Shown (false) or hidden (true) while active.
        case hides(Bool)
    }
    let style: Style
}

extension PulseSymbolEffect: IndefiniteSymbolEffect {
    public var _hold: _SymbolHold { _SymbolHold(style: .cycle(period: 1, play: .fade(SymbolPlayEffect.pulseFade))) }
}

extension WiggleSymbolEffect: IndefiniteSymbolEffect {
    public var _hold: _SymbolHold { _SymbolHold(style: .cycle(period: 1, play: .wiggle(motion))) }
}

extension RotateSymbolEffect: IndefiniteSymbolEffect {
    public var _hold: _SymbolHold { _SymbolHold(style: .cycle(period: 1, play: .rotate(clockwise: isClockwise))) }
}

extension BreatheSymbolEffect: IndefiniteSymbolEffect {
    public var _hold: _SymbolHold { _SymbolHold(style: .cycle(period: 2, play: .breathe)) }
}

/// SF Symbols light the symbol's layers one after another; Flipbook dims the whole symbol.
public struct VariableColorSymbolEffect: IndefiniteSymbolEffect, Equatable, Sendable {
    public var iterative: VariableColorSymbolEffect { self }
    public var cumulative: VariableColorSymbolEffect { self }
    public var reversing: VariableColorSymbolEffect { self }
    public var nonReversing: VariableColorSymbolEffect { self }
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
    public var _hold: _SymbolHold { _SymbolHold(style: .cycle(period: 1.2, play: .fade(0.65))) }
}

/// Played once each time a value changes (iOS 17): one cycle of the dimming the indefinite
/// effect repeats.
extension VariableColorSymbolEffect: DiscreteSymbolEffect {
    public var _play: _SymbolPlay { _SymbolPlay(style: .fade(0.65), duration: 1.2) }
}

/// The symbol held larger (up) or smaller (down).
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, Equatable, Sendable {
    let isDown: Bool
    public var up: ScaleSymbolEffect { ScaleSymbolEffect(isDown: false) }
    public var down: ScaleSymbolEffect { ScaleSymbolEffect(isDown: true) }
    public var wholeSymbol: ScaleSymbolEffect { self }
    public var byLayer: ScaleSymbolEffect { self }
    public var _hold: _SymbolHold { _SymbolHold(style: .scale(isDown ? 0.8 : 1.2)) }
}

/// The symbol shown while active (hidden while not).
public struct AppearSymbolEffect: IndefiniteSymbolEffect, Equatable, Sendable {
    public var up: AppearSymbolEffect { self }
    public var down: AppearSymbolEffect { self }
    public var wholeSymbol: AppearSymbolEffect { self }
    public var byLayer: AppearSymbolEffect { self }
    public var _hold: _SymbolHold { _SymbolHold(style: .hides(false)) }
}

/// The symbol hidden while active.
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, Equatable, Sendable {
    public var up: DisappearSymbolEffect { self }
    public var down: DisappearSymbolEffect { self }
    public var wholeSymbol: DisappearSymbolEffect { self }
    public var byLayer: DisappearSymbolEffect { self }
    public var _hold: _SymbolHold { _SymbolHold(style: .hides(true)) }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect(isDown: false) }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

extension View {
    /// Plays or holds `effect` on the symbols inside while `isActive` is true.
    public func symbolEffect<T: IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
        IndefiniteSymbolEffectView(content: self, hold: effect._hold, options: options, isActive: isActive)
    }
}

/// An indefinite effect over its content: a cycle runs as a repeating play phase (a
/// SymbolPlayEffect fading by the cycle's depth), started when the effect becomes active (or
/// appears active) and wound back when it stops; a held effect springs to its look and back.
struct IndefiniteSymbolEffectView<Content: View>: View {
    let content: Content
    let hold: _SymbolHold
    let options: SymbolEffectOptions
    let isActive: Bool
    @State private var phase = 0.0
    @Environment(\.symbolEffectsRemoved) private var removed

    static var holdAnimation: Animation { .spring(duration: 0.35) }

    var body: some View {
        if removed {
            content
        } else {
            held
        }
    }

    @ViewBuilder private var held: some View {
        switch hold.style {
        case .cycle(let period, let play):
            content
                .element(SymbolPlayEffect(style: play, phase: phase, activeShare: options.cycle(playing: period).activeShare))
                .onAppear { if isActive { start(period: period) } }
                .onChange(of: isActive) { _, active in
                    if active { start(period: period) } else { withAnimation(.easeOut(duration: 0.2)) { phase = 0 } }
                }
        case .scale(let scale):
            content
                .scaleEffect(isActive ? scale : 1)
                .animation(Self.holdAnimation.speed(options.speed), value: isActive)
        case .hides(let whenActive):
            let hidden = isActive == whenActive
            content
                .scaleEffect(hidden ? 0.5 : 1)
                .opacity(hidden ? 0 : 1)
                .animation(Self.holdAnimation.speed(options.speed), value: hidden)
        }
    }

    /// Plays the cycle from its start: over and over, or as many times as the options say, each
    /// play followed by the options' delay.
    private func start(period: Double) {
        phase = 0
        let play = options.cycle(playing: period).length
        switch options.repetition {
        case .count(let plays):
            withAnimation(.linear(duration: play * Double(plays))) { phase = Double(plays) }
        case .effectDefault, .forever:
            withAnimation(.linear(duration: play).repeatForever(autoreverses: false)) { phase = 1 }
        }
    }
}
