// GestureState.swift: SwiftUI's @GestureState: a value a gesture updates while it is active
// (through `updating`), reset to its initial value when the gesture ends or is cancelled, with
// the reset transaction's animation.

/// State that lives only while a gesture is active.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let link: StateLink<Value>
    let initialValue: Value
    let reset: (Value, inout Transaction) -> Void

    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, resetTransaction: Transaction()) }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    public init(wrappedValue: Value, resetTransaction: Transaction) {
        link = StateLink(initial: wrappedValue)
        initialValue = wrappedValue
        reset = { _, transaction in transaction = resetTransaction }
    }

    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        link = StateLink(initial: wrappedValue)
        initialValue = wrappedValue
        self.reset = reset
    }

    public var wrappedValue: Value { link.storage?.value ?? link.initial }
    public var projectedValue: GestureState<Value> { self }
}
