// PrimitiveRecognizers.swift: the recognizers of single-touch gestures, with SwiftUI's rules
// (swiftui-facts-everyday §12): a tap lifts within 10 pt of where it went down; several taps count
// when each follows the last within 0.35 s; a long press holds for its minimum duration without
// moving past its maximum distance; a drag starts once the touch has moved its minimum distance.

import Foundation

/// How far a touch may move and still be a tap.
let tapSlop: CGFloat = 10

/// Taps that follow each other quickly enough to count together.
final class TapHistory {
    var lastTime = -Double.infinity
    var count = 0
    static let interval = 0.35
}

/// TapGesture(count:) and SpatialTapGesture.
final class TapRecognizer: Recognizer<CGPoint> {
    let count: Int
    private let history: TapHistory
    private let space: GestureSpace
    private var start: CGPoint?
    /// A gesture of more taps that has the touch before this one (a double tap written before a
    /// single one): this tap counts only once that one's next tap has not come in time, as SwiftUI
    /// makes a single tap wait for the double tap to fail.
    weak var waitsFor: TapRecognizer?

    override var tapRecognizer: TapRecognizer? { self }

    /// Whether a tap at `time` was this gesture's last, part way to its count.
    func awaitsAnotherTap(after time: Double) -> Bool {
        history.lastTime == time && history.count > 0 && history.count < count
    }

    init(count: Int, history: TapHistory, space: GestureSpace) {
        self.count = max(1, count)
        self.history = history
        self.space = space
    }

    override func begin(_ touch: TouchSample) { start = touch.location }

    override func move(_ touch: TouchSample) {
        if let start, touch.location.distance(to: start) > tapSlop { fail() }
    }

    override func end(_ touch: TouchSample) {
        guard isLive, let start, touch.location.distance(to: start) <= tapSlop else { return fail() }
        let taps = touch.time - history.lastTime <= TapHistory.interval ? history.count + 1 : 1
        history.lastTime = touch.time
        history.count = taps
        guard taps >= count else { return fail() }
        history.count = 0
        guard activate() else { return }
        let value = space.convert(touch.location), time = touch.time
        if let longer = waitsFor, longer.awaitsAnotherTap(after: time), let clock = RenderClock.current {
            clock.schedule(after: TapHistory.interval) { [self] in
                if longer.awaitsAnotherTap(after: time) { succeed(value) } else { fail() }
            }
            return
        }
        succeed(value)
    }
}

/// LongPressGesture: true while held; succeeds (true) once held long enough.
final class LongPressRecognizer: Recognizer<Bool> {
    private let minimumDuration: Double
    private let maximumDistance: CGFloat
    private var start: TouchSample?

    init(minimumDuration: Double, maximumDistance: CGFloat) {
        self.minimumDuration = max(0, minimumDuration)
        self.maximumDistance = maximumDistance
    }

    override var deadline: Double? {
        guard phase == .possible, let start else { return nil }
        return start.time + minimumDuration
    }

    override func begin(_ touch: TouchSample) {
        start = touch
        report(true)
        if minimumDuration == 0 { reach(touch.time) }
    }

    override func move(_ touch: TouchSample) {
        if let start, touch.location.distance(to: start.location) > maximumDistance { fail() }
    }

    override func reach(_ time: Double) {
        guard phase == .possible, let start, time >= start.time + minimumDuration else { return }
        if activate() { succeed(true) }
    }

    override func end(_ touch: TouchSample) {
        if phase == .possible { fail() }
    }
}

/// A pinch or a rotation: it waits for a second finger, which a storyboard's one touch never
/// brings, and fails when the touch lifts.
final class TwoFingerRecognizer<Value>: Recognizer<Value> {
    override func end(_ touch: TouchSample) { fail() }
}

/// DragGesture: follows the touch once it has moved the minimum distance (mostly along `axis`,
/// and the way `sign` says, when it has them: else it fails and leaves the touch to others).
final class DragRecognizer: Recognizer<DragGesture.Value> {
    private let minimumDistance: CGFloat
    private let axis: Axis?
    private let sign: FloatingPointSign?
    private let space: GestureSpace
    private let date: (Double) -> Date
    private var start: CGPoint?
    private var velocity = TouchVelocity()

    init(minimumDistance: CGFloat, axis: Axis? = nil, sign: FloatingPointSign? = nil, space: GestureSpace,
         date: @escaping (Double) -> Date) {
        self.minimumDistance = minimumDistance
        self.sign = sign
        self.axis = axis
        self.space = space
        self.date = date
    }

    private func value(at touch: TouchSample) -> DragGesture.Value {
        DragGesture.Value(time: date(touch.time), location: space.convert(touch.location),
                          startLocation: space.convert(start ?? touch.location), velocity: velocity.value)
    }

    override func begin(_ touch: TouchSample) {
        start = touch.location
        velocity.follow(touch)
        if minimumDistance <= 0, activate() { report(value(at: touch)) }
    }

    override func move(_ touch: TouchSample) {
        guard isLive, let start else { return }
        velocity.follow(touch)
        if phase == .possible {
            guard touch.location.distance(to: start) >= minimumDistance else { return }
            if let axis, !touch.location.isMostly(along: axis == .horizontal ? .horizontal : .vertical, from: start) { return fail() }
            if let sign, let axis {
                let moved = axis == .horizontal ? touch.location.x - start.x : touch.location.y - start.y
                if (moved < 0) != (sign == .minus) { return fail() }
            }
            guard activate() else { return }
        }
        report(value(at: touch))
    }

    override func end(_ touch: TouchSample) {
        guard phase == .active else { return fail() }
        succeed(value(at: touch))
    }
}

/// A Button's touch: pressed while the touch is on the button; its action when lifted there.
final class ButtonRecognizer: Recognizer<Void> {
    private let space: GestureSpace
    private let setPressed: (Bool) -> Void
    private var pressed = false

    init(space: GestureSpace, setPressed: @escaping (Bool) -> Void) {
        self.space = space
        self.setPressed = setPressed
        super.init()
        finished.append { [unowned self] in press(false) }
    }

    private func press(_ on: Bool) {
        guard on != pressed else { return }
        pressed = on
        setPressed(on)
    }

    override func begin(_ touch: TouchSample) { press(true) }
    override func move(_ touch: TouchSample) { press(space.contains(touch.location)) }

    override func end(_ touch: TouchSample) {
        guard isLive, space.contains(touch.location) else { return fail() }
        if activate() { succeed(()) }
    }
}
