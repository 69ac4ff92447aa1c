// Publishers.swift: the publishers and operators SwiftUI code uses most: Just, Empty,
// AnyPublisher, and map / compactMap / filter / removeDuplicates / receive(on:). Each operator
// subscribes upstream with a small forwarding subscriber.

/// Publishes one value, then finishes.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        let list = SubscriberList<Output, Never>()
        list.add(subscriber)
        list.send(output)
        list.finish(.finished)
    }
}

/// Publishes nothing (and finishes at once unless told not to).
public struct Empty<Output, Failure: Error>: Publisher {
    public let completeImmediately: Bool
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let list = SubscriberList<Output, Failure>()
        list.add(subscriber)
        if completeImmediately { list.finish(.finished) }
    }
}

/// A publisher with its type erased.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let attach: (ForwardingSubscriber<Output, Failure>) -> Void

    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        attach = { publisher.receive(subscriber: $0) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        attach(ForwardingSubscriber(subscriber) { value, downstream in downstream(value) })
    }
}

extension Publisher {
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

/// A namespace for the operators' publishers.
public enum Publishers {
    /// Values transformed (or dropped, when the transform gives nil) on their way down.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output?
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.receive(subscriber: ForwardingSubscriber<Upstream.Output, Failure>(subscriber) { value, downstream in
                if let mapped = transform(value) { downstream(mapped) }
            })
        }
    }
}

extension Publisher {
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: { transform($0) })
    }
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.CompactMap<Self, Output> {
        Publishers.CompactMap(upstream: self, transform: { isIncluded($0) ? $0 : nil })
    }
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> Publishers.CompactMap<Self, Output> {
        let last = Box<Output?>(nil)
        return Publishers.CompactMap(upstream: self, transform: { value in
            defer { last.value = value }
            return last.value == value ? nil : value
        })
    }
}

/// A scheduler values can be received on and wait on (DispatchQueue.main, RunLoop.main).
public protocol Scheduler {
    /// Runs `action` `seconds` from now on the scheduler's clock; the result cancels it.
    func schedule(afterSeconds seconds: Double, _ action: @escaping () -> Void) -> any Cancellable
}

/// A mutable value shared by closures.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// Forwards upstream values to a downstream subscriber through a closure, passing the
/// subscription and completion along.
final class ForwardingSubscriber<Input, Failure: Error>: Subscriber {
    private let downstream: AnySubscriberBox<Any, Failure>
    private let forwardSubscription: (any Subscription) -> Void
    private let handle: (Input, (Any) -> Void) -> Void

    init<S: Subscriber, Output>(_ subscriber: S, _ handle: @escaping (Input, (Output) -> Void) -> Void)
    where S.Input == Output, S.Failure == Failure {
        downstream = AnySubscriberBox(receive: { subscriber.receive($0 as! Output) }, receiveCompletion: subscriber.receive(completion:))
        forwardSubscription = subscriber.receive(subscription:)
        self.handle = { value, send in handle(value) { send($0) } }
    }

    func receive(subscription: any Subscription) { forwardSubscription(subscription) }
    func receive(_ input: Input) -> Subscribers.Demand {
        var demand = Subscribers.Demand.none
        handle(input) { demand = demand + self.downstream.receive($0) }
        return demand
    }
    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
}

/// A publisher that starts producing when connected.
public protocol ConnectablePublisher: Publisher {
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// Connects on the first subscription.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Publishers {
    /// A connectable publisher connected when first subscribed to. Each subscription keeps it,
    /// and so its connection, alive, as Combine's does: a view's `Timer.publish(…).autoconnect()`
    /// is made anew with every value of the view, and the one subscribed to must go on ticking
    /// after that value is gone.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        private var connection: (any Cancellable)?

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: KeepingAlive(subscriber, owner: self))
            if connection == nil { connection = upstream.connect() }
        }

        /// A subscriber that holds the publisher it subscribed through while its subscription lasts.
        private struct KeepingAlive<Inner: Subscriber>: Subscriber where Inner.Input == Output, Inner.Failure == Failure {
            let inner: Inner
            let owner: Autoconnect
            init(_ inner: Inner, owner: Autoconnect) { self.inner = inner; self.owner = owner }
            var combineIdentifier: CombineIdentifier { inner.combineIdentifier }
            func receive(subscription: any Subscription) { inner.receive(subscription: subscription) }
            func receive(_ input: Output) -> Subscribers.Demand { inner.receive(input) }
            func receive(completion: Subscribers.Completion<Failure>) { inner.receive(completion: completion) }
        }
    }
}
