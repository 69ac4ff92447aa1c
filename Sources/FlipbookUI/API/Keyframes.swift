// Keyframes.swift: SwiftUI's keyframes: tracks of keyframes (LinearKeyframe, CubicKeyframe,
// SpringKeyframe, MoveKeyframe), one per property of the animated value (KeyframeTrack with a key
// path) or for the whole value, all running side by side from time 0; KeyframeTimeline plays
// them. The motion of each kind is in Animation/KeyframeSegments.swift.
// A builder's parts are the four keyframe types and what builders made of them; a type of one's
// own conforming to KeyframeTrackContent or Keyframes has no builder expression, so it does not
// compile rather than being ignored.

/// Keyframes for a value: the content of a keyframe animator.
public protocol Keyframes<Value> {
    associatedtype Value
}

/// Keyframes for one track.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable
}

/// Moves to `to` in a straight line, timed by `timingCurve`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    let spec: KeyframeSpec<Value.AnimatableData>

    public init(_ to: Value, duration: Double, timingCurve: UnitCurve = .linear) {
        spec = KeyframeSpec(target: to.animatableData, duration: duration, kind: .linear(timingCurve))
    }
}

/// Moves to `to` along a cubic curve, smoothly with its neighbours unless velocities are given.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    let spec: KeyframeSpec<Value.AnimatableData>

    public init(_ to: Value, duration: Double, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        spec = KeyframeSpec(target: to.animatableData, duration: duration,
                            kind: .cubic(startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData))
    }
}

/// Springs to `to`, for `duration` seconds or until the spring settles.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    let spec: KeyframeSpec<Value.AnimatableData>

    public init(_ to: Value, duration: Double? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        spec = KeyframeSpec(target: to.animatableData, duration: duration,
                            kind: .spring(spring, startVelocity: startVelocity?.animatableData))
    }
}

/// Jumps to `to` at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    let spec: KeyframeSpec<Value.AnimatableData>

    public init(_ to: Value) {
        spec = KeyframeSpec(target: to.animatableData, duration: 0, kind: .move)
    }
}

/// Keyframes in order, as a track's builder collects them.
public struct KeyframeSequence<Value: Animatable>: KeyframeTrackContent {
    let specs: [KeyframeSpec<Value.AnimatableData>]
}

@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression(_ k: LinearKeyframe<Value>) -> KeyframeSequence<Value> { KeyframeSequence(specs: [k.spec]) }
    public static func buildExpression(_ k: CubicKeyframe<Value>) -> KeyframeSequence<Value> { KeyframeSequence(specs: [k.spec]) }
    public static func buildExpression(_ k: SpringKeyframe<Value>) -> KeyframeSequence<Value> { KeyframeSequence(specs: [k.spec]) }
    public static func buildExpression(_ k: MoveKeyframe<Value>) -> KeyframeSequence<Value> { KeyframeSequence(specs: [k.spec]) }
    public static func buildExpression(_ k: KeyframeSequence<Value>) -> KeyframeSequence<Value> { k }
    public static func buildBlock(_ parts: KeyframeSequence<Value>...) -> KeyframeSequence<Value> { KeyframeSequence(specs: parts.flatMap(\.specs)) }
    public static func buildArray(_ parts: [KeyframeSequence<Value>]) -> KeyframeSequence<Value> { KeyframeSequence(specs: parts.flatMap(\.specs)) }
    public static func buildOptional(_ part: KeyframeSequence<Value>?) -> KeyframeSequence<Value> { part ?? KeyframeSequence(specs: []) }
    public static func buildEither(first: KeyframeSequence<Value>) -> KeyframeSequence<Value> { first }
    public static func buildEither(second: KeyframeSequence<Value>) -> KeyframeSequence<Value> { second }
    public static func buildLimitedAvailability(_ part: KeyframeSequence<Value>) -> KeyframeSequence<Value> { part }
}

/// The keyframes of one property of `Root` (the one at a key path, or the whole value).
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    public typealias Value = Root
    let track: KeyframeTimeline<Root>.Track

    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) where Content == KeyframeSequence<Value> {
        let specs = content().specs
        track = KeyframeTimeline<Root>.Track { (initial: Root) in
            let segments = KeyframeSegments(start: initial[keyPath: keyPath].animatableData, keyframes: specs)
            return (segments.duration, { root, t in root[keyPath: keyPath].animatableData = segments.value(at: t) })
        }
    }

    public init(@KeyframeTrackContentBuilder<Value> content: () -> Content) where Root == Value, Content == KeyframeSequence<Value> {
        self.init(\.self, content: content)
    }
}

/// Tracks side by side, as a keyframe animator's builder collects them. Keyframes written
/// straight in the builder animate the whole value; a run of them plays one after the other, as
/// one track.
public struct KeyframeTracks<Value>: Keyframes {
    enum Part {
        case track(KeyframeTimeline<Value>.Track)
        /// Keyframes of the whole value (as `Any`: the builder knows their type only where they
        /// are written), with how to make a track of a run of them.
        case wholeValue([Any], makeTrack: ([Any]) -> KeyframeTimeline<Value>.Track)
    }
    let parts: [Part]

    var tracks: [KeyframeTimeline<Value>.Track] {
        parts.map { part in
            switch part {
            case .track(let track): return track
            case .wholeValue(let specs, let makeTrack): return makeTrack(specs)
            }
        }
    }

    /// These parts, then those, a run of whole-value keyframes across the join kept as one.
    func followed(by other: KeyframeTracks<Value>) -> KeyframeTracks<Value> {
        var parts = self.parts
        for part in other.parts {
            if case .wholeValue(let more, _) = part, case .wholeValue(let specs, let makeTrack)? = parts.last {
                parts[parts.count - 1] = .wholeValue(specs + more, makeTrack: makeTrack)
            } else {
                parts.append(part)
            }
        }
        return KeyframeTracks(parts: parts)
    }

    static var none: KeyframeTracks<Value> { KeyframeTracks(parts: []) }
}

@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<V, C>(_ track: KeyframeTrack<Value, V, C>) -> KeyframeTracks<Value> { KeyframeTracks(parts: [.track(track.track)]) }
    public static func buildExpression(_ tracks: KeyframeTracks<Value>) -> KeyframeTracks<Value> { tracks }
    public static func buildExpression(_ k: LinearKeyframe<Value>) -> KeyframeTracks<Value> where Value: Animatable { wholeValue(k.spec) }
    public static func buildExpression(_ k: CubicKeyframe<Value>) -> KeyframeTracks<Value> where Value: Animatable { wholeValue(k.spec) }
    public static func buildExpression(_ k: SpringKeyframe<Value>) -> KeyframeTracks<Value> where Value: Animatable { wholeValue(k.spec) }
    public static func buildExpression(_ k: MoveKeyframe<Value>) -> KeyframeTracks<Value> where Value: Animatable { wholeValue(k.spec) }
    public static func buildBlock(_ parts: KeyframeTracks<Value>...) -> KeyframeTracks<Value> { buildArray(parts) }
    public static func buildArray(_ parts: [KeyframeTracks<Value>]) -> KeyframeTracks<Value> { parts.reduce(.none) { $0.followed(by: $1) } }
    public static func buildOptional(_ part: KeyframeTracks<Value>?) -> KeyframeTracks<Value> { part ?? .none }
    public static func buildEither(first: KeyframeTracks<Value>) -> KeyframeTracks<Value> { first }
    public static func buildEither(second: KeyframeTracks<Value>) -> KeyframeTracks<Value> { second }
    public static func buildLimitedAvailability(_ part: KeyframeTracks<Value>) -> KeyframeTracks<Value> { part }

    private static func wholeValue(_ spec: KeyframeSpec<Value.AnimatableData>) -> KeyframeTracks<Value> where Value: Animatable {
        KeyframeTracks(parts: [.wholeValue([spec], makeTrack: { specs in
            // Only ever the specs made here, with the type they were made with.
            let typed = specs.compactMap { $0 as? KeyframeSpec<Value.AnimatableData> }
            return KeyframeTrack<Value, Value, KeyframeSequence<Value>> { KeyframeSequence(specs: typed) }.track
        })])
    }
}

/// Keyframes played from an initial value: the value at any time.
public struct KeyframeTimeline<Value> {
    /// A track, made for an initial value: its length and how it sets its part of the value at a time.
    struct Track {
        let make: (Value) -> (duration: Double, apply: (inout Value, Double) -> Void)
    }

    private let initialValue: Value
    private let played: [(duration: Double, apply: (inout Value, Double) -> Void)]
    /// The length of the longest track, in seconds.
    public let duration: Double

    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> KeyframeTracks<Value>) {
        self.init(initialValue: initialValue, tracks: content())
    }

    init(initialValue: Value, tracks: KeyframeTracks<Value>) {
        self.initialValue = initialValue
        played = tracks.tracks.map { $0.make(initialValue) }
        duration = played.map(\.duration).max() ?? 0
    }

    /// The value `time` seconds in: each track's part at that time (its end once it is over).
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in played { track.apply(&value, time) }
        return value
    }

    /// The value at a fraction of the duration.
    public func value(progress: Double) -> Value { value(time: progress * duration) }
}
