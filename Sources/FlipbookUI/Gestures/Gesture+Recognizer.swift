// Gesture+Recognizer.swift: how a gesture value becomes a recognizer when a touch comes down on
// its view: primitive gestures make their own, modifiers attach actions to their base's, and a
// custom gesture is its body's.

import Foundation

/// What a recognizer needs from the view its gesture is attached to.
struct GestureContext {
    /// The view's own coordinate space (`.local`).
    let local: GestureSpace
    /// Taps on this view, to count double taps.
    let tapHistory: TapHistory
    /// The render clock's date at a time.
    let date: (Double) -> Date

    func space(_ coordinateSpace: CoordinateSpace) -> GestureSpace {
        coordinateSpace == .local ? local : GestureSpace(convert: { $0 }, contains: local.contains)
    }
}

/// Gestures the engine recognizes directly.
protocol PrimitiveGesture: Gesture {
    func makeRecognizer(in context: GestureContext) -> Recognizer<Value>
}

enum GestureRecognizers {
    /// The recognizer of any gesture: its own if primitive, else its body's.
    static func make<G: Gesture>(_ gesture: G, in context: GestureContext) -> Recognizer<G.Value> {
        let made: Any
        if let primitive = gesture as? any PrimitiveGesture {
            made = primitiveRecognizer(primitive, context)
        } else {
            made = make(gesture.body, in: context)
        }
        guard let recognizer = made as? Recognizer<G.Value> else {
            fatalError("\(G.self).body's value is not \(G.Value.self)")
        }
        return recognizer
    }

    private static func primitiveRecognizer<P: PrimitiveGesture>(_ gesture: P, _ context: GestureContext) -> Any {
        gesture.makeRecognizer(in: context)
    }
}

// MARK: - Primitive gestures

extension TapGesture: PrimitiveGesture {
    func makeRecognizer(in context: GestureContext) -> Recognizer<Void> {
        MapRecognizer(TapRecognizer(count: count, history: context.tapHistory, space: context.local)) { _ in () }
    }
}

extension SpatialTapGesture: PrimitiveGesture {
    func makeRecognizer(in context: GestureContext) -> Recognizer<Value> {
        MapRecognizer(TapRecognizer(count: count, history: context.tapHistory, space: context.space(coordinateSpace))) {
            Value(location: $0)
        }
    }
}

extension LongPressGesture: PrimitiveGesture {
    func makeRecognizer(in context: GestureContext) -> Recognizer<Bool> {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}

extension DragGesture: PrimitiveGesture {
    func makeRecognizer(in context: GestureContext) -> Recognizer<Value> {
        DragRecognizer(minimumDistance: minimumDistance, axis: axis, sign: sign, space: context.space(coordinateSpace), date: context.date)
    }
}

extension MagnifyGesture: PrimitiveGesture {
    func makeRecognizer(in context: GestureContext) -> Recognizer<Value> { TwoFingerRecognizer() }
}

extension RotateGesture: PrimitiveGesture {
    func makeRecognizer(in context: GestureContext) -> Recognizer<Value> { TwoFingerRecognizer() }
}

extension MagnificationGesture: PrimitiveGesture {
    func makeRecognizer(in context: GestureContext) -> Recognizer<Value> { TwoFingerRecognizer() }
}

extension RotationGesture: PrimitiveGesture {
    func makeRecognizer(in context: GestureContext) -> Recognizer<Value> { TwoFingerRecognizer() }
}

// MARK: - Modifiers

extension _ChangedGesture: PrimitiveGesture {
    func makeRecognizer(in context: GestureContext) -> Recognizer<Base.Value> {
        let recognizer = GestureRecognizers.make(base, in: context)
        var last: Base.Value?
        let action = self.action
        recognizer.changed.append { value in
            guard value != last else { return }
            last = value
            action(value)
        }
        return recognizer
    }
}

extension _EndedGesture: PrimitiveGesture {
    func makeRecognizer(in context: GestureContext) -> Recognizer<Base.Value> {
        let recognizer = GestureRecognizers.make(base, in: context)
        recognizer.ended.append(action)
        return recognizer
    }
}

extension _MapGesture: PrimitiveGesture {
    func makeRecognizer(in context: GestureContext) -> Recognizer<Value> {
        MapRecognizer(GestureRecognizers.make(base, in: context), transform)
    }
}

extension GestureStateGesture: PrimitiveGesture {
    func makeRecognizer(in context: GestureContext) -> Recognizer<Base.Value> {
        let recognizer = GestureRecognizers.make(base, in: context)
        let (state, update) = (self.state, self.update)
        recognizer.changed.append { value in
            guard let storage = state.link.storage else { return }
            var current = storage.value
            var transaction = Transaction()
            update(value, &current, &transaction)
            withTransaction(transaction) { storage.value = current }
        }
        recognizer.finished.append {
            guard let storage = state.link.storage else { return }
            var transaction = Transaction()
            state.reset(storage.value, &transaction)
            withTransaction(transaction) { storage.value = state.initialValue }
        }
        return recognizer
    }
}

extension SimultaneousGesture: PrimitiveGesture {
    func makeRecognizer(in context: GestureContext) -> Recognizer<Value> {
        MapRecognizer(SimultaneousRecognizer(GestureRecognizers.make(first, in: context), GestureRecognizers.make(second, in: context))) {
            Value(first: $0.0, second: $0.1)
        }
    }
}

extension SequenceGesture: PrimitiveGesture {
    func makeRecognizer(in context: GestureContext) -> Recognizer<Value> {
        MapRecognizer(SequenceRecognizer(GestureRecognizers.make(first, in: context), GestureRecognizers.make(second, in: context))) {
            switch $0 {
            case .first(let a): return .first(a)
            case .second(let a, let b): return .second(a, b)
            }
        }
    }
}

extension ExclusiveGesture: PrimitiveGesture {
    func makeRecognizer(in context: GestureContext) -> Recognizer<Value> {
        MapRecognizer(ExclusiveRecognizer(GestureRecognizers.make(first, in: context), GestureRecognizers.make(second, in: context))) {
            switch $0 {
            case .first(let a): return .first(a)
            case .second(let b): return .second(b)
            }
        }
    }
}

extension AnyGesture: PrimitiveGesture {
    func makeRecognizer(in context: GestureContext) -> Recognizer<Value> { make(context) }
}
