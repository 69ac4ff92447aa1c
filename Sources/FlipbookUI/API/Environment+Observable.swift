// Environment+Observable.swift: an @Observable object in the environment (iOS 17): put there with
// `.environment(model)` and read with `@Environment(Model.self)`, one place for each object type.
// The view follows the properties it reads as any view does (ObservationArm).

import Observation

/// Where `.environment(_:)` keeps an observable object: one key for each object type.
struct ObservableEnvironmentKey<Object: AnyObject & Observable>: EnvironmentKey {
    static var defaultValue: Object? { nil }
}

extension Environment {
    /// The object of type `objectType` an ancestor put in the environment; reading it without
    /// one is a programming error, as in SwiftUI.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(reading: { environment in
            guard let object = environment[ObservableEnvironmentKey<Value>.self] else {
                fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        })
    }

    /// The object of type `objectType` an ancestor put in the environment, or nil.
    public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
        self.init(reading: { $0[ObservableEnvironmentKey<Object>.self] })
    }
}

extension View {
    /// Puts `object` in the environment of the view and everything inside it, for their
    /// `@Environment(Object.self)` properties (nil takes an ancestor's object away).
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
        environmentChange { $0[ObservableEnvironmentKey<Object>.self] = object }
    }
}
