// ViewNode.swift: the persistent tree behind the view values. A node stands for one view at one
// structural position (its place in the builder code, or its id in a ForEach) and lives as long
// as a view of the same type stays there. It holds what must survive re-evaluation of `body`:
// the view's @State storage, its namespace ids, and (for the animation engine) the identity
// under which presented values and running animators are kept.

/// A node's identity: unique for the life of a ViewGraph, never reused.
struct NodeID: Hashable, Comparable, CustomStringConvertible {
    let raw: Int
    static func < (a: NodeID, b: NodeID) -> Bool { a.raw < b.raw }
    var description: String { "#\(raw)" }
}

/// Where a child sits in its parent's content: the structure of the code, not its values.
enum ChildKey: Hashable {
    /// The body of a composite view.
    case body
    /// Position in a builder block (TupleView).
    case index(Int)
    /// The branches of an if/else.
    case trueBranch, falseBranch
    /// The value of an optional (an `if` without else).
    case some
    /// An element of a ForEach, by its id.
    case id(AnyHashable)
    /// A modifier's content, or a named slot of a primitive (overlay, background, label…).
    case slot(String)
}

/// One view's place in the persistent tree.
final class ViewNode {
    let id: NodeID
    /// The type of view this node was made for; a different type at the same place replaces it.
    let viewType: ObjectIdentifier
    private(set) var children: [ChildKey: ViewNode] = [:]
    /// Dynamic property storage (@State, @Namespace…), by the property's position in the view;
    /// the engine's own per-node memory under the negative slots of `StorageSlot`.
    var storage: [Int: AnyObject] = [:]
    /// Whether the children this node keeps under `.id` keys are views identified by those ids
    /// (a ForEach's elements, an `.id(_:)`), which `ScrollViewProxy.scrollTo` can find; other
    /// nodes key children by a value for other reasons (a symbol's name, a text's string).
    var identifiesChildren = false
    /// Children visited during the current evaluation; the rest are removed after it.
    private var visited: Set<ChildKey> = []
    unowned let graph: ViewGraph

    init(id: NodeID, viewType: ObjectIdentifier, graph: ViewGraph) {
        self.id = id
        self.viewType = viewType
        self.graph = graph
    }

    /// The child at `key` for a view of type `type`: the existing one if the type matches, else
    /// a new node (and the old subtree, with its state, is gone).
    func child(_ key: ChildKey, for type: Any.Type) -> ViewNode {
        visited.insert(key)
        let typeID = ObjectIdentifier(type)
        if let existing = children[key] {
            if existing.viewType == typeID { return existing }
            existing.tearDown()
        }
        let node = graph.makeNode(viewType: typeID)
        children[key] = node
        return node
    }

    /// Starts an evaluation of this node's content.
    func beginEvaluation() { visited.removeAll(keepingCapacity: true) }

    /// Drops the children the evaluation did not visit: their views are gone.
    func endEvaluation() {
        for key in children.keys where !visited.contains(key) {
            children[key]?.tearDown()
            children[key] = nil
        }
    }

    /// The view left the tree: what it keeps is told (onDisappear actions are queued, tasks
    /// and subscriptions cancelled), children first.
    private func tearDown() {
        for child in children.values { child.tearDown() }
        for case let part as NodeTeardown in storage.values { part.viewDidLeave(graph) }
    }
}

/// Something a node keeps that must know when its view leaves the tree.
protocol NodeTeardown {
    func viewDidLeave(_ graph: ViewGraph)
}

/// When a node last did something it does once per change: a change may evaluate a view more
/// than once (a custom layout around it does), and an action or a completion must not run twice.
final class ChangeMark {
    var generation = -1
}

extension ViewNode {
    /// Whether this is the node's first ask for `slot` in the change `generation`; the ask marks it.
    func isFirstAsk(for slot: Int, inChange generation: Int) -> Bool {
        let mark = (storage[slot] as? ChangeMark) ?? ChangeMark()
        storage[slot] = mark
        guard mark.generation != generation else { return false }
        mark.generation = generation
        return true
    }
}

/// The engine's own slots in a node's storage, below the dynamic properties' (0, 1, 2…).
enum StorageSlot {
    /// What `.animation(_:value:)` remembers of the value.
    static let valueMemory = -1
    /// What a lifecycle modifier remembers (onAppear, onChange, task, onReceive).
    static let lifecycle = -2
    /// A gesture's tap history (double taps span two touches).
    static let gesture = -3
    /// A Button's pressed state.
    static let pressed = -4
    /// The last value of a `.numericText(value:)` content transition.
    static let numericValue = -5
    /// How many times a `.symbolEffect(_:value:)` has played.
    static let symbolPlays = -6
    /// The identities of a `.visualEffect`'s effects.
    static let effectIdentities = -7
    /// What a NavigationStack pushed.
    static let navigation = -8
    /// A ScrollView's offset and the rest of its ScrollState.
    static let scrollState = -9
    /// A ScrollViewReader's proxy.
    static let scrollReader = -10
    /// The change whose animation completions a `.transaction` closure last scheduled.
    static let transactionCompletions = -11
    /// The change whose `onDismiss` a presentation last ran.
    static let dismissal = -12
}
