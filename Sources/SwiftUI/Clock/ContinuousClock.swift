// ContinuousClock.swift: Swift's ContinuousClock and SuspendingClock as SwiftUI code uses them
// (`try await ContinuousClock().sleep(for: .seconds(1))`, `let start = ContinuousClock.now`,
// `start.duration(to: .now)`), on the render clock of the view whose code asks: a sleep lasts
// storyboard time, as Task.sleep does, and `now` reads the clock's time (through the monotonic
// clock a runner answers for, RenderClock+WallClock in FlipbookUI). Declared in the module
// SwiftUI files import, these take the place of the standard library's for them; their instants
// are the standard library's, so `.now + .seconds(1)` and `Task.sleep(until:clock:)` mix freely.
// Outside a rendered view they sleep as the standard library's do.

import FlipbookUI

/// A clock that keeps counting while the system sleeps, on the render clock.
public struct ContinuousClock: Clock, Sendable {
    public typealias Instant = _Concurrency.ContinuousClock.Instant
    public typealias Duration = Swift.Duration

    public init() {}

    public static var now: Instant { _Concurrency.ContinuousClock.now }
    public var now: Instant { Self.now }
    public var minimumResolution: Duration { _Concurrency.ContinuousClock().minimumResolution }

    /// Suspends the current task until `deadline`, in storyboard time.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await Task.sleep(for: now.duration(to: deadline), tolerance: tolerance)
    }
}

/// A clock that stops while the system sleeps, on the render clock (which never sleeps: the
/// same time as ContinuousClock's).
public struct SuspendingClock: Clock, Sendable {
    public typealias Instant = _Concurrency.SuspendingClock.Instant
    public typealias Duration = Swift.Duration

    public init() {}

    public static var now: Instant { _Concurrency.SuspendingClock.now }
    public var now: Instant { Self.now }
    public var minimumResolution: Duration { _Concurrency.SuspendingClock().minimumResolution }

    /// Suspends the current task until `deadline`, in storyboard time.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await Task.sleep(for: now.duration(to: deadline), tolerance: tolerance)
    }
}
