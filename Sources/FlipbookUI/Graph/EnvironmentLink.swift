// EnvironmentLink.swift: how an @Environment wrapper sees its view's environment: before `body`
// runs, the graph hands the link the environment the view is built in.

/// The environment an @Environment wrapper reads from.
final class EnvironmentLink {
    var values: EnvironmentValues?
}

extension Environment: NodeAttachable {
    func attach(to node: ViewNode, slot: Int, environment: EnvironmentValues) {
        link.values = environment
    }
}
