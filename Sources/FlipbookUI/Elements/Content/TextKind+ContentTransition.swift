// TextKind+ContentTransition.swift: a Text under a content transition is built with an identity
// that includes its string, so that a change of string is the old text removed and the new one
// inserted: the store's ghosts and insertion tracks then play the content transition as an
// ordinary view transition (see API/ContentTransition.swift for what each one looks like).

/// The last value a `.numericText(value:)` text showed, to tell counting up from down.
private final class NumericValueMemory {
    var value: Double
    var countsDown = false
    init(_ value: Double) { self.value = value }
}

extension Text {
    /// The element of a text whose string changes through `transition` (not `.identity`).
    func element(_ kind: TextKind, in node: ViewNode, context: BuildContext, transition: ContentTransition, fontSize: CGFloat) -> Element {
        let shown = node.child(.id(AnyHashable(kind.string)), for: Text.self)
        let text = context.element(shown.child(.slot("content"), for: Text.self).id, kind)
        let remembers = !context.graph.isPresenting
        let trait = TransitionTrait(transition: Self.viewTransition(for: transition, in: node, remembers: remembers, fontSize: fontSize))
        return context.element(shown.id, trait, children: [text])
    }

    private static func viewTransition(for transition: ContentTransition, in node: ViewNode, remembers: Bool, fontSize: CGFloat) -> AnyTransition {
        switch transition.style {
        case .identity, .opacity, .interpolate, .symbolReplace:
            return .opacity
        case .numericText(let countsDown):
            let down = countsDown ?? countsDownToValue(transition.value ?? 0, in: node, remembers: remembers)
            let rise = fontSize / 2 * (down ? -1 : 1)
            return .asymmetric(insertion: .offset(y: rise).combined(with: .opacity),
                               removal: .offset(y: -rise).combined(with: .opacity))
        }
    }

    /// Whether `value` is below the one shown before (the direction is kept while it is equal).
    /// Drawing a frame evaluates the view too, but only a transaction may move the memory.
    private static func countsDownToValue(_ value: Double, in node: ViewNode, remembers: Bool) -> Bool {
        guard let memory = node.storage[StorageSlot.numericValue] as? NumericValueMemory else {
            if remembers { node.storage[StorageSlot.numericValue] = NumericValueMemory(value) }
            return false
        }
        if remembers, value != memory.value { memory.countsDown = value < memory.value; memory.value = value }
        return memory.countsDown
    }
}
