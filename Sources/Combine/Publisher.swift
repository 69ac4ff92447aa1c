// Publisher.swift: Combine's publisher and subscriber protocols, as SwiftUI code uses them: values
// pushed to subscribers, a demand the subscriber states, completion with or without failure.
// Flipbook's Combine is small and synchronous: a publisher delivers values when it has them, on
// the thread that has them (the render clock's, for timers), which keeps rendering deterministic.

/// A type that can deliver a sequence of values over time.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    /// Attaches a subscriber, which receives a subscription, then values and a completion.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches a subscriber (the name Combine's clients call).
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}

/// A type that receives values from a publisher.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error
    func receive(subscription: any Subscription)
    func receive(_ input: Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Failure>)
}

/// Gives a subscriber's identity (Combine uses it to tell subscribers apart).
public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// An identity for a subscriber.
public struct CombineIdentifier: Hashable, CustomStringConvertible {
    private let value: UInt64
    private static let counter = IdentifierCounter()
    public init() { value = Self.counter.next() }
    public init(_ object: AnyObject) { value = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)) }
    public var description: String { "0x\(String(value, radix: 16))" }
}

private final class IdentifierCounter: @unchecked Sendable {
    private var value: UInt64 = 0
    private let lock = Lock()
    func next() -> UInt64 { lock.withLock { value += 1; return value } }
}

/// A connection between a publisher and a subscriber; cancelling it stops the values.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    func request(_ demand: Subscribers.Demand)
}

/// Something that can be cancelled.
public protocol Cancellable {
    func cancel()
}

/// A namespace for subscriber-related types.
public enum Subscribers {
    /// How many more values a subscriber wants.
    public struct Demand: Equatable, Comparable, Hashable, CustomStringConvertible {
        /// nil: unlimited.
        public let max: Int?
        private init(max: Int?) { self.max = max }
        public static let unlimited = Demand(max: nil)
        public static let none = Demand(max: 0)
        public static func max(_ value: Int) -> Demand { Demand(max: Swift.max(0, value)) }
        public static func + (a: Demand, b: Demand) -> Demand {
            guard let x = a.max, let y = b.max else { return .unlimited }
            return .max(x + y)
        }
        public static func < (a: Demand, b: Demand) -> Bool {
            switch (a.max, b.max) {
            case (nil, _): return false
            case (_, nil): return true
            case let (x?, y?): return x < y
            }
        }
        public var description: String { max.map { "max(\($0))" } ?? "unlimited" }
    }

    /// How a publisher finished.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
