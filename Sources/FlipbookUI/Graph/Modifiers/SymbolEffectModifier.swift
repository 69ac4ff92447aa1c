// SymbolEffectModifier.swift: `.symbolEffect(_:options:value:)`: counts the changes of the value
// (once per transaction, as `.animation(_:value:)` compares it) and hands the count of plays, as
// the phase of a SymbolPlayEffect, to the symbol images inside through the environment: each one
// wraps itself in the effect (a Label's title does not bounce with its icon). Each change moves
// the phase on by one play (or the options' count of them, at an even pace, each play easing by
// itself) under the effect's own animation (repeated forever with `.repeating`), whatever the
// transaction's, and the effect draws one play per unit.

/// How many times the value changed, counted once per transaction, kept in the node.
private final class PlayCount {
    var plays = 0
    var countedGeneration = -1
}

struct SymbolEffectModifier<Effect: DiscreteSymbolEffect, V: Equatable>: ViewModifier, PrimitiveModifier {
    let effect: Effect
    let options: SymbolEffectOptions
    let value: V

    func body(content: Content) -> Never { fatalError("primitive") }

    func makeElements(content: any View, node: ViewNode, context: BuildContext) -> [Element] {
        guard !context.environment.symbolEffectsRemoved else { return context.build(content, at: .slot("content"), of: node) }
        let count = (node.storage[StorageSlot.symbolPlays] as? PlayCount) ?? PlayCount()
        node.storage[StorageSlot.symbolPlays] = count
        let generation = context.graph.generation
        let playsPerChange: Int
        if case .count(let plays) = options.repetition { playsPerChange = plays } else { playsPerChange = 1 }
        if context.remembered(value, in: node).previous != value, !context.graph.isPresenting, count.countedGeneration != generation {
            count.plays += playsPerChange
            count.countedGeneration = generation
        }
        let cycle = options.cycle(playing: effect._play.duration)
        // Several plays per change: the phase at an even pace, each play easing by itself.
        let several = playsPerChange > 1
        let play = SymbolPlayEffect(style: effect._play.style, phase: Double(count.plays), activeShare: cycle.activeShare,
                                    easesEachPlay: several)
        let animation = options.repetition == .forever
            ? Animation.linear(duration: cycle.length).repeatForever(autoreverses: false)
            : several ? Animation.linear(duration: cycle.length * Double(playsPerChange)) : Animation.easeInOut(duration: cycle.length)
        return context.with { $0.symbolPlays.append(SymbolPlay(effect: play, animation: animation)) }
            .build(content, at: .slot("content"), of: node)
    }
}

/// A discrete symbol effect for the symbol images inside to play.
struct SymbolPlay {
    let effect: SymbolPlayEffect
    let animation: Animation

    /// `symbol` wrapped in the effect. A symbol plays on its own timing, whatever the
    /// transaction or an enclosing animation modifier says: its animation takes their place.
    func wrapping(_ symbol: Element, id: NodeID) -> Element {
        Element(id: id, kind: effect, children: [symbol], implicitAnimation: animation, changeAnimation: .some(animation))
    }
}

private struct SymbolPlaysKey: EnvironmentKey { static var defaultValue: [SymbolPlay] { [] } }

extension EnvironmentValues {
    /// The discrete symbol effects around, outermost first, that the symbol images play.
    var symbolPlays: [SymbolPlay] {
        get { self[SymbolPlaysKey.self] }
        set { self[SymbolPlaysKey.self] = newValue }
    }
}
