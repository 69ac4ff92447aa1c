// AttributeTrack.swift: one animatable attribute of one view over time: the value it settled
// at, and the changes still animating on top of it. A change with an animation adds a layer:
// an interpolating spring's layer adds its move (new target − previous target) times its
// progress; a curve layer blends from whatever was showing to its target by its progress; a
// `.spring` arriving while something runs takes over from the value and velocity shown then
// (SpringHandover), the layers under it mattering no more. Evaluating a track at a time is a pure
// function of its layers, so any frame can be drawn at any time.

final class AttributeTrack {
    struct Layer {
        let target: any VectorArithmetic
        /// target − the previous target: what a spring layer adds.
        let delta: any VectorArithmetic
        let timing: AnimationTiming
        let start: Double
        /// A spring's takeover of what ran until `start`: the layer shows its motion alone.
        var handover: SpringHandover? = nil
        /// When a spring took over from this layer (infinity: none did).
        var supersededAt = Double.infinity
        var end: Double { min(start + (handover?.settling ?? timing.duration), supersededAt) }
        /// The period of a layer that repeats forever and that no spring took over from.
        var foreverPeriod: Double? { supersededAt == .infinity ? timing.foreverPeriod : nil }
        /// Whether, once finished, the layer leaves its target whatever was below it.
        var replacesBelow: Bool { handover != nil || !timing.isAdditive }
    }

    private(set) var base: any VectorArithmetic
    private(set) var layers: [Layer] = []

    init(_ value: any VectorArithmetic) { base = value }

    /// The value the attribute is heading for.
    var target: any VectorArithmetic { layers.last?.target ?? base }

    /// The value shown at time t.
    func value(at t: Double) -> any VectorArithmetic {
        var v = base
        for layer in layers {
            if let handover = layer.handover {
                if t >= layer.start { v = handover.value(toward: layer.target, at: t - layer.start) }
                continue
            }
            let p = layer.timing.progress(at: t - layer.start)
            if layer.timing.isAdditive {
                v = v.plus(layer.delta.scaled(by: p))
            } else {
                v = v.plus(layer.target.minus(v).scaled(by: p))
            }
        }
        return v
    }

    /// Whether anything still moves at time t.
    func isAnimating(at t: Double) -> Bool { layers.contains { t < $0.end } }

    /// The time at which everything on this track has finished.
    var settledTime: Double { layers.map(\.end).max() ?? -.infinity }

    /// Sets a new target at time t: at once without an animation, else as a new layer.
    func retarget(_ newTarget: any VectorArithmetic, animation: Animation?, at t: Double) {
        let delta = newTarget.minus(target)
        guard delta.magnitudeSquared > 0 else { return }
        guard let animation else {
            // A frame that moves at once while it animates (a view above it removed in the same
            // action as an animated resize) moves only where it changed; the rest animates on.
            if !layers.isEmpty, let frame = newTarget as? RectVector, snapChangedComponents(to: frame) { return }
            base = newTarget
            layers.removeAll()
            return
        }
        collapseFinished(at: t)
        let timing = AnimationTiming(animation, magnitude: delta.magnitudeSquared.squareRoot())
        var layer = Layer(target: newTarget, delta: delta, timing: timing, start: t)
        if let spring = timing.takeoverSpring, isAnimating(at: t) {
            layer.handover = SpringHandover(spring: spring, displacement: value(at: t).minus(newTarget), velocity: velocity(at: t))
            for i in layers.indices { layers[i].supersededAt = min(layers[i].supersededAt, t) }
        }
        layers.append(layer)
    }

    /// The rate at which the value changes at time t, per second, layer by layer as `value(at:)`
    /// builds it: a spring adds its move times its rate; a curve moves from what was below it
    /// (v) to its target, at v′(1 − p) + (target − v)·p′; a takeover moves as its spring does.
    private func velocity(at t: Double) -> any VectorArithmetic {
        var v = base
        var velocity = base.minus(base)
        for layer in layers {
            if let handover = layer.handover {
                if t >= layer.start {
                    v = handover.value(toward: layer.target, at: t - layer.start)
                    velocity = handover.velocity(at: t - layer.start)
                }
                continue
            }
            let p = layer.timing.progress(at: t - layer.start), rate = layer.timing.rate(at: t - layer.start)
            if layer.timing.isAdditive {
                velocity = velocity.plus(layer.delta.scaled(by: rate))
                v = v.plus(layer.delta.scaled(by: p))
            } else {
                velocity = velocity.scaled(by: 1 - p).plus(layer.target.minus(v).scaled(by: rate))
                v = v.plus(layer.target.minus(v).scaled(by: p))
            }
        }
        return velocity
    }

    /// Takes the components in which `newTarget` differs from the target at once, at every
    /// layer, and leaves the others animating; false when the track holds another kind of value.
    private func snapChangedComponents<V: ComponentwiseVector>(to newTarget: V) -> Bool {
        guard let oldTarget = target as? V else { return false }
        func snapped(_ value: any VectorArithmetic, to replacement: V) -> any VectorArithmetic {
            (value as? V).map { $0.replacing(where: newTarget, differsFrom: oldTarget, with: replacement) } ?? value
        }
        base = snapped(base, to: newTarget)
        layers = layers.map { layer in
            Layer(target: snapped(layer.target, to: newTarget), delta: snapped(layer.delta, to: .zero), timing: layer.timing, start: layer.start,
                  handover: layer.handover.map { $0.snapped { snapped($0, to: .zero) } }, supersededAt: layer.supersededAt)
        }
        return true
    }

    /// Folds the layers finished by time t into the base: after a finished curve or takeover layer
    /// the value is its target whatever came before; finished spring layers have added their whole
    /// move.
    private func collapseFinished(at t: Double) {
        var cut = -1
        var allFinished = true
        for (i, layer) in layers.enumerated() {
            let finished = t >= layer.end
            allFinished = allFinished && finished
            if finished && (allFinished || layer.replacesBelow) { cut = i }
        }
        guard cut >= 0 else { return }
        base = layers[cut].target
        layers.removeFirst(cut + 1)
    }
}
