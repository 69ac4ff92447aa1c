// AppStorageLink.swift: how an @AppStorage wrapper reaches its storage: the graph keeps one
// StateStorage for each key (and value type), so every view naming the key reads and writes the
// same value, and a write re-evaluates and animates as a @State write does.

extension AppStorage: NodeAttachable {
    /// The key's storage lives in the graph, not the node: every view naming the key shares it,
    /// made from the first one's default.
    func attach(to node: ViewNode, slot: Int, environment: EnvironmentValues) {
        link.storage = node.graph.appStorage(key, initial: link.initial)
    }
}
