// LifecycleModifiers.swift: onAppear, onDisappear, onChange, task and onReceive. Each remembers
// in its node what it saw; an evaluation that finds something to do (the view appeared, a value
// changed, the view left) queues an action, and the engine runs the queue once the evaluation is
// over, on the render clock (Engine.runPendingWork). Evaluations that only draw a frame
// (`isPresenting`) neither remember nor queue anything.
// Follows SwiftUI's documented order: onAppear's action completes before the first frame that
// shows the view; onDisappear when the view leaves; onChange after the update in which the value
// compared unequal, with the old and new values; task starts when the view appears, is cancelled
// when it leaves, and restarts when its id changes.

import Combine

/// onAppear / onDisappear.
struct AppearanceModifier: ViewModifier, PrimitiveModifier {
    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?

    func body(content: Content) -> Never { fatalError("primitive") }

    func makeElements(content: any View, node: ViewNode, context: BuildContext) -> [Element] {
        let graph = context.graph
        if !graph.isPresenting {
            if let memory = node.storage[StorageSlot.lifecycle] as? AppearanceMemory {
                memory.onDisappear = onDisappear
            } else {
                node.storage[StorageSlot.lifecycle] = AppearanceMemory(onDisappear: onDisappear)
                if let onAppear { graph.enqueueLifecycleAction(onAppear) }
            }
        }
        return context.build(content, at: .slot("content"), of: node)
    }
}

/// The latest onDisappear action of a shown view.
final class AppearanceMemory: NodeTeardown {
    var onDisappear: (() -> Void)?
    init(onDisappear: (() -> Void)?) { self.onDisappear = onDisappear }
    func viewDidLeave(_ graph: ViewGraph) {
        if let onDisappear { graph.enqueueLifecycleAction(onDisappear) }
    }
}

/// onChange(of:initial:_:): the action runs with (old, new) after an update changed the value.
struct ChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    func body(content: Content) -> Never { fatalError("primitive") }

    func makeElements(content: any View, node: ViewNode, context: BuildContext) -> [Element] {
        let graph = context.graph
        if !graph.isPresenting {
            let (value, action) = (self.value, self.action)
            if let memory = node.storage[StorageSlot.lifecycle] as? Memory<Value> {
                if memory.value != value {
                    let old = memory.value
                    memory.value = value
                    graph.enqueueLifecycleAction { action(old, value) }
                }
            } else {
                node.storage[StorageSlot.lifecycle] = Memory(value)
                if initial { graph.enqueueLifecycleAction { action(value, value) } }
            }
        }
        return context.build(content, at: .slot("content"), of: node)
    }
}

/// A value a node remembers from one evaluation to the next.
final class Memory<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// task(id:priority:_:): an async action started on the render clock when the view appears,
/// cancelled when it leaves, restarted when `id` changes.
struct TaskModifier<ID: Equatable>: ViewModifier, PrimitiveModifier {
    let id: ID
    let priority: TaskPriority
    let action: () async -> Void

    func body(content: Content) -> Never { fatalError("primitive") }

    func makeElements(content: any View, node: ViewNode, context: BuildContext) -> [Element] {
        let graph = context.graph
        if !graph.isPresenting {
            let running = node.storage[StorageSlot.lifecycle] as? RunningTask<ID>
            if running == nil || running?.id != id {
                running?.cancel()
                let task = RunningTask(id: id)
                node.storage[StorageSlot.lifecycle] = task
                let (priority, action) = (self.priority, self.action)
                graph.enqueueLifecycleAction { task.start(priority: priority, action) }
            }
        }
        return context.build(content, at: .slot("content"), of: node)
    }
}

/// The task a view started, cancelled when the view leaves.
final class RunningTask<ID>: NodeTeardown {
    let id: ID
    private var task: Task<Void, Never>?
    private var isCancelled = false

    init(id: ID) { self.id = id }

    func start(priority: TaskPriority, _ action: @escaping () async -> Void) {
        guard !isCancelled, let clock = RenderClock.current else { return }
        task = clock.startTask(priority: priority, action)
    }

    func cancel() {
        isCancelled = true
        task?.cancel()
    }

    func viewDidLeave(_ graph: ViewGraph) { cancel() }
}

/// onReceive(_:perform:): subscribes to the publisher when the view appears (keeping that
/// subscription while the view stays, whatever publisher later values of the view carry) and
/// calls the view's latest action with each value.
struct ReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void

    func body(content: Content) -> Never { fatalError("primitive") }

    func makeElements(content: any View, node: ViewNode, context: BuildContext) -> [Element] {
        let graph = context.graph
        if !graph.isPresenting {
            if let receiver = node.storage[StorageSlot.lifecycle] as? Receiver<P.Output> {
                receiver.action = action
            } else {
                let receiver = Receiver(action: action)
                node.storage[StorageSlot.lifecycle] = receiver
                let publisher = self.publisher
                graph.enqueueLifecycleAction { receiver.subscribe(to: publisher) }
            }
        }
        return context.build(content, at: .slot("content"), of: node)
    }
}

/// A view's subscription to a publisher and its latest action.
final class Receiver<Output>: NodeTeardown {
    var action: (Output) -> Void
    private var subscription: AnyCancellable?
    private var isCancelled = false

    init(action: @escaping (Output) -> Void) { self.action = action }

    func subscribe<P: Publisher>(to publisher: P) where P.Output == Output, P.Failure == Never {
        guard !isCancelled else { return }
        subscription = publisher.sink { [weak self] value in self?.action(value) }
    }

    func viewDidLeave(_ graph: ViewGraph) {
        isCancelled = true
        subscription?.cancel()
        subscription = nil
    }
}
