// Recognizer.swift: follows one touch through one gesture and reports the gesture's values.
// A recognizer starts possible; it becomes active when its gesture is recognized (a tap lifted
// in place, a press held long enough, a drag moved far enough) — if the touch's session lets it
// claim the touch — and then ends or fails. Values go to the actions gesture modifiers attached
// (onChanged, onEnded, updating); `finished` runs once it ends or fails (GestureState resets).

/// A touch at a moment: where (root points) and when (storyboard seconds).
struct TouchSample {
    var location: CGPoint
    var time: Double
}

/// What a touch session asks of every recognizer, whatever its value.
protocol TouchFollowing: AnyObject {
    /// Asks the touch for this gesture: true when it may act (set by whoever drives it).
    var claim: () -> Bool { get set }
    var isLive: Bool { get }
    /// The next time the recognizer must hear about even if the touch does not move.
    var deadline: Double? { get }
    func begin(_ touch: TouchSample)
    func move(_ touch: TouchSample)
    func end(_ touch: TouchSample)
    func reach(_ time: Double)
    /// Another gesture took the touch.
    func cancel()
    /// The tap recognizer this one is (or maps), for the session to pair taps of different counts.
    var tapRecognizer: TapRecognizer? { get }
}

/// A recognizer of a gesture whose values are of type `Value`.
class Recognizer<Value>: TouchFollowing {
    enum Phase { case possible, active, ended, failed }
    private(set) var phase = Phase.possible
    /// Asks for the touch: true when this gesture may act on it.
    var claim: () -> Bool = { true }
    var changed: [(Value) -> Void] = []
    var ended: [(Value) -> Void] = []
    var finished: [() -> Void] = []

    var isLive: Bool { phase == .possible || phase == .active }
    var deadline: Double? { nil }

    func begin(_ touch: TouchSample) {}
    func move(_ touch: TouchSample) {}
    func end(_ touch: TouchSample) {}
    func reach(_ time: Double) {}
    func cancel() { fail() }
    var tapRecognizer: TapRecognizer? { nil }

    // MARK: - For recognizers

    /// Becomes active if the touch may be claimed; false (and failed) when it may not.
    final func activate() -> Bool {
        if phase == .active { return true }
        guard phase == .possible else { return false }
        guard claim() else { fail(); return false }
        phase = .active
        return true
    }

    final func report(_ value: Value) {
        for action in changed { action(value) }
    }

    final func succeed(_ value: Value) {
        guard isLive else { return }
        phase = .ended
        for action in ended { action(value) }
        for action in finished { action() }
    }

    final func fail() {
        guard isLive else { return }
        phase = .failed
        for action in finished { action() }
    }
}

/// Converts a touch's root location into a gesture's coordinate space.
struct GestureSpace {
    /// Root points to the space the gesture measures in.
    let convert: (CGPoint) -> CGPoint
    /// Whether a root point is on the view the gesture is attached to.
    let contains: (CGPoint) -> Bool
    /// The view the gesture is attached to as drawn when the touch came down, its values at that
    /// moment (nil: not known): where a scroll view caught mid-glide is.
    var drawn: PresentedElement? = nil

    static let root = GestureSpace(convert: { $0 }, contains: { _ in true })
}

extension CGPoint {
    func distance(to other: CGPoint) -> CGFloat { ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot() }

    /// Whether the move from `start` to here goes mostly along one of `axes` (ties count for both).
    func isMostly(along axes: Axis.Set, from start: CGPoint) -> Bool {
        let dx = abs(x - start.x), dy = abs(y - start.y)
        return (axes.contains(.horizontal) && dx >= dy) || (axes.contains(.vertical) && dy >= dx)
    }
}

/// A touch's velocity over its last move, in points per second (zero until it has moved).
struct TouchVelocity {
    private var last: TouchSample?
    private(set) var value = CGSize.zero

    mutating func follow(_ touch: TouchSample) {
        if let last, touch.time > last.time {
            let dt = CGFloat(touch.time - last.time)
            value = CGSize(width: (touch.location.x - last.location.x) / dt, height: (touch.location.y - last.location.y) / dt)
        }
        last = touch
    }
}
