// StateLink.swift: how a @State wrapper (and a @FocusState, which keeps its value in one) reaches
// its storage. The wrapper in a view value holds a link; when the graph evaluates the view it
// points the link at the node's persistent StateStorage (made from the wrapper's initial value
// the first time), so the value survives every re-creation of the view value by its parent.

/// The reference a State wrapper keeps: the engine points it at the node's storage.
final class StateLink<Value> {
    var initial: Value
    var storage: StateStorage<Value>?
    init(initial: Value) { self.initial = initial }

    /// The storage's value once linked; before (a wrapper used outside any view), its own.
    var value: Value {
        get { storage?.value ?? initial }
        set { if let storage { storage.value = newValue } else { initial = newValue } }
    }

    /// A binding to `value`.
    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

extension StateLink {
    /// Links to the storage kept in the node's slot, made there from the initial value the
    /// first time.
    func attach(to node: ViewNode, slot: Int) {
        if let existing = node.storage[slot] as? StateStorage<Value> {
            storage = existing
        } else {
            let made = StateStorage(initial, graph: node.graph)
            node.storage[slot] = made
            storage = made
        }
    }
}

extension State: NodeAttachable {
    func attach(to node: ViewNode, slot: Int, environment: EnvironmentValues) { link.attach(to: node, slot: slot) }
}

/// A @GestureState keeps its value in the node as a @State does; the gesture's `updating` writes
/// it and the gesture's end resets it.
extension GestureState: NodeAttachable {
    func attach(to node: ViewNode, slot: Int, environment: EnvironmentValues) { link.attach(to: node, slot: slot) }
}

extension FocusState: NodeAttachable {
    func attach(to node: ViewNode, slot: Int, environment: EnvironmentValues) {
        state.attach(to: node, slot: slot, environment: environment)
    }
}
