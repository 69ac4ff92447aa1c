// NamespaceLink.swift: how a @Namespace wrapper gets its identity: the node keeps it in a box,
// made the first time, so it survives re-creation of the view value.

final class NamespaceLink {
    var raw: Int?
}

/// The node keeps the id in a box so it survives re-creation of the view value.
final class NamespaceBox {
    let raw: Int
    init(raw: Int) { self.raw = raw }
}

extension Namespace: NodeAttachable {
    func attach(to node: ViewNode, slot: Int, environment: EnvironmentValues) {
        if let box = node.storage[slot] as? NamespaceBox {
            link.raw = box.raw
        } else {
            let box = NamespaceBox(raw: node.graph.makeNamespaceID())
            node.storage[slot] = box
            link.raw = box.raw
        }
    }
}
