// DispatchQueue.swift: Dispatch's queues as SwiftUI code uses them (`DispatchQueue.main.async`,
// `asyncAfter(deadline: .now() + 0.3)`, a work item cancelled before it runs), on the render
// clock of the view whose code calls them: work runs at storyboard time, in order, on every run
// alike. Declared here, in the module SwiftUI files import, these types take the place of
// Dispatch's for that code (a module's own declarations shadow those of the modules it
// re-exports). Outside a rendered view they hand the work to Dispatch. The work's `@Sendable` is
// `@preconcurrency`, as Dispatch's is seen from Swift 5 code: `DispatchQueue.main.async { state
// = 1 }` in a view compiles without a warning, as in Xcode.

import Dispatch
import FlipbookUI
import Combine

/// A queue of work; every queue runs on the render clock, so all are serial and ordered.
public final class DispatchQueue: Scheduler, @unchecked Sendable {
    /// What Dispatch's queue would do outside a rendered view.
    private let fallback: Dispatch.DispatchQueue

    private init(_ fallback: Dispatch.DispatchQueue) { self.fallback = fallback }

    public static let main = DispatchQueue(.main)

    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue { DispatchQueue(.global(qos: qos)) }

    public convenience init(label: String, qos: DispatchQoS = .unspecified, attributes: Dispatch.DispatchQueue.Attributes = [],
                            autoreleaseFrequency: Dispatch.DispatchQueue.AutoreleaseFrequency = .inherit, target: DispatchQueue? = nil) {
        self.init(Dispatch.DispatchQueue(label: label, qos: qos))
    }

    /// Runs `work` as soon as the current event is over.
    @preconcurrency
    public func async(group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                      execute work: @escaping @Sendable @convention(block) () -> Void) {
        asyncAfter(delay: 0, work)
    }

    public func async(execute item: DispatchWorkItem) { asyncAfter(delay: 0, item.perform) }

    /// Runs `work` at `deadline` of the render clock.
    @preconcurrency
    public func asyncAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                           execute work: @escaping @Sendable @convention(block) () -> Void) {
        asyncAfter(delay: deadline.seconds - DispatchTime.now().seconds, work)
    }

    public func asyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
        asyncAfter(delay: deadline.seconds - DispatchTime.now().seconds, item.perform)
    }

    @preconcurrency
    public func asyncAfter(wallDeadline: DispatchWallTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                           execute work: @escaping @Sendable @convention(block) () -> Void) {
        asyncAfter(delay: wallDeadline.seconds - DispatchWallTime.now().seconds, work)
    }

    public func asyncAfter(wallDeadline: DispatchWallTime, execute item: DispatchWorkItem) {
        asyncAfter(delay: wallDeadline.seconds - DispatchWallTime.now().seconds, item.perform)
    }

    /// Runs `work` at once and returns its result (the clock's work is never concurrent).
    public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }

    /// Combine's timing operators wait here: on the render clock, or on Dispatch outside a view.
    public func schedule(afterSeconds seconds: Double, _ action: @escaping () -> Void) -> any Cancellable {
        ClockScheduling.schedule(afterSeconds: seconds, action, fallback: fallback)
    }

    private func asyncAfter(delay: Double, _ work: @escaping () -> Void) {
        if let clock = RenderClock.current {
            clock.schedule(after: delay, work)
        } else {
            fallback.asyncAfter(deadline: .now() + max(0, delay), execute: work)
        }
    }
}

/// A block of work that can be cancelled before it runs.
public final class DispatchWorkItem: @unchecked Sendable {
    private let block: () -> Void
    public private(set) var isCancelled = false

    @preconcurrency
    public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], block: @escaping @Sendable @convention(block) () -> Void) {
        self.block = block
    }

    /// Runs the block, unless the item was cancelled.
    public func perform() {
        guard !isCancelled else { return }
        block()
    }

    public func cancel() { isCancelled = true }
}

/// Waiting for Combine's timing operators: on the render clock of the view whose code waits, else
/// on a Dispatch queue.
enum ClockScheduling {
    static func schedule(afterSeconds seconds: Double, _ action: @escaping () -> Void,
                         fallback: Dispatch.DispatchQueue) -> any Cancellable {
        if let clock = RenderClock.current {
            let work = clock.schedule(after: seconds, action)
            return AnyCancellable { work.cancel() }
        }
        let item = Dispatch.DispatchWorkItem(block: action)
        fallback.asyncAfter(deadline: .now() + max(0, seconds), execute: item)
        return AnyCancellable { item.cancel() }
    }
}
