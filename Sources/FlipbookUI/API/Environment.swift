// Environment.swift: SwiftUI's environment: values a view inherits from its ancestors, read with
// @Environment and set with `.environment(_:_:)`. Every value is stored under its key, as in
// SwiftUI, so a feature adds its own values (an EnvironmentKey and a property) in its own file.

/// A key for a value in the environment, with the value a view sees when no ancestor set one.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors.
public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)].flatMap { $0 as? K.Value } ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A value of the environment of the view that declares it.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// How the value is found: by key path, or (an observable object) by its type.
    let read: (EnvironmentValues) -> Value
    let link = EnvironmentLink()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }

    init(reading read: @escaping (EnvironmentValues) -> Value) { self.read = read }

    /// The value in the environment the view was last built in (the default outside a body).
    public var wrappedValue: Value { read(link.values ?? EnvironmentValues()) }
}

extension View {
    /// Sets an environment value for the view and everything inside it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        environmentChange { $0[keyPath: keyPath] = value }
    }

    /// Changes an environment value for the view and everything inside it.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        environmentChange { transform(&$0[keyPath: keyPath]) }
    }
}
