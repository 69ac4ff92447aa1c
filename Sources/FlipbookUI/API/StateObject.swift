// StateObject.swift: SwiftUI's @StateObject: an ObservableObject (Combine's protocol) a view makes
// once and owns for as long as it stays in place; the view evaluates again when the object
// announces a change (StateObjectLink, ObjectSubscription).

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
