// Future.swift: a publisher that will hold one result: its closure runs at once, when the future
// is made (as Combine's does), and hands the result over whenever it comes; each subscriber gets
// it then, or at once if it came before, followed by the end.

/// One value (or a failure) that comes later.
public final class Future<Output, Failure: Error>: Publisher {
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let subscribers = SubscriberList<Output, Failure>()
    private var result: Result<Output, Failure>?
    private let lock = Lock()

    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [weak self] result in self?.fulfill(result) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        guard let result = lock.withLock({ self.result }) else {
            subscribers.add(subscriber)
            return
        }
        // Come after the result: a list of its own, which the result then ends.
        let late = SubscriberList<Output, Failure>()
        late.add(subscriber)
        Self.deliver(result, to: late)
    }

    /// The first result counts; later ones are ignored.
    private func fulfill(_ result: Result<Output, Failure>) {
        let isFirst = lock.withLock { () -> Bool in
            guard self.result == nil else { return false }
            self.result = result
            return true
        }
        if isFirst { Self.deliver(result, to: subscribers) }
    }

    /// The result to every subscriber of the list: the value and the end, or the failure.
    private static func deliver(_ result: Result<Output, Failure>, to list: SubscriberList<Output, Failure>) {
        switch result {
        case .success(let value):
            list.send(value)
            list.finish(.finished)
        case .failure(let error):
            list.finish(.failure(error))
        }
    }
}
