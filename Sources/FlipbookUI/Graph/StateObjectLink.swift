// StateObjectLink.swift: how a @StateObject reaches its node. Its object is made the first time
// its view is built and then kept in the node, with the node's subscription to it, so the
// parent's new copies of the view value (each with a fresh, unevaluated thunk) find it there.

import Combine

/// The reference a StateObject wrapper keeps: the engine points it at the node's object.
final class StateObjectLink<ObjectType: ObservableObject> {
    private let make: () -> ObjectType
    private var made: ObjectType?

    init(make: @escaping () -> ObjectType) { self.make = make }

    /// The node's object once the view was built; before that (a wrapper read outside any view)
    /// one made for this wrapper alone.
    var object: ObjectType {
        if let made { return made }
        let object = make()
        made = object
        return object
    }

    func adopt(_ object: ObjectType) { made = object }
}

/// The object a @StateObject made, kept by its node with the node's subscription to it.
final class StateObjectStorage<ObjectType: ObservableObject>: NodeTeardown {
    let object: ObjectType
    private let subscription: ObjectSubscription

    init(_ object: ObjectType, graph: ViewGraph) {
        self.object = object
        subscription = ObjectSubscription(object, graph: graph)
    }

    func viewDidLeave(_ graph: ViewGraph) { subscription.cancel() }
}

extension StateObject: NodeAttachable {
    func attach(to node: ViewNode, slot: Int, environment: EnvironmentValues) {
        let storage: StateObjectStorage<ObjectType>
        if let existing = node.storage[slot] as? StateObjectStorage<ObjectType> {
            storage = existing
        } else {
            storage = StateObjectStorage(link.object, graph: node.graph)
            node.storage[slot] = storage
        }
        link.adopt(storage.object)
    }
}
