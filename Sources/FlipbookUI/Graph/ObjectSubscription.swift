// ObjectSubscription.swift: how @StateObject, @ObservedObject and @EnvironmentObject make their
// view evaluate again (the last two attach here; a @StateObject keeps its subscription with its
// object, StateObjectLink). The view's node subscribes to the object's `objectWillChange`, and each
// announcement is logged as a write in the transaction it was made in, so a change inside
// `withAnimation` animates. The write applies nothing: an object's properties are read live,
// as SwiftUI reads them.

import Combine

/// A node's subscription to one observable object, kept until the view leaves the tree or is
/// handed another object.
final class ObjectSubscription: NodeTeardown {
    private weak var object: AnyObject?
    private var cancellable: AnyCancellable?

    init<Object: ObservableObject>(_ object: Object, graph: ViewGraph) {
        self.object = object
        cancellable = object.objectWillChange.sink { [weak graph] _ in graph?.logObjectChange() }
    }

    func viewDidLeave(_ graph: ViewGraph) { cancel() }

    func cancel() {
        cancellable?.cancel()
        cancellable = nil
    }

    /// Keeps `node` subscribed to `object` under `slot`: the existing subscription if it is to
    /// the same object, else a new one in place of the old (none for nil).
    static func keep<Object: ObservableObject>(_ object: Object?, in node: ViewNode, slot: Int) {
        let existing = node.storage[slot] as? ObjectSubscription
        if let existing, existing.object === object { return }
        existing?.cancel()
        node.storage[slot] = object.map { ObjectSubscription($0, graph: node.graph) }
    }
}

extension ObservedObject: NodeAttachable {
    func attach(to node: ViewNode, slot: Int, environment: EnvironmentValues) {
        ObjectSubscription.keep(wrappedValue, in: node, slot: slot)
    }
}

extension EnvironmentObject: NodeAttachable {
    func attach(to node: ViewNode, slot: Int, environment: EnvironmentValues) {
        link.values = environment
        ObjectSubscription.keep(environment[EnvironmentObjectKey<ObjectType>.self], in: node, slot: slot)
    }
}
