// FocusState.swift: SwiftUI's @FocusState and `.focused(_:)`: which field has the focus, as state
// the view owns. Code moves the focus by setting it; a tap on a view marked `.focused` gives that
// view the focus, and takes it from the field that had it (FocusOwner). A recording has no
// keyboard to show.

/// Where the focus is, for the views marked with `.focused(_:)` or `.focused(_:equals:)`.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let state: State<Value>
    /// What no focus is: false, or nil.
    let unfocused: Value

    /// The focus state as a binding the `.focused` modifiers read and write.
    @propertyWrapper
    public struct Binding {
        let state: State<Value>
        let unfocused: Value

        public var wrappedValue: Value {
            get { state.wrappedValue }
            nonmutating set { state.wrappedValue = newValue }
        }

        public var projectedValue: Binding { self }
    }

    public init() where Value == Bool {
        state = State(wrappedValue: false)
        unfocused = false
    }

    public init<T: Hashable>() where Value == T? {
        state = State(wrappedValue: nil)
        unfocused = nil
    }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding { Binding(state: state, unfocused: unfocused) }
}

extension View {
    /// Marks the view as focused while `condition` is true; a tap on it makes it true.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(FocusModifier(binding: condition, value: true))
    }

    /// Marks the view as focused while `binding` equals `value`; a tap on it sets `value`.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(FocusModifier(binding: binding, value: value))
    }
}
