// ValueAnimationModifier.swift: `.animation(_:value:)`: the value seen in the previous
// transaction is kept in the node, and in a transaction where the value changed the content's
// changes take the animation, in place of the transaction's own (as SwiftUI's animation modifier
// sets the transaction's animation: `.animation(nil, value:)` keeps a change from animating even
// inside withAnimation); other changes keep the animation they had. A transaction that
// disables animations passes by it.

/// `.animation(_:value:)`: the value seen in the previous transaction is kept in the node, and
/// the content's changes take the animation when the value differs from it.
struct ValueAnimationModifier<V: Equatable>: ViewModifier, PrimitiveModifier {
    let animation: Animation?
    let value: V

    func body(content: Content) -> Never { fatalError("primitive") }

    func makeElements(content: any View, node: ViewNode, context: BuildContext) -> [Element] {
        let changed = context.remembered(value, in: node).previous != value && !context.environment.disablesAnimations
        return context.with { if changed { $0.changeAnimation = .some(animation) } }.build(content, at: .slot("content"), of: node)
    }
}

/// A value as it stood before the current transaction, and as it stands in it.
final class ValueMemory<V: Equatable> {
    private(set) var previous: V
    private var current: V
    private var generation = -1

    init(_ value: V) { previous = value; current = value }

    func see(_ value: V, generation: Int) {
        if generation != self.generation {
            previous = current
            self.generation = generation
        }
        current = value
    }
}

extension BuildContext {
    /// The memory `node` keeps of `value` (made on first sight), shown `value` in this
    /// transaction; drawing a frame evaluates the view too, but only a transaction moves it.
    func remembered<V: Equatable>(_ value: V, in node: ViewNode) -> ValueMemory<V> {
        let memory = (node.storage[StorageSlot.valueMemory] as? ValueMemory<V>) ?? ValueMemory(value)
        node.storage[StorageSlot.valueMemory] = memory
        if !graph.isPresenting { memory.see(value, generation: graph.generation) }
        return memory
    }
}
