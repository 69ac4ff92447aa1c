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
    private let storage: PublishedStorage<Value>

    public init(wrappedValue: Value) { storage = PublishedStorage(wrappedValue) }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// A publisher of the property's values: the current one first, then each new one. Settable
    /// only so that `assign(to: &$property)` can take it inout; it always publishes this property.
    public var projectedValue: Publisher {
        get { Publisher(storage: storage) }
        set {}
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get {
            let storage = object[keyPath: storageKeyPath].storage
            storage.objectWillChange = ObservableObjectPublisher.publisher(for: object)
            return storage.value
        }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            storage.objectWillChange = ObservableObjectPublisher.publisher(for: object)
            storage.set(newValue)
        }
    }

    /// The publisher of a published property (`$property`).
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let storage: PublishedStorage<Value>

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            storage.subject.receive(subscriber: subscriber)
        }
    }
}

/// A published property's value, the publisher of its changes, the object it announces them to
/// (known once the property is used through the object) and the publishers assigned to it.
final class PublishedStorage<Value> {
    private(set) var value: Value
    weak var objectWillChange: ObservableObjectPublisher?
    private var madeSubject: CurrentValueSubject<Value, Never>?
    /// `assign(to:)` subscriptions, which last as long as the property does, as in Combine.
    var assignments: [AnyCancellable] = []

    init(_ value: Value) { self.value = value }

    var subject: CurrentValueSubject<Value, Never> {
        if let madeSubject { return madeSubject }
        let made = CurrentValueSubject<Value, Never>(value)
        madeSubject = made
        return made
    }

    /// A new value: announced to the object first, then stored and published.
    func set(_ newValue: Value) {
        objectWillChange?.send()
        value = newValue
        madeSubject?.send(newValue)
    }
}

extension Publisher where Failure == Never {
    /// Republishes every value through a published property, setting it (and announcing the
    /// change to its object) each time; the subscription lasts as long as the property.
    public func assign(to published: inout Published<Output>.Publisher) {
        let storage = published.storage
        storage.assignments.append(sink { [weak storage] in storage?.set($0) })
    }
}
