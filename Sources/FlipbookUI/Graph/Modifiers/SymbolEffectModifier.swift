// SymbolEffectModifier.swift: `.symbolEffect(_:options:value:)`: counts the changes of the value
// (once per transaction, as `.animation(_:value:)` compares it) and hands the count to a
// SymbolPlayEffect element as its phase; each change moves the phase on by one, under the
// transaction's animation or else the effect's own, and the element draws one play per unit.

/// The count of a value's changes, kept in the node.
private final class SymbolEffectMemory<V: Equatable> {
    let values: ValueMemory<V>
    var plays = 0
    private var countedGeneration = -1

    init(_ value: V) { values = ValueMemory(value) }

    func see(_ value: V, generation: Int) {
        values.see(value, generation: generation)
        if values.previous != value && countedGeneration != generation {
            plays += 1
            countedGeneration = generation
        }
    }
}

struct SymbolEffectModifier<Effect: DiscreteSymbolEffect, V: Equatable>: ViewModifier, PrimitiveModifier {
    let effect: Effect
    let options: SymbolEffectOptions
    let value: V

    func body(content: Content) -> Never { fatalError("primitive") }

    func makeElements(content: any View, node: ViewNode, context: BuildContext) -> [Element] {
        let memory = (node.storage[StorageSlot.valueMemory] as? SymbolEffectMemory<V>) ?? SymbolEffectMemory(value)
        node.storage[StorageSlot.valueMemory] = memory
        if !context.graph.isPresenting { memory.see(value, generation: context.graph.generation) }
        let play = SymbolPlayEffect(style: effect._play.style, phase: Double(memory.plays))
        let animation = Animation.easeInOut(duration: SymbolPlayEffect.playDuration).speed(options.speed)
        return wrapEach(content, node: node, context: context) { id, child in
            Element(id: id, kind: play, children: [child], implicitAnimation: context.environment.implicitAnimation ?? animation)
        }
    }
}
