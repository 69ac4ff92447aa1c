// KeyframeSegments.swift: one keyframe track as segments of time, in the value's animatableData.
// Each keyframe is a segment from where the one before ended (the track's start value for the
// first) to its own value, over its duration:
// - linear: the straight move, timed by its unit curve;
// - cubic: a cubic Hermite curve. A velocity left out keeps the motion smooth: between two cubic
//   keyframes it is the Catmull-Rom tangent (the difference of the neighbouring values over the
//   time between them); next to another kind of keyframe it is that segment's velocity where
//   they meet; at either end of the track, rest (zero), as the value is still before and after;
// - spring: the spring's step towards the value plus its free motion from the start velocity
//   (given, else the velocity the segment before ended with), for the given duration or until
//   the spring settles; cut short, the next segment starts where the spring got to;
// - move: a jump, taking no time.
// Apple documents the rules for cubic keyframes next to others (CubicKeyframe); the resting
// ends and the Catmull-Rom tangent over non-uniform durations are ours, unverified.

/// A keyframe as written: its value, its duration (nil: a spring's settling time) and its kind.
struct KeyframeSpec<V: VectorArithmetic> {
    enum Kind {
        case linear(UnitCurve)
        case cubic(startVelocity: V?, endVelocity: V?)
        case spring(Spring, startVelocity: V?)
        case move
    }
    var target: V
    var duration: Double?
    var kind: Kind
}

struct KeyframeSegments<V: VectorArithmetic> {
    private enum Motion {
        case linear(UnitCurve)
        case cubic(startVelocity: V, endVelocity: V)
        case spring(Spring, startVelocity: V)
        case jump
    }

    private struct Segment {
        let start: Double, duration: Double
        let from: V, to: V
        let motion: Motion
    }

    private let segments: [Segment]
    private let startValue: V
    /// The track's length in seconds.
    let duration: Double

    init(start: V, keyframes: [KeyframeSpec<V>]) {
        startValue = start
        let durations = keyframes.map { spec -> Double in
            switch spec.kind {
            case .move: return 0
            case .spring(let spring, _): return max(0, spec.duration ?? spring.settlingDuration)
            case .linear, .cubic: return max(0, spec.duration ?? 0)
            }
        }
        // The values the keyframes pass through, the start first (knot i ends keyframe i − 1).
        let knots = [start] + keyframes.map(\.target)
        var built: [Segment] = []
        var time = 0.0
        var from = start
        var velocity = V.zero  // where the segment before ended
        for (i, spec) in keyframes.enumerated() {
            let d = durations[i]
            let motion: Motion
            switch spec.kind {
            case .move:
                motion = .jump
            case .linear(let curve):
                motion = .linear(curve)
            case .spring(let spring, let given):
                motion = .spring(spring, startVelocity: given ?? velocity)
            case .cubic(let givenStart, let givenEnd):
                // The velocity the segment before ended with: a cubic one's end is the
                // Catmull-Rom tangent here unless it was given.
                let startVelocity = givenStart ?? velocity
                var endVelocity = V.zero
                if let givenEnd {
                    endVelocity = givenEnd
                } else if i + 1 < keyframes.count {
                    let next = keyframes[i + 1]
                    switch next.kind {
                    case .linear(let curve):
                        endVelocity = Self.scaled(knots[i + 2] - knots[i + 1], by: durations[i + 1] > 0 ? curve.velocity(at: 0) / durations[i + 1] : 0)
                    case .spring(_, let nextStart?):
                        endVelocity = nextStart
                    case .move:
                        endVelocity = .zero
                    case .cubic(let nextStart?, _):
                        endVelocity = nextStart
                    case .cubic, .spring:
                        endVelocity = Self.tangent(knots[i], knots[i + 2], over: d + durations[i + 1])
                    }
                }
                motion = .cubic(startVelocity: startVelocity, endVelocity: endVelocity)
            }
            let segment = Segment(start: time, duration: d, from: from, to: spec.target, motion: motion)
            built.append(segment)
            from = Self.value(of: segment, at: d)
            velocity = Self.velocity(of: segment, at: d)
            time += d
        }
        segments = built
        duration = time
    }

    /// The value at `t` seconds into the track (the start before it, the end after it).
    func value(at t: Double) -> V {
        guard !segments.isEmpty, t >= 0 else { return startValue }
        // The last segment that has started: a jump at t belongs to t.
        var index = segments.count - 1
        while index > 0 && segments[index].start > t { index -= 1 }
        let segment = segments[index]
        return Self.value(of: segment, at: min(t - segment.start, segment.duration))
    }

    private static func scaled(_ v: V, by factor: Double) -> V {
        var copy = v
        copy.scale(by: factor)
        return copy
    }

    /// The Catmull-Rom tangent at a knot between `before` and `after`, `time` seconds apart.
    private static func tangent(_ before: V, _ after: V, over time: Double) -> V {
        time > 0 ? scaled(after - before, by: 1 / time) : .zero
    }

    private static func value(of s: Segment, at t: Double) -> V {
        guard s.duration > 0 else { return s.to }
        let delta = s.to - s.from
        switch s.motion {
        case .jump:
            return s.to
        case .linear(let curve):
            return s.from + scaled(delta, by: curve.value(at: t / s.duration))
        case .cubic(let m0, let m1):
            let u = t / s.duration, u2 = u * u, u3 = u2 * u
            let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
            return scaled(s.from, by: h00) + scaled(m0, by: h10 * s.duration) + scaled(s.to, by: h01) + scaled(m1, by: h11 * s.duration)
        case .spring(let spring, let v0):
            let (step, free) = springResponses(spring, at: t)
            return s.from + scaled(delta, by: step.x) + scaled(v0, by: free.x)
        }
    }

    private static func velocity(of s: Segment, at t: Double) -> V {
        guard s.duration > 0 else { return .zero }
        let delta = s.to - s.from
        switch s.motion {
        case .jump:
            return .zero
        case .linear(let curve):
            return scaled(delta, by: curve.velocity(at: t / s.duration) / s.duration)
        case .cubic(let m0, let m1):
            let u = t / s.duration, u2 = u * u
            let d00 = 6 * u2 - 6 * u, d10 = 3 * u2 - 4 * u + 1, d01 = -6 * u2 + 6 * u, d11 = 3 * u2 - 2 * u
            return scaled(s.from, by: d00 / s.duration) + scaled(m0, by: d10) + scaled(s.to, by: d01 / s.duration) + scaled(m1, by: d11)
        case .spring(let spring, let v0):
            let (step, free) = springResponses(spring, at: t)
            return scaled(delta, by: step.v) + scaled(v0, by: free.v)
        }
    }

    /// The spring's unit step from rest, and its motion from 0 with unit velocity (superposition:
    /// a linear spring's motion is the sum of the two).
    private static func springResponses(_ spring: Spring, at t: Double) -> (step: (x: Double, v: Double), free: (x: Double, v: Double)) {
        let rest = spring.curve().state(at: t), pushed = spring.curve(initialVelocity: 1).state(at: t)
        return ((rest.x, rest.v), (pushed.x - rest.x, pushed.v - rest.v))
    }
}
