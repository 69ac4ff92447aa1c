// FocusOwner.swift: which focus state holds the focus in one graph, so that giving the focus to
// one (by a tap or by code) takes it from the one that had it. Focus states are told apart by
// their storage, which lives as long as their view, not by the wrapper a parent makes anew.

/// The focus state holding the focus, and how to take it back.
final class FocusOwner {
    private var holder: ObjectIdentifier?
    private var resign: (() -> Void)?

    /// Sets `state` to `value`; a focus (anything but `unfocused`) first takes the focus from the
    /// state that held it, if another.
    static func move<Value: Hashable>(_ state: State<Value>, to value: Value, unfocused: Value) {
        if let storage = state.link.storage, let owner = storage.graph?.focusOwner {
            owner.move(ObjectIdentifier(storage), focused: value != unfocused) { state.wrappedValue = unfocused }
        }
        state.wrappedValue = value
    }

    private func move(_ id: ObjectIdentifier, focused: Bool, resign: @escaping () -> Void) {
        guard focused else {
            if holder == id { holder = nil; self.resign = nil }
            return
        }
        if holder != id { self.resign?() }
        holder = id
        self.resign = resign
    }
}
