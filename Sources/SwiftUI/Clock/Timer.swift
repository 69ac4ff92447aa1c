// Timer.swift: Foundation's Timer as SwiftUI code uses it — `Timer.scheduledTimer(withTimeInterval:
// repeats:)` with a block, `invalidate()`, and `Timer.publish(every:on:in:).autoconnect()` for
// `.onReceive` — firing on the render clock of the view that made it, at storyboard time. The
// dates a timer hands out are the render clock's (RenderClock.startDate plus the time), the same
// on every run. Outside a rendered view a timer does not fire (there is no run loop to drive it).
// Why here: declared in the module SwiftUI files import, this Timer takes the place of
// Foundation's for them (see DispatchQueue.swift). Its blocks are `@Sendable` as Foundation's,
// and `@preconcurrency` as Foundation's are seen from Swift 5 code: a block that touches a
// main-actor model compiles as it does in Xcode.

import Foundation
import FlipbookUI
import Combine

/// A timer on the render clock.
public final class Timer: Hashable, @unchecked Sendable {
    public let timeInterval: TimeInterval
    public var tolerance: TimeInterval = 0
    public var userInfo: Any?
    private let repeats: Bool
    private let block: (Timer) -> Void
    private var scheduled: ScheduledWork?
    public private(set) var isValid = true

    @preconcurrency
    public init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) {
        timeInterval = interval
        self.repeats = repeats
        self.block = block
    }

    /// Makes a timer and starts it on the render clock.
    @discardableResult
    @preconcurrency
    public static func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                      block: @escaping @Sendable (Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        timer.start()
        return timer
    }

    /// Schedules the timer. The clock holds it (as a run loop holds a scheduled timer) until it
    /// is invalidated, or has fired once when it does not repeat.
    private func start() {
        guard let clock = RenderClock.current else { return }
        if repeats {
            scheduled = clock.scheduleRepeating(every: timeInterval) { _ in self.fire() }
        } else {
            scheduled = clock.schedule(after: timeInterval) {
                self.fire()
                self.invalidate()
            }
        }
    }

    /// The date at which the timer fires next (the render clock's dates).
    public var fireDate: Date {
        guard let clock = RenderClock.current else { return .distantFuture }
        return clock.date(at: clock.now + timeInterval)
    }

    /// Runs the block now (an invalidated timer does nothing).
    public func fire() {
        guard isValid else { return }
        block(self)
    }

    /// Stops the timer for good.
    public func invalidate() {
        isValid = false
        scheduled?.cancel()
        scheduled = nil
    }

    public static func == (a: Timer, b: Timer) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    // MARK: - Publisher

    /// A publisher of the render clock's date every `interval` seconds once connected.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// Sends the render clock's date every `interval` seconds from the moment it is connected
    /// (`connect()`, or the first subscriber with `autoconnect()`).
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval
        private let subject = PassthroughSubject<Date, Never>()

        init(interval: TimeInterval) { self.interval = interval }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        public func connect() -> any Cancellable {
            guard let clock = RenderClock.current else { return AnyCancellable {} }
            let subject = self.subject
            let work = clock.scheduleRepeating(every: interval) { _ in subject.send(clock.date(at: clock.now)) }
            return AnyCancellable { work.cancel() }
        }
    }
}

extension RunLoop {
    /// Scheduling options, as Combine's RunLoop scheduler takes them (none are used).
    public struct SchedulerOptions {}
}

extension RunLoop: Scheduler {
    public func schedule(afterSeconds seconds: Double, _ action: @escaping () -> Void) -> any Cancellable {
        ClockScheduling.schedule(afterSeconds: seconds, action, fallback: .main)
    }
}

extension OperationQueue: Scheduler {
    public func schedule(afterSeconds seconds: Double, _ action: @escaping () -> Void) -> any Cancellable {
        ClockScheduling.schedule(afterSeconds: seconds, action, fallback: .global())
    }
}
