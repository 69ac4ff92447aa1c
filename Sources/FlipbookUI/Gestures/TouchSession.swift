// TouchSession.swift: one touch, from down to up, and the gestures competing for it. When the
// touch comes down, every gesture on the hit view and its ancestors gets a recognizer; they all
// follow the touch, and the first to be recognized takes it (the others are cancelled), in this
// order of priority: high-priority gestures from the outermost view in, then ordinary gestures
// from the innermost view out. Simultaneous gestures follow the touch beside them and never take
// or lose it. A tap that comes after a gesture of more taps waits out that one's next tap.

/// A gesture that takes part in a touch, with its priority.
struct GestureCandidate {
    enum Priority { case high, normal, simultaneous }
    let priority: Priority
    let recognizer: TouchFollowing
}

/// The gestures following one touch.
final class TouchSession {
    /// In priority order.
    private let candidates: [GestureCandidate]
    private var owner: TouchFollowing?
    /// Told once, when a gesture first takes the touch (or one beside the others recognizes it).
    var onTaken: (() -> Void)?

    /// - Parameter gestures: the innermost view's first.
    init(_ gestures: [GestureCandidate]) {
        let high = gestures.filter { $0.priority == .high }.reversed()
        let normal = gestures.filter { $0.priority == .normal }
        let simultaneous = gestures.filter { $0.priority == .simultaneous }
        candidates = high + normal + simultaneous
        // A tap that comes after a gesture of more taps in priority waits for that one's next tap.
        let exclusive = candidates.filter { $0.priority != .simultaneous }.compactMap(\.recognizer.tapRecognizer)
        for (i, tap) in exclusive.enumerated() {
            tap.waitsFor = exclusive[..<i].last { $0.count > tap.count }
        }
        for candidate in candidates {
            let follower = candidate.recognizer
            follower.claim = candidate.priority == .simultaneous
                ? { [unowned self] in noteTaken(); return true }
                : { [unowned self] in claim(for: follower) }
        }
    }

    var isEmpty: Bool { candidates.isEmpty }

    /// The first exclusive gesture to ask takes the touch; every other exclusive one is cancelled.
    private func claim(for follower: TouchFollowing) -> Bool {
        if let owner { return owner === follower }
        owner = follower
        noteTaken()
        for other in candidates where other.priority != .simultaneous && other.recognizer !== follower {
            other.recognizer.cancel()
        }
        return true
    }

    private func noteTaken() {
        let taken = onTaken
        onTaken = nil
        taken?()
    }

    func begin(_ touch: TouchSample) { live.forEach { $0.begin(touch) } }
    func move(_ touch: TouchSample) { live.forEach { $0.move(touch) } }
    func end(_ touch: TouchSample) { live.forEach { $0.end(touch) } }
    func reach(_ time: Double) { live.forEach { $0.reach(time) } }

    /// The earliest time a recognizer wants to hear about.
    var deadline: Double? { live.compactMap(\.deadline).min() }

    /// The recognizers still following the touch, in priority order (each event goes to them in
    /// this order, so the higher priority is the first to claim at the same instant).
    private var live: [TouchFollowing] { candidates.map(\.recognizer).filter(\.isLive) }
}
