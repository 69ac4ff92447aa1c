// View+Lifecycle.swift: actions tied to a view's life: when it appears and disappears, when a
// value changes, async work while it is shown, values from a publisher. They all run on the
// render clock (see Clock/RenderClock): deterministically, at storyboard time.

import Combine

extension View {
    /// Runs `action` when the view appears (before the first frame that shows it).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearanceModifier(onAppear: action, onDisappear: nil))
    }

    /// Runs `action` when the view leaves the tree.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearanceModifier(onAppear: nil, onDisappear: action))
    }

    /// Runs `action` with the old and new values after an update changes `value` (and once
    /// when the view appears, with `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` after an update changes `value` (and once when the view appears, with `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: initial, action: { _, _ in action() }))
    }

    /// The deprecated form: the action receives the new value.
    @available(*, deprecated, message: "Use onChange with a two-parameter or zero-parameter action instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: false, action: { _, new in action(new) }))
    }

    /// Starts `action` when the view appears and cancels it when the view leaves.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: 0, priority: priority, action: action))
    }

    /// Starts `action` when the view appears, restarts it whenever `id` changes, and cancels it
    /// when the view leaves.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: value, priority: priority, action: action))
    }

    /// Calls `action` with every value `publisher` sends while the view is shown.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        modifier(ReceiveModifier(publisher: publisher, action: action))
    }
}
