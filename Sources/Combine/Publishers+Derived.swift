// Publishers+Derived.swift: the rest of the publishers and operators view models reach for:
// a sequence's `publisher`, `Fail`, `Deferred`, and `setFailureType`, `tryMap`, `handleEvents`,
// `first()`, `zip`, `flatMap` and `switchToLatest`. Each is a Derived publisher: what it sends is
// worked out, per subscription, from what it subscribes to, through closures that send and finish.

extension Publishers {
    /// A publisher whose subscription subscribes to what it derives from, and sends and finishes
    /// through the closures it is handed.
    public struct Derived<Output, Failure: Error>: Publisher {
        let start: (_ send: @escaping (Output) -> Void, _ finish: @escaping (Subscribers.Completion<Failure>) -> Void) -> Void

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let downstream = SubscriberList<Output, Failure>()
            downstream.add(subscriber)
            start({ downstream.send($0) }, { downstream.finish($0) })
        }
    }
}

extension Publisher {
    /// Subscribes with closures; the subscription lasts while the upstream keeps it.
    fileprivate func follow(_ value: @escaping (Output) -> Void, _ completion: @escaping (Subscribers.Completion<Failure>) -> Void) {
        receive(subscriber: Subscribers.Sink(receiveCompletion: completion, receiveValue: value))
    }
}

extension Sequence {
    /// Publishes the elements one after another, then finishes.
    public var publisher: Publishers.Derived<Element, Never> {
        Publishers.Derived { send, finish in
            for element in self { send(element) }
            finish(.finished)
        }
    }
}

/// Fails at once with an error.
public struct Fail<Output, Failure: Error>: Publisher {
    public let error: Failure
    public init(error: Failure) { self.error = error }
    public init(outputType: Output.Type, failure: Failure) { error = failure }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let list = SubscriberList<Output, Failure>()
        list.add(subscriber)
        list.finish(.failure(error))
    }
}

/// Makes its publisher when subscribed to, anew for each subscription.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    public let createPublisher: () -> DeferredPublisher
    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().receive(subscriber: subscriber)
    }
}

extension Publisher where Failure == Never {
    /// The same values, typed as able to fail with `failureType`.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.Derived<Output, E> {
        Publishers.Derived { send, finish in follow(send) { _ in finish(.finished) } }
    }
}

extension Publisher {
    /// Each value transformed; an error thrown ends the publisher with it.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.Derived<T, any Error> {
        Publishers.Derived { send, finish in
            var failed = false
            follow({ value in
                guard !failed else { return }
                do { send(try transform(value)) } catch { failed = true; finish(.failure(error)) }
            }, { completion in
                guard !failed else { return }
                switch completion {
                case .finished: finish(.finished)
                case .failure(let error): finish(.failure(error))
                }
            })
        }
    }

    /// The same values and end, with closures told of each as it passes.
    public func handleEvents(receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
                             receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
                             receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)? = nil)
        -> Publishers.Derived<Output, Failure> {
        Publishers.Derived { send, finish in
            follow({ receiveOutput?($0); send($0) }, { receiveCompletion?($0); finish($0) })
        }
    }

    /// The first value, then the end.
    public func first() -> Publishers.Derived<Output, Failure> {
        first { _ in true }
    }

    /// The first value that satisfies `predicate`, then the end.
    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.Derived<Output, Failure> {
        Publishers.Derived { send, finish in
            var done = false
            follow({ value in
                guard !done, predicate(value) else { return }
                done = true
                send(value)
                finish(.finished)
            }, { completion in if !done { done = true; finish(completion) } })
        }
    }

    /// Pairs of values, the n-th of each publisher together; it ends once either has ended with
    /// no value left waiting for a partner.
    public func zip<P: Publisher>(_ other: P) -> Publishers.Derived<(Output, P.Output), Failure> where P.Failure == Failure {
        Publishers.Derived { send, finish in
            var mine: [Output] = [], theirs: [P.Output] = []
            var mineEnded = false, theirsEnded = false, ended = false
            func end(_ completion: Subscribers.Completion<Failure>) {
                guard !ended else { return }
                ended = true
                finish(completion)
            }
            func pair() {
                while !mine.isEmpty && !theirs.isEmpty { send((mine.removeFirst(), theirs.removeFirst())) }
                if (mineEnded && mine.isEmpty) || (theirsEnded && theirs.isEmpty) { end(.finished) }
            }
            follow({ mine.append($0); pair() }, { if case .failure = $0 { end($0) } else { mineEnded = true; pair() } })
            other.follow({ theirs.append($0); pair() }, { if case .failure = $0 { end($0) } else { theirsEnded = true; pair() } })
        }
    }

    /// The values of the publisher each value makes, all of them as they come.
    public func flatMap<P: Publisher>(_ transform: @escaping (Output) -> P) -> Publishers.Derived<P.Output, Failure>
    where P.Failure == Failure {
        Publishers.Derived { send, finish in
            follow({ transform($0).follow(send) { if case .failure = $0 { finish($0) } } }, finish)
        }
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// The values of the latest publisher this one sent; an earlier one's values stop.
    public func switchToLatest() -> Publishers.Derived<Output.Output, Failure> {
        Publishers.Derived { send, finish in
            var generation = 0
            follow({ inner in
                generation += 1
                let mine = generation
                inner.follow({ if generation == mine { send($0) } }, { if case .failure = $0, generation == mine { finish($0) } })
            }, finish)
        }
    }
}
