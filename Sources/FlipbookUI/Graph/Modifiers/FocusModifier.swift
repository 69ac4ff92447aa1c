// FocusModifier.swift: how `.focused` hands the focus over. A tap on the marked view (alongside
// its own gestures) sets its focus state to the view's value; the graph remembers which focus
// state that was, so that the next tap on a view of another focus state first takes the focus
// from the old one, as one field at a time holds the focus on iOS.

/// `.focused(_:)` and `.focused(_:equals:)`: a tap gives the view the focus.
struct FocusModifier<Value: Hashable>: ViewModifier, PrimitiveModifier {
    let binding: FocusState<Value>.Binding
    let value: Value

    func body(content: Content) -> Never { fatalError("primitive") }

    func makeElements(content: any View, node: ViewNode, context: BuildContext) -> [Element] {
        let binding = self.binding, value = self.value
        let owner = context.graph.focusOwner
        func focusable<V: View>(_ view: V) -> any View {
            view.simultaneousGesture(TapGesture().onEnded { owner.give(to: binding, value: value) })
        }
        return context.build(focusable(content), at: .slot("content"), of: node)
    }
}

/// Which focus state holds the focus a tap gave, in one graph.
final class FocusOwner {
    private var holder: ObjectIdentifier?
    private var resign: (() -> Void)?

    /// Sets `binding` to `value`, first clearing the focus state that held the focus, if another.
    func give<Value: Hashable>(to binding: FocusState<Value>.Binding, value: Value) {
        let id = ObjectIdentifier(binding.state.link)
        if holder != id { resign?() }
        holder = id
        resign = { binding.wrappedValue = binding.unfocused }
        binding.wrappedValue = value
    }
}
