// AppStorage.swift: SwiftUI's @AppStorage: a value kept under a key for the whole app, shared by
// every view that names the key. A recording starts from the default the code gives and keeps the
// value in memory for that recording alone: it reads and writes no UserDefaults, so every render
// is the same. `store:` is accepted and ignored for the same reason. Properties share a key's
// value when they are of one type (UserDefaults would also convert between an Int and an Int?).

import Foundation

/// A value shared under a key by every view of the app, that re-evaluates them when it changes.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let link: StateLink<Value>

    init(key: String, initial: Value) {
        self.key = key
        link = StateLink(initial: initial)
    }

    public var wrappedValue: Value {
        get { link.value }
        nonmutating set { link.value = newValue }
    }

    public var projectedValue: Binding<Value> { link.binding }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool { self.init(key: key, initial: wrappedValue) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int { self.init(key: key, initial: wrappedValue) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double { self.init(key: key, initial: wrappedValue) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String { self.init(key: key, initial: wrappedValue) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL { self.init(key: key, initial: wrappedValue) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data { self.init(key: key, initial: wrappedValue) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, initial: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, initial: wrappedValue)
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { self.init(key: key, initial: nil) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { self.init(key: key, initial: nil) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? { self.init(key: key, initial: nil) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? { self.init(key: key, initial: nil) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? { self.init(key: key, initial: nil) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? { self.init(key: key, initial: nil) }
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(key: key, initial: nil)
    }
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(key: key, initial: nil)
    }
}
