// RenderClock.swift: the storyboard's clock, on which everything time-based in a view runs —
// DispatchQueue's async work, timers, Task.sleep, timer publishers — deterministically, never on
// the wall clock. Each engine has one; the engine runs scheduled work in time order (ties in the
// order it was scheduled) as it advances, and binds `RenderClock.current` while user code runs
// (actions, bodies, scheduled work, tasks), which is how SwiftUI-module shadows of DispatchQueue,
// Timer and Task find the clock of the view they belong to.
// Guarantees: work scheduled for time t runs after all work scheduled for earlier times; the
// clock never goes back.

import Foundation

/// The clock of one engine, with the work scheduled on it.
package final class RenderClock: @unchecked Sendable {
    /// The clock of the view whose code runs now (nil outside any rendered view).
    @TaskLocal package static var current: RenderClock?

    /// Told the clock time at which a view's code is about to run (scheduled work, a touch, a
    /// frame's bodies), so that a runner can say when that code crashed or hung, even while it
    /// plays the view ahead to plan a recording. Set once per process; nil: nobody asks.
    package nonisolated(unsafe) static var willRunViewCode: ((Double) -> Void)?

    /// Seconds since the view appeared.
    package private(set) var now: Double = 0
    private var queue: [ScheduledWork] = []
    private var nextSequence = 0
    private let lock = NSLock()
    /// Runs the jobs of tasks started on this clock, on the engine's thread.
    let executor = RenderTaskExecutor()
    /// Where the monotonic clocks stood when this clock was made: a view's code reads them as
    /// this plus the clock's time (RenderClock+WallClock).
    let monotonicOrigin: Double = {
        #if canImport(Glibc)
        return RenderClock.systemMonotonicSeconds()
        #else
        return ProcessInfo.processInfo.systemUptime
        #endif
    }()

    /// The fixed date the clock starts at, so that `Date` values handed out (timer publishers)
    /// are the same on every run: 2024-01-01 09:41:00 UTC.
    package static let startDate = Date(timeIntervalSince1970: 1_704_102_060)

    /// The date at clock time t.
    package func date(at t: Double) -> Date { Self.startDate.addingTimeInterval(t) }

    // MARK: - Scheduling

    /// Runs `work` `delay` seconds from now (at once: at the current time, after what is due).
    @discardableResult
    package func schedule(after delay: Double, _ work: @escaping () -> Void) -> ScheduledWork {
        schedule(at: now + max(0, delay.isFinite ? delay : 0), repeating: nil) { _ in work() }
    }

    /// Runs `work` every `interval` seconds from now until it is cancelled.
    @discardableResult
    package func scheduleRepeating(every interval: Double, _ work: @escaping (ScheduledWork) -> Void) -> ScheduledWork {
        // A timer faster than a millisecond would flood the clock; Foundation clamps to 0.1 ms.
        let period = max(interval.isFinite ? interval : 1, 0.001)
        return schedule(at: now + period, repeating: period, work)
    }

    /// Runs `work` `delay` seconds from now, then every `period` seconds until it is cancelled:
    /// one step of a cycle whose steps are spread over the period (phaseAnimator's).
    @discardableResult
    package func schedule(after delay: Double, repeatingEvery period: Double, _ work: @escaping () -> Void) -> ScheduledWork {
        let start = now + max(0, delay.isFinite ? delay : 0)
        return schedule(at: start, repeating: max(period.isFinite ? period : 1, 0.001)) { _ in work() }
    }

    private func schedule(at time: Double, repeating period: Double?, _ work: @escaping (ScheduledWork) -> Void) -> ScheduledWork {
        lock.lock(); defer { lock.unlock() }
        nextSequence += 1
        let item = ScheduledWork(time: Self.onNanosecondGrid(time), sequence: nextSequence, period: period, work: work)
        insert(item)
        return item
    }

    /// A time rounded to the nanosecond, the finest a sleep or a timer is given in: sums of
    /// delays then land where the frames' times are (three sleeps of 0.4 s end at 1.2, not at
    /// 1.2000000000000002, after the frame at 1.2 s had been drawn without their work).
    static func onNanosecondGrid(_ time: Double) -> Double {
        (time * 1e9).rounded() / 1e9
    }

    private func insert(_ item: ScheduledWork) {
        let index = queue.firstIndex { ($0.time, $0.sequence) > (item.time, item.sequence) } ?? queue.count
        queue.insert(item, at: index)
    }

    // MARK: - Advancing (the engine's side)

    /// When the next live work is due (nil: nothing scheduled).
    var nextTime: Double? {
        lock.lock(); defer { lock.unlock() }
        queue.removeAll { $0.isCancelled }
        return queue.first?.time
    }

    /// When the next live work that runs once is due (nil: none is scheduled).
    var nextTimeOfSingleWork: Double? {
        lock.lock(); defer { lock.unlock() }
        return queue.first { $0.period == nil && !$0.isCancelled }?.time
    }

    /// Whether repeating work (a timer) is scheduled: then the clock never runs out of work.
    var hasRepeatingWork: Bool {
        lock.lock(); defer { lock.unlock() }
        return queue.contains { $0.period != nil && !$0.isCancelled }
    }

    /// The periods of the repeating work scheduled now.
    var repeatingPeriods: [Double] {
        lock.lock(); defer { lock.unlock() }
        return queue.compactMap { $0.isCancelled ? nil : $0.period }
    }

    /// Moves the clock to `time` (never back).
    func move(to time: Double) { now = max(now, time) }

    /// Takes the next work due at or before `time`, moving the clock to its time; a repeating
    /// one is scheduled again one period later.
    func takeNext(notAfter time: Double) -> ScheduledWork? {
        lock.lock(); defer { lock.unlock() }
        queue.removeAll { $0.isCancelled }
        guard let first = queue.first, first.time <= time else { return nil }
        queue.removeFirst()
        now = max(now, first.time)
        if let period = first.period {
            nextSequence += 1
            let again = first.rescheduled(at: Self.onNanosecondGrid(first.time + period), sequence: nextSequence)
            insert(again)
        }
        return first
    }
}

/// Work scheduled on a render clock; cancelling it keeps it from running (again).
package final class ScheduledWork: @unchecked Sendable {
    let time: Double
    let sequence: Int
    /// The period of repeating work (nil: once).
    let period: Double?
    private let work: (ScheduledWork) -> Void
    /// Shared by every repetition, so that cancelling one stops them all.
    private let cancellation: CancellationFlag

    init(time: Double, sequence: Int, period: Double?, work: @escaping (ScheduledWork) -> Void,
         cancellation: CancellationFlag = CancellationFlag()) {
        self.time = time
        self.sequence = sequence
        self.period = period
        self.work = work
        self.cancellation = cancellation
    }

    func rescheduled(at time: Double, sequence: Int) -> ScheduledWork {
        ScheduledWork(time: time, sequence: sequence, period: period, work: work, cancellation: cancellation)
    }

    package var isCancelled: Bool { cancellation.isSet }
    package func cancel() { cancellation.set() }

    func run() {
        guard !isCancelled else { return }
        work(self)
    }
}

/// A flag set once, from any thread.
final class CancellationFlag: @unchecked Sendable {
    private var value = false
    private let lock = NSLock()
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
    func set() { lock.lock(); value = true; lock.unlock() }
}
