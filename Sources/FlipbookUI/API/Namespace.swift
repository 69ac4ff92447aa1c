// Namespace.swift: SwiftUI's @Namespace: an identity, stable for the life of the view that
// declares it, that scopes matchedGeometryEffect ids.

/// A persistent identity for grouping matched geometry.
@propertyWrapper
public struct Namespace: DynamicProperty {
    let link = NamespaceLink()
    public init() {}

    public var wrappedValue: Namespace.ID { ID(raw: link.raw ?? -1) }

    /// A namespace's identity.
    public struct ID: Hashable {
        let raw: Int
    }
}
