// AsyncPublisher.swift: a publisher's values as an async sequence, as Combine's `values` gives
// them (`for await date in timer.values` in a `.task`): each value the publisher sends once the
// loop has started, in order, kept until the loop takes it; the loop ends when the publisher
// finishes (a throwing one's throws its failure), and leaving the loop cancels the subscription.
// The loop's task wakes on its own executor (the render clock's, for a rendered view's task).

/// The values of a publisher that never fails, one at a time.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output
    private let publisher: P

    public init(_ publisher: P) { self.publisher = publisher }

    public struct Iterator: AsyncIteratorProtocol {
        fileprivate var values: AsyncStream<Element>.Iterator
        /// Held while the loop runs: dropped with the loop, it cancels the subscription.
        fileprivate let subscription: AnyCancellable

        public mutating func next() async -> Element? { await values.next() }
    }

    public func makeAsyncIterator() -> Iterator {
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self)
        let subscription = publisher.sink(receiveCompletion: { _ in continuation.finish() },
                                          receiveValue: { continuation.yield($0) })
        return Iterator(values: stream.makeAsyncIterator(), subscription: subscription)
    }
}

/// The values of a publisher that may fail, one at a time; its failure is thrown.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    public typealias Element = P.Output
    private let publisher: P

    public init(_ publisher: P) { self.publisher = publisher }

    public struct Iterator: AsyncIteratorProtocol {
        fileprivate var values: AsyncThrowingStream<Element, Error>.Iterator
        fileprivate let subscription: AnyCancellable

        public mutating func next() async throws -> Element? { try await values.next() }
    }

    public func makeAsyncIterator() -> Iterator {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Element.self, throwing: Error.self)
        let subscription = publisher.sink(receiveCompletion: { completion in
            if case .failure(let error) = completion { continuation.finish(throwing: error) } else { continuation.finish() }
        }, receiveValue: { continuation.yield($0) })
        return Iterator(values: stream.makeAsyncIterator(), subscription: subscription)
    }
}

extension Publisher where Failure == Never {
    /// The publisher's values as an async sequence.
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
    /// The publisher's values as an async sequence that throws the publisher's failure.
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}
