// FocusState.swift: SwiftUI's @FocusState and `.focused(_:)`: which field has the focus, as state
// the view owns. Code moves the focus by setting it; a tap on a text field marked `.focused`
// gives it the focus. Either way the focus state that held it before loses it (FocusOwner), as
// one field at a time holds the focus on iOS. A recording has no keyboard to show.

/// Where the focus is, for the fields marked with `.focused(_:)` or `.focused(_:equals:)`.
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
            nonmutating set { FocusOwner.move(state, to: newValue, unfocused: unfocused) }
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
        nonmutating set { FocusOwner.move(state, to: newValue, unfocused: unfocused) }
    }

    public var projectedValue: Binding { Binding(state: state, unfocused: unfocused) }
}

extension View {
    /// Marks the text fields inside as focused while `condition` is true; a tap on one makes it true.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        environmentChange { $0.focusAction = { condition.wrappedValue = true } }
    }

    /// Marks the text fields inside as focused while `binding` equals `value`; a tap on one sets it.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        environmentChange { $0.focusAction = { binding.wrappedValue = value } }
    }
}

private struct FocusActionKey: EnvironmentKey { static var defaultValue: (() -> Void)? { nil } }

extension EnvironmentValues {
    /// What a tap on a text field does to give it the focus (nil: it is not marked `.focused`).
    var focusAction: (() -> Void)? {
        get { self[FocusActionKey.self] }
        set { self[FocusActionKey.self] = newValue }
    }
}
