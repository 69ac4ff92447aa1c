// AttributeTrack.swift: one animatable attribute of one view over time: the value it settled
// at, and the changes still animating on top of it. A change with an animation adds a layer:
// a spring layer adds its move (new target − previous target) times its progress; a curve layer
// blends from whatever was showing to its target by its progress. Evaluating a track at a time
// is a pure function of its layers, so any frame can be drawn at any time.

final class AttributeTrack {
    struct Layer {
        let target: any VectorArithmetic
        /// target − the previous target: what a spring layer adds.
        let delta: any VectorArithmetic
        let timing: AnimationTiming
        let start: Double
        var end: Double { start + timing.duration }
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
        layers.append(Layer(target: newTarget, delta: delta, timing: AnimationTiming(animation, magnitude: delta.magnitudeSquared.squareRoot()), start: t))
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
            Layer(target: snapped(layer.target, to: newTarget), delta: snapped(layer.delta, to: .zero), timing: layer.timing, start: layer.start)
        }
        return true
    }

    /// Folds the layers finished by time t into the base: after a finished curve layer the value
    /// is its target whatever came before; finished spring layers have added their whole move.
    private func collapseFinished(at t: Double) {
        var cut = -1
        var allFinished = true
        for (i, layer) in layers.enumerated() {
            let finished = t >= layer.end
            allFinished = allFinished && finished
            if finished && (allFinished || !layer.timing.isAdditive) { cut = i }
        }
        guard cut >= 0 else { return }
        base = layers[cut].target
        layers.removeFirst(cut + 1)
    }
}
