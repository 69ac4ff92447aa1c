// Subjects.swift: publishers values are sent into by hand: PassthroughSubject (only what comes
// after subscribing) and CurrentValueSubject (the current value first), and the subscription both
// hand out.

/// A publisher that code sends values into.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    public func send() { send(()) }
}

/// Sends each value to the subscribers present when it is sent.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubscriberList<Output, Failure>()
    public init() {}
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure { subscribers.add(subscriber) }
    public func send(_ value: Output) { subscribers.send(value) }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
}

/// Holds a value and sends it, then every new one.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubscriberList<Output, Failure>()
    public var value: Output {
        didSet { subscribers.send(value) }
    }
    public init(_ value: Output) { self.value = value }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.add(subscriber)?.deliver(value)
    }
    public func send(_ value: Output) { self.value = value }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
}

/// The subscribers of a subject, each with its subscription.
final class SubscriberList<Output, Failure: Error>: @unchecked Sendable {
    private var entries: [SubjectSubscription<Output, Failure>] = []
    private var completion: Subscribers.Completion<Failure>?
    private let lock = Lock()

    /// Adds a subscriber; nil when the subject has already finished (the subscriber is told).
    @discardableResult
    func add<S: Subscriber>(_ subscriber: S) -> SubjectSubscription<Output, Failure>? where S.Input == Output, S.Failure == Failure {
        let subscription = SubjectSubscription(AnySubscriberBox(subscriber), list: self)
        let finished = lock.withLock { () -> Subscribers.Completion<Failure>? in
            if completion == nil { entries.append(subscription) }
            return completion
        }
        subscriber.receive(subscription: subscription)
        if let finished {
            subscriber.receive(completion: finished)
            return nil
        }
        return subscription
    }

    func send(_ value: Output) {
        for entry in lock.withLock({ entries }) { entry.deliver(value) }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        let all = lock.withLock { () -> [SubjectSubscription<Output, Failure>] in
            guard self.completion == nil else { return [] }
            self.completion = completion
            defer { entries.removeAll() }
            return entries
        }
        for entry in all { entry.complete(completion) }
    }

    func remove(_ subscription: SubjectSubscription<Output, Failure>) {
        lock.withLock { entries.removeAll { $0 === subscription } }
    }
}

/// One subscriber's link to a subject: values flow while it has demand and is not cancelled.
final class SubjectSubscription<Output, Failure: Error>: Subscription {
    private var subscriber: AnySubscriberBox<Output, Failure>?
    private weak var list: SubscriberList<Output, Failure>?
    private var demand = Subscribers.Demand.none

    init(_ subscriber: AnySubscriberBox<Output, Failure>, list: SubscriberList<Output, Failure>) {
        self.subscriber = subscriber
        self.list = list
    }

    func request(_ more: Subscribers.Demand) { demand = demand + more }

    func deliver(_ value: Output) {
        guard let subscriber, demand > .none else { return }
        if let max = demand.max { demand = .max(max - 1) }
        demand = demand + subscriber.receive(value)
    }

    func complete(_ completion: Subscribers.Completion<Failure>) {
        subscriber?.receive(completion: completion)
        subscriber = nil
    }

    func cancel() {
        subscriber = nil
        list?.remove(self)
    }
}

/// A subscriber with its type erased.
struct AnySubscriberBox<Input, Failure: Error> {
    let receive: (Input) -> Subscribers.Demand
    let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

    init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        receive = subscriber.receive(_:)
        receiveCompletion = subscriber.receive(completion:)
    }

    init(receive: @escaping (Input) -> Subscribers.Demand, receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) {
        self.receive = receive
        self.receiveCompletion = receiveCompletion
    }

    func receive(completion: Subscribers.Completion<Failure>) { receiveCompletion(completion) }
}
