// Binding.swift: SwiftUI's @Binding: a read-write reference to a value owned elsewhere.

/// A two-way connection to a value stored elsewhere.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a value that never changes; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] },
                         set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}

extension Binding {
    /// The same value, each write made inside `withAnimation(animation)`: what depends on it
    /// animates however the write is made (a toggle's switch, a picker's segment).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        let binding = self
        return Binding(get: { binding.wrappedValue },
                       set: { value in withAnimation(animation) { binding.wrappedValue = value } })
    }
}
