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

final class NamespaceLink {
    var raw: Int?
}

/// The node keeps the id in a box so it survives re-creation of the view value.
final class NamespaceBox {
    let raw: Int
    init(raw: Int) { self.raw = raw }
}

extension Namespace: NodeAttachable {
    func attach(to node: ViewNode, slot: Int) {
        if let box = node.storage[slot] as? NamespaceBox {
            link.raw = box.raw
        } else {
            let box = NamespaceBox(raw: node.graph.makeNamespaceID())
            node.storage[slot] = box
            link.raw = box.raw
        }
    }
}
