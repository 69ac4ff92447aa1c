// EffectBlending.swift: an element kind part way between two of its own type, each animatable
// value moved by a fraction of the way (as SwiftUI interpolates an effect's animatable data):
// what a scroll transition at a share of its phase draws, and a transition made of modifiers
// part way through.

enum EffectBlending {
    /// `end` with each animatable value moved from `start`'s `progress` of the way to its own
    /// (`start` is a kind of the same type).
    static func blend<Kind: ElementKind>(_ start: any ElementKind, _ end: Kind, progress: Double) -> Kind {
        var recorder = ValueRecorder()
        _ = start.animated(by: &recorder)
        var blender = ValueBlender(from: recorder.values, progress: progress)
        return end.animated(by: &blender)
    }

    /// The chain part way from `start` to `end`, kind by kind; nil where the chains differ in
    /// their kinds.
    static func blend(_ start: [any ElementKind], _ end: [any ElementKind], progress: Double) -> [any ElementKind]? {
        guard start.count == end.count, zip(start, end).allSatisfy({ type(of: $0) == type(of: $1) }) else { return nil }
        return zip(start, end).map { (from: any ElementKind, to: any ElementKind) -> any ElementKind in blend(from, to, progress: progress) }
    }
}

/// Records an element kind's animatable values, in order.
private struct ValueRecorder: AttributeAnimator {
    var values: [any VectorArithmetic] = []
    mutating func animate<Value: VectorArithmetic>(_ attribute: AttributeKey.Kind, _ value: Value) -> Value {
        values.append(value)
        return value
    }
}

/// Gives each value the point `progress` of the way to it from the recorded one.
private struct ValueBlender: AttributeAnimator {
    let from: [any VectorArithmetic]
    let progress: Double
    private var index = 0

    init(from: [any VectorArithmetic], progress: Double) {
        self.from = from
        self.progress = progress
    }

    mutating func animate<Value: VectorArithmetic>(_ attribute: AttributeKey.Kind, _ value: Value) -> Value {
        defer { index += 1 }
        guard index < from.count, let start = from[index] as? Value else { return value }
        var delta = value - start
        delta.scale(by: progress)
        return start + delta
    }
}
