// EnvironmentObject.swift: SwiftUI's @EnvironmentObject and `.environmentObject(_:)`: an
// ObservableObject an ancestor puts in the environment, one for each object type, which the
// views inside read and follow (ObjectSubscription).

import Combine

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

    /// Makes bindings to the object's properties.
    public typealias Wrapper = ObservedObject<ObjectType>.Wrapper

    public var projectedValue: Wrapper { Wrapper(wrappedValue) }
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
