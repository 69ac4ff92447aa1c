// Transaction.swift: the context of a state change. withAnimation runs its body in a transaction
// that carries an animation; every @State write inside reports that transaction, which is how a
// change learns whether, and how, to animate.

/// The context in which state changes happen.
public struct Transaction {
    public var animation: Animation?
    /// Whether the `.animation` modifiers under the change keep out of it: only the
    /// transaction's own animation (or a `.transaction` closure's) animates it.
    public var disablesAnimations = false
    /// Whether the change is one step of a continuous one (a drag); kept for the code that
    /// reads it, nothing in the engine depends on it.
    public var isContinuous = false
    /// Told apart, so that the engine can replay the changes of one transaction together.
    let serial: Int

    public init() {
        animation = nil
        serial = Transaction.nextSerial()
    }

    public init(animation: Animation?) {
        self.animation = animation
        serial = Transaction.nextSerial()
    }

    @TaskLocal static var current = Transaction(animation: nil, serial: 0)

    init(animation: Animation?, serial: Int) {
        self.animation = animation
        self.serial = serial
    }

    /// Whether changes made in `other` animate as changes made in this one do: the same
    /// transaction, or one that says all the same (a hundred views' `withAnimation` in their
    /// `onAppear`, replayed together as one change rather than a hundred).
    func applies(like other: Transaction) -> Bool {
        serial == other.serial || (animation == other.animation && disablesAnimations == other.disablesAnimations
            && isContinuous == other.isContinuous)
    }

    private static let counter = SerialCounter()
    private static func nextSerial() -> Int { counter.next() }
}

/// A thread-safe counter for transaction serials.
private final class SerialCounter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    func next() -> Int { lock.lock(); defer { lock.unlock() }; value += 1; return value }
}

/// Runs `body` in a transaction with `animation`: the state changes it makes animate.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` in the given transaction.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(transaction, operation: body)
}

/// Runs `body` in a new transaction with one property set, as
/// `withTransaction(\.disablesAnimations, true) { … }`.
@discardableResult
public func withTransaction<Result, Value>(_ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value,
                                           _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}
