// Task.swift: Swift's Task as SwiftUI code uses it around views — `Task { … }`,
// `try await Task.sleep(nanoseconds:)`, `(for: .seconds(…))` or `(until:clock:)`, cancellation, `value` — with the
// task's jobs run by the engine on the render clock (Clock/RenderTaskExecutor in FlipbookUI), so
// a sleep lasts storyboard time and everything a task changes lands in order. Declared in the
// module SwiftUI files import, this Task takes the place of the standard library's for them.
// Outside a rendered view, tasks run as the standard library runs them.

import FlipbookUI

/// A unit of asynchronous work, on the render clock of the view that started it.
public struct Task<Success: Sendable, Failure: Error>: Equatable, Hashable, Sendable {
    let base: _Concurrency.Task<Success, Failure>

    init(base: _Concurrency.Task<Success, Failure>) { self.base = base }

    /// The task's result, once it finishes.
    public var value: Success {
        get async throws(Failure) {
            switch await base.result {
            case .success(let value): return value
            case .failure(let error): throw error
            }
        }
    }

    public var result: Result<Success, Failure> { get async { await base.result } }

    public func cancel() { base.cancel() }
    public var isCancelled: Bool { base.isCancelled }

    public static func == (a: Task, b: Task) -> Bool { a.base == b.base }
    public func hash(into hasher: inout Hasher) { hasher.combine(base) }
}

extension Task where Failure == Never {
    /// Starts `operation` on the render clock (or as a standard task outside a rendered view).
    /// As the standard library's, the operation runs in the actor context it is written in (a
    /// `Task` in a main-actor view model's method runs on the main actor) and may use `self`
    /// implicitly.
    @discardableResult
    public init(priority: TaskPriority? = nil,
                @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async -> Success) {
        if let clock = RenderClock.current {
            base = clock.startTask(priority: priority, operation)
        } else {
            base = _Concurrency.Task(priority: priority, operation: operation)
        }
    }

    @discardableResult
    public static func detached(priority: TaskPriority? = nil, operation: @escaping @Sendable () async -> Success) -> Task {
        Task(priority: priority, operation: operation)
    }
}

extension Task where Failure == Error {
    /// Starts a throwing `operation` on the render clock (or as a standard task outside a rendered
    /// view), in the actor context it is written in.
    @discardableResult
    public init(priority: TaskPriority? = nil,
                @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async throws -> Success) {
        if let clock = RenderClock.current {
            base = clock.startThrowingTask(priority: priority, operation)
        } else {
            base = _Concurrency.Task(priority: priority, operation: operation)
        }
    }

    @discardableResult
    public static func detached(priority: TaskPriority? = nil, operation: @escaping @Sendable () async throws -> Success) -> Task {
        Task(priority: priority, operation: operation)
    }
}

extension Task where Success == Never, Failure == Never {
    /// Suspends the current task for `duration` nanoseconds of render-clock time.
    public static func sleep(nanoseconds duration: UInt64) async throws {
        try await sleep(seconds: Double(duration) / 1e9)
    }

    /// Suspends the current task for `duration` of render-clock time.
    public static func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        let (seconds, attoseconds) = duration.components
        try await sleep(seconds: Double(seconds) + Double(attoseconds) / 1e18)
    }

    /// Suspends the current task for `duration` as `clock` measures it, in storyboard time.
    public static func sleep<C: Clock>(for duration: C.Instant.Duration, tolerance: C.Instant.Duration? = nil,
                                       clock: C = ContinuousClock()) async throws where C.Duration == Duration {
        try await sleep(for: duration as Duration)
    }

    /// Suspends the current task until `clock` reads `deadline`, in storyboard time.
    public static func sleep<C: Clock>(until deadline: C.Instant, tolerance: C.Instant.Duration? = nil,
                                       clock: C = ContinuousClock()) async throws where C.Duration == Duration {
        try await sleep(for: clock.now.duration(to: deadline) as Duration)
    }

    /// The deprecated form, taking nanoseconds.
    public static func sleep(_ duration: UInt64) async {
        try? await sleep(seconds: Double(duration) / 1e9)
    }

    private static func sleep(seconds: Double) async throws {
        if let clock = RenderClock.current {
            try await clock.sleep(seconds: seconds)
        } else {
            try await _Concurrency.Task<Never, Never>.sleep(nanoseconds: UInt64(max(0, seconds) * 1e9))
        }
    }

    public static func yield() async { await _Concurrency.Task<Never, Never>.yield() }
    public static var isCancelled: Bool { _Concurrency.Task<Never, Never>.isCancelled }
    public static func checkCancellation() throws { try _Concurrency.Task<Never, Never>.checkCancellation() }
    public static var currentPriority: TaskPriority { _Concurrency.Task<Never, Never>.currentPriority }
}
