// AnyCancellable.swift: a cancellation token that cancels when cancelled or released, and stores
// itself in a set or collection (`store(in:)`), as Combine's does.

/// Cancels a subscription when cancelled or deinitialised.
public final class AnyCancellable: Cancellable, Hashable {
    private var cancelAction: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }
    public init<C: Cancellable>(_ canceller: C) { cancelAction = canceller.cancel }

    deinit { cancel() }

    public func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }

    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Cancellable {
    /// This cancellable, kept until the returned token goes.
    public func eraseToAnyCancellable() -> AnyCancellable { AnyCancellable(self) }
    public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }
}
