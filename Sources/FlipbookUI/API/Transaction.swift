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
    /// The values of custom TransactionKeys set on it, by key type.
    private var values: [ObjectIdentifier: Any] = [:]
    /// `addAnimationCompletion`'s callbacks, run once the transaction's animation meets their
    /// criteria (withTransaction and `.transaction` schedule them).
    var animationCompletions: [(criteria: AnimationCompletionCriteria, run: () -> Void)] = []

    /// A custom value the transaction carries to the `.transaction` closures of the views it changes.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Runs `completion` once this transaction's animation meets `criteria` (at once without one).
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {
        animationCompletions.append((criteria, completion))
    }

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

/// A key for a custom value a Transaction carries (iOS 17).
public protocol TransactionKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Runs `body` in the given transaction, then schedules the completions added to it.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let result = try Transaction.$current.withValue(transaction, operation: body)
    for completion in transaction.animationCompletions {
        AnimationCompletion.schedule(completion.run, after: transaction.animation, meets: completion.criteria)
    }
    return result
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
