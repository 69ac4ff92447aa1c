// ObservedObject.swift: SwiftUI's @ObservedObject: an ObservableObject (Combine's protocol) handed
// in by the parent, which the view follows: it evaluates again when the object announces a
// change (ObjectSubscription). Its Wrapper makes bindings to the object's properties, for
// @StateObject and @EnvironmentObject too.

import Combine

/// An observable object owned elsewhere, that the view follows.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to an object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        private let root: ObjectType

        init(_ root: ObjectType) { self.root = root }

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = self.root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    public var projectedValue: Wrapper { Wrapper(wrappedValue) }
}
