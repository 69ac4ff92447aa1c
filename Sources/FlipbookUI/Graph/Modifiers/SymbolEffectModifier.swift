// SymbolEffectModifier.swift: `.symbolEffect(_:options:value:)`: counts the changes of the value
// (once per transaction, as `.animation(_:value:)` compares it) and hands the count of plays to a
// SymbolPlayEffect element as its phase; each change moves the phase on by one play (or the
// options' count of them) under the effect's own animation (repeated forever with `.repeating`),
// whatever the transaction's, and the element draws one play per unit.

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
        let count = (node.storage[StorageSlot.symbolPlays] as? PlayCount) ?? PlayCount()
        node.storage[StorageSlot.symbolPlays] = count
        let generation = context.graph.generation
        let playsPerChange: Int
        if case .count(let plays) = options.repetition { playsPerChange = plays } else { playsPerChange = 1 }
        if context.remembered(value, in: node).previous != value, !context.graph.isPresenting, count.countedGeneration != generation {
            count.plays += playsPerChange
            count.countedGeneration = generation
        }
        let play = SymbolPlayEffect(style: effect._play.style, phase: Double(count.plays))
        let animation = options.repetition == .forever
            ? Animation.linear(duration: SymbolPlayEffect.playDuration).speed(options.speed).repeatForever(autoreverses: false)
            : Animation.easeInOut(duration: SymbolPlayEffect.playDuration * Double(playsPerChange)).speed(options.speed)
        // A symbol plays on its own timing, whatever the transaction or an enclosing animation
        // modifier says: its animation takes the place of theirs.
        return wrapEach(content, node: node, context: context) { id, child in
            Element(id: id, kind: play, children: [child], implicitAnimation: animation, changeAnimation: .some(animation))
        }
    }
}
