// DynamicProperties.swift: links a view value's dynamic properties (@State, @Namespace,
// @Environment) to its node and environment before `body` runs. The wrappers hold references, so
// reading them through a Mirror and pointing those references at the node's storage updates the
// view value itself.

/// A property wrapper that the engine connects to node storage.
protocol NodeAttachable {
    func attach(to node: ViewNode, slot: Int, environment: EnvironmentValues)
}

enum DynamicProperties {
    /// Attaches every top-level dynamic property of `view` to `node`, slot by declaration order.
    static func attach(_ view: Any, to node: ViewNode, environment: EnvironmentValues) {
        var slot = 0
        for child in Mirror(reflecting: view).children {
            if let property = child.value as? NodeAttachable {
                property.attach(to: node, slot: slot, environment: environment)
                slot += 1
            }
        }
    }
}
