// State.swift: SwiftUI's @State. The wrapper in a view value starts with its initial value; when
// the engine evaluates the view it links the wrapper to the persistent StateStorage of the view's
// node (created from that initial value the first time), so the value survives every re-creation
// of the view value by its parent.

/// A value owned by a view and kept by the engine for as long as the view stays in place.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let link: StateLink<Value>

    public init(wrappedValue: Value) { link = StateLink(initial: wrappedValue) }
    public init(initialValue: Value) { link = StateLink(initial: initialValue) }

    public var wrappedValue: Value {
        get { link.value }
        nonmutating set { link.value = newValue }
    }

    public var projectedValue: Binding<Value> { link.binding }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}
/// A property the engine updates before evaluating `body` (State, Namespace, Binding…).
public protocol DynamicProperty {}
