// ObservableObject.swift: ObservableObject and @Published: a class whose published properties
// announce every change through `objectWillChange` before it happens. SwiftUI subscribes to it for
// @StateObject, @ObservedObject and @EnvironmentObject and evaluates the views again.
// Why a registry: Combine synthesizes `objectWillChange` by reflection over an object's storage;
// here each object's default publisher is kept in a table keyed by the object (weakly).

/// A type with a publisher that emits before the object changes.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher.publisher(for: self) }
}

/// The default publisher of an observable object: a value-less signal before each change.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    private let subscribers = SubscriberList<Void, Never>()

    public init() {}
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never { subscribers.add(subscriber) }
    public func send() { subscribers.send(()) }

    private static let registry = PublisherRegistry()

    /// The default publisher of `object`, made the first time it is asked for.
    static func publisher(for object: AnyObject) -> ObservableObjectPublisher { registry.publisher(for: object) }
}

/// Each object's default publisher, held while the object lives.
private final class PublisherRegistry: @unchecked Sendable {
    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }
    private var entries: [ObjectIdentifier: Entry] = [:]
    private let lock = Lock()

    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.withLock {
            let key = ObjectIdentifier(object)
            if let entry = entries[key], entry.object === object { return entry.publisher }
            // A dead object's identifier can be reused: drop what no longer lives.
            if entries.count > 64 { entries = entries.filter { $0.value.object != nil } }
            let publisher = ObservableObjectPublisher()
            entries[key] = Entry(object: object, publisher: publisher)
            return publisher
        }
    }
}

/// A property of an observable object that announces its changes.
@propertyWrapper
public struct Published<Value> {
    private var value: Value
    private let subject: Box<CurrentValueSubject<Value, Never>?> = Box(nil)

    public init(wrappedValue: Value) { value = wrappedValue }
    public init(initialValue: Value) { value = initialValue }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// A publisher of the property's values: the current one first, then each new one.
    public var projectedValue: AnyPublisher<Value, Never> {
        mutating get {
            if subject.value == nil { subject.value = CurrentValueSubject(value) }
            return subject.value!.eraseToAnyPublisher()
        }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            ObservableObjectPublisher.publisher(for: object).send()
            object[keyPath: storageKeyPath].value = newValue
            object[keyPath: storageKeyPath].subject.value?.send(newValue)
        }
    }
}
