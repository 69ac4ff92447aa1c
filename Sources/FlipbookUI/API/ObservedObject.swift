// ObservedObject.swift: SwiftUI's wrappers for an ObservableObject (Combine's protocol):
// @StateObject (made once and owned by the view), @ObservedObject (handed in by the parent) and
// @EnvironmentObject (put in the environment by an ancestor's `.environmentObject(_:)`). Each makes
// its view evaluate again when the object announces a change (ObjectSubscription).

import Combine

/// An observable object a view makes once and keeps for as long as it stays in place.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let link: StateObjectLink<ObjectType>

    /// `thunk` runs once, the first time the view is built: later copies of the view value made
    /// by its parent do not make the object again.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        link = StateObjectLink(make: thunk)
    }

    public var wrappedValue: ObjectType { link.object }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(link.object) }
}

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

/// An observable object an ancestor put in the environment with `.environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let link = EnvironmentLink()

    public init() {}

    /// The ancestor's object; reading it without one is a programming error, as in SwiftUI.
    public var wrappedValue: ObjectType {
        guard let object = link.values?[EnvironmentObjectKey<ObjectType>.self] else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(wrappedValue) }
}

/// Where `.environmentObject(_:)` keeps an object: one key for each object type.
struct EnvironmentObjectKey<ObjectType: ObservableObject>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

extension View {
    /// Puts `object` in the environment of the view and everything inside it, for their
    /// @EnvironmentObject properties of its type.
    public func environmentObject<ObjectType: ObservableObject>(_ object: ObjectType) -> some View {
        environmentChange { $0[EnvironmentObjectKey<ObjectType>.self] = object }
    }
}
