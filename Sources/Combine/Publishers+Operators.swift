// Publishers+Operators.swift: the operators view models chain on their publishers, beyond
// map and filter: dropFirst, prefix, prepend, scan, merge and combineLatest, and the timing ones,
// debounce, throttle, delay and receive(on:), which wait on their scheduler (the render clock,
// for the queues and run loops a rendered view names). Each subscription keeps its own state: a second sink on
// the same chain starts afresh.

extension Publishers {
    /// Values passed on through a handler made for each subscription, which may send now, later,
    /// several times or never.
    public struct Relay<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        let upstream: Upstream
        let makeHandler: () -> (Upstream.Output, @escaping (Output) -> Void) -> Void

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: RelaySubscriber(subscriber, handle: makeHandler()))
        }
    }

    /// Values from several publishers of one kind, as they come.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        let a: A, b: B

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            a.receive(subscriber: RelaySubscriber(subscriber) { value, send in send(value) })
            b.receive(subscriber: RelaySubscriber(subscriber) { value, send in send(value) })
        }
    }

    /// The latest value of each of two publishers, once both have sent one, each time either sends.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        let a: A, b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let latest = Box<(A.Output?, B.Output?)>((nil, nil))
            func sendBoth(_ send: (Output) -> Void) {
                if let x = latest.value.0, let y = latest.value.1 { send((x, y)) }
            }
            a.receive(subscriber: RelaySubscriber(subscriber) { value, send in latest.value.0 = value; sendBoth(send) })
            b.receive(subscriber: RelaySubscriber(subscriber) { value, send in latest.value.1 = value; sendBoth(send) })
        }
    }
}

extension Publishers {
    /// The first values of a publisher, up to a count, then the end (`prefix(_:)`).
    public struct Output<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        let upstream: Upstream
        let count: Int

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: PrefixSubscriber(subscriber, count: count))
        }
    }
}

/// Passes on the first `count` values, then finishes and cancels its subscription.
final class PrefixSubscriber<Input, Failure: Error>: Subscriber {
    private let downstream: AnySubscriberBox<Input, Failure>
    private let forwardSubscription: (any Subscription) -> Void
    private var left: Int
    private var subscription: (any Subscription)?
    private var isFinished = false

    init<S: Subscriber>(_ subscriber: S, count: Int) where S.Input == Input, S.Failure == Failure {
        downstream = AnySubscriberBox(subscriber)
        forwardSubscription = subscriber.receive(subscription:)
        left = max(0, count)
    }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        forwardSubscription(subscription)
        if left == 0 { finish() }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard !isFinished else { return .none }
        left -= 1
        _ = downstream.receive(input)
        if left == 0 { finish() }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard !isFinished else { return }
        isFinished = true
        subscription = nil
        downstream.receive(completion: completion)
    }

    private func finish() {
        isFinished = true
        let upstream = subscription
        subscription = nil
        upstream?.cancel()
        downstream.receive(completion: .finished)
    }
}

/// Hands each value to a handler with a `send` it may keep, and passes completion on.
final class RelaySubscriber<Input, Output, Failure: Error>: Subscriber {
    private let downstream: AnySubscriberBox<Output, Failure>
    private let forwardSubscription: (any Subscription) -> Void
    private let handle: (Input, @escaping (Output) -> Void) -> Void

    init<S: Subscriber>(_ subscriber: S, handle: @escaping (Input, @escaping (Output) -> Void) -> Void)
    where S.Input == Output, S.Failure == Failure {
        downstream = AnySubscriberBox(subscriber)
        forwardSubscription = subscriber.receive(subscription:)
        self.handle = handle
    }

    func receive(subscription: any Subscription) { forwardSubscription(subscription) }
    func receive(_ input: Input) -> Subscribers.Demand {
        let downstream = self.downstream
        handle(input) { _ = downstream.receive($0) }
        return .none
    }
    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
}

/// A length of time for a scheduler's operators: `.milliseconds(300)`, `.seconds(0.5)`, `0.5`.
public struct SchedulerStride: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public let seconds: Double
    public init(seconds: Double) { self.seconds = seconds }
    public init(floatLiteral value: Double) { seconds = value }
    public init(integerLiteral value: Int) { seconds = Double(value) }
    public static func seconds(_ s: Double) -> SchedulerStride { SchedulerStride(seconds: s) }
    public static func seconds(_ s: Int) -> SchedulerStride { SchedulerStride(seconds: Double(s)) }
    public static func milliseconds(_ ms: Int) -> SchedulerStride { SchedulerStride(seconds: Double(ms) / 1e3) }
    public static func microseconds(_ us: Int) -> SchedulerStride { SchedulerStride(seconds: Double(us) / 1e6) }
    public static func nanoseconds(_ ns: Int) -> SchedulerStride { SchedulerStride(seconds: Double(ns) / 1e9) }
}

extension Publisher {
    /// Leaves out the first `count` values.
    public func dropFirst(_ count: Int = 1) -> Publishers.Relay<Self, Output> {
        Publishers.Relay(upstream: self) {
            var left = count
            return { value, send in if left > 0 { left -= 1 } else { send(value) } }
        }
    }

    /// The first `maxLength` values, then the end.
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
        Publishers.Output(upstream: self, count: maxLength)
    }

    /// Each value folded into a running result, which is sent each time.
    public func scan<Result>(_ initialResult: Result, _ nextPartialResult: @escaping (Result, Output) -> Result)
        -> Publishers.Relay<Self, Result> {
        Publishers.Relay(upstream: self) {
            var result = initialResult
            return { value, send in result = nextPartialResult(result, value); send(result) }
        }
    }

    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(a: self, b: other)
    }

    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.CompactMap<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// Sends a value once `dueTime` has passed without another after it.
    public func debounce<S: Scheduler>(for dueTime: SchedulerStride, scheduler: S) -> Publishers.Relay<Self, Output> {
        Publishers.Relay(upstream: self) {
            var pending: (any Cancellable)?
            return { value, send in
                pending?.cancel()
                pending = scheduler.schedule(afterSeconds: dueTime.seconds) { send(value) }
            }
        }
    }

    /// Sends at most one value per `interval`: a value after a quiet interval at once, then, at
    /// the end of each interval, the latest (or first, without `latest`) that came during it; an
    /// interval that ends with a value to send starts the next.
    public func throttle<S: Scheduler>(for interval: SchedulerStride, scheduler: S, latest: Bool) -> Publishers.Relay<Self, Output> {
        Publishers.Relay(upstream: self) {
            // The interval's end is kept until it comes: a dropped cancellable cancels its work.
            var intervalEnd: (any Cancellable)?
            var waiting: Output?
            var send: (Output) -> Void = { _ in }
            func startInterval() {
                intervalEnd = scheduler.schedule(afterSeconds: interval.seconds) {
                    intervalEnd = nil
                    guard let value = waiting else { return }
                    waiting = nil
                    send(value)
                    startInterval()
                }
            }
            return { value, sendValue in
                send = sendValue
                guard intervalEnd == nil else {
                    if latest || waiting == nil { waiting = value }
                    return
                }
                sendValue(value)
                startInterval()
            }
        }
    }

    /// Sends each value `interval` later.
    public func delay<S: Scheduler>(for interval: SchedulerStride, scheduler: S) -> Publishers.Relay<Self, Output> {
        Publishers.Relay(upstream: self) { Self.later(by: interval.seconds, on: scheduler) }
    }

    /// Sends each value on the scheduler, after what it already has to do: a value sent on the
    /// main queue arrives at its next turn, not within the send.
    public func receive<S: Scheduler>(on scheduler: S) -> Publishers.Relay<Self, Output> {
        Publishers.Relay(upstream: self) { Self.later(by: 0, on: scheduler) }
    }

    /// A relay handler that sends each value `seconds` later on the scheduler, keeping each
    /// pending send until it is made (a dropped cancellable cancels its work).
    private static func later<S: Scheduler>(by seconds: Double, on scheduler: S) -> (Output, @escaping (Output) -> Void) -> Void {
        var pending: [Int: any Cancellable] = [:]
        var next = 0
        return { value, send in
            let key = next
            next += 1
            var sent = false
            let work = scheduler.schedule(afterSeconds: seconds) {
                sent = true
                pending[key] = nil
                send(value)
            }
            if !sent { pending[key] = work }
        }
    }
}

extension Publisher {
    /// Sends `values` first, then the publisher's own.
    public func prepend(_ values: Output...) -> Publishers.Prepend<Self> { Publishers.Prepend(upstream: self, values: values) }
}

extension Publishers {
    /// Values sent before the upstream's, as a subscriber attaches.
    public struct Prepend<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        let upstream: Upstream
        let values: [Output]

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = RelaySubscriber<Output, Output, Failure>(subscriber) { value, send in send(value) }
            upstream.receive(subscriber: relay)
            for value in values { _ = subscriber.receive(value) }
        }
    }
}
