// Bindable.swift: SwiftUI's @Bindable: bindings to the properties of an @Observable object the
// view was handed (`$model.volume`). Reading through it is an ordinary read, followed as any is.

import Observation

/// Makes bindings to the mutable properties of an observable object.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value>: DynamicProperty {
    public var wrappedValue: Value

    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let root = wrappedValue
        return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
    }
}
