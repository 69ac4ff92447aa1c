// Gesture.swift: SwiftUI's Gesture protocol and the modifiers every gesture has: onChanged,
// onEnded, updating (for @GestureState), map, and composition (simultaneously, sequenced,
// exclusively). Primitive gestures (tap, long press, drag) are followed by recognizers in the
// engine (Gestures/); a custom gesture is its `body`.

/// An interaction that follows a touch and produces values.
public protocol Gesture<Value> {
    associatedtype Value
    associatedtype Body: Gesture
    var body: Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

extension Gesture {
    /// Calls `action` each time the gesture's value changes while it is active.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(base: self, action: action)
    }

    /// Calls `action` with the final value when the gesture succeeds.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(base: self, action: action)
    }

    /// Updates a @GestureState each time the value changes; the state resets when the gesture ends.
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void)
        -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, update: body)
    }

    /// The same gesture with its values transformed.
    public func map<T>(_ transform: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(base: self, transform: transform)
    }

    /// Both gestures at once; each value is there while its gesture is active.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, then `other` once this one has succeeded.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture, else `other` if this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// A gesture with an action on each change.
public struct _ChangedGesture<Base: Gesture>: Gesture where Base.Value: Equatable {
    public typealias Value = Base.Value
    let base: Base
    let action: (Base.Value) -> Void
    public var body: Never { fatalError("primitive") }
}

/// A gesture with an action when it succeeds.
public struct _EndedGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    let base: Base
    let action: (Base.Value) -> Void
    public var body: Never { fatalError("primitive") }
}

/// A gesture whose values are transformed.
public struct _MapGesture<Base: Gesture, Value>: Gesture {
    let base: Base
    let transform: (Base.Value) -> Value
    public var body: Never { fatalError("primitive") }
}

/// A gesture that updates a @GestureState.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    let base: Base
    let state: GestureState<State>
    let update: (Base.Value, inout State, inout Transaction) -> Void
    public var body: Never { fatalError("primitive") }
}

/// Two gestures recognized together.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    public var body: Never { fatalError("primitive") }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// Two gestures, the second once the first has succeeded.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    public var body: Never { fatalError("primitive") }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// The first gesture, else the second if the first fails.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    public var body: Never { fatalError("primitive") }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// Where a gesture's locations are measured.
public enum CoordinateSpace: Hashable {
    case local, global
    case named(AnyHashable)
}

/// Which gestures of a view and its subviews take part (all by default).
public struct GestureMask: OptionSet {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

/// A gesture with its type erased.
public struct AnyGesture<Value>: Gesture {
    let make: (GestureContext) -> Recognizer<Value>
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        make = { GestureRecognizers.make(gesture, in: $0) }
    }
    public var body: Never { fatalError("primitive") }
}
