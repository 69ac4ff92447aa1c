// ScrollRecognizer.swift: a scroll view's own drag. It takes the touch once it has moved 10 pt
// (DragGesture's default distance) mostly along an axis the scroll view scrolls: a vertical drag
// on a horizontal carousel inside a vertical page fails here and is left to the page. It ranks as
// the scroll view's ordinary gesture, innermost first, so a drag gesture inside the content takes
// the touch before it, and a button inside is cancelled when it does take it. The translation is
// counted from where it took the touch, so the content does not jump by the distance it waited.

/// Where a scroll view's drag has got to, in root points.
struct ScrollDrag {
    /// How far the touch has moved since the scroll took it.
    var translation: CGSize
    /// The touch's velocity over its last move (points per second).
    var velocity: CGSize
}

final class ScrollRecognizer: Recognizer<ScrollDrag> {
    static let minimumDistance: CGFloat = 10
    private let axes: Axis.Set
    private var start: CGPoint?
    private var origin: CGPoint?
    private var velocity = TouchVelocity()
    /// Runs when the touch comes down, before it moves: a gliding scroll view stops there, and
    /// the scroll takes the touch at once when it caught one moving (true), so that the touch
    /// that stops a glide presses nothing inside, as in UIKit.
    var touched: () -> Bool = { false }

    init(axes: Axis.Set) {
        self.axes = axes
    }

    private func value(at touch: TouchSample) -> ScrollDrag {
        let origin = self.origin ?? touch.location
        return ScrollDrag(translation: CGSize(width: touch.location.x - origin.x, height: touch.location.y - origin.y), velocity: velocity.value)
    }

    override func begin(_ touch: TouchSample) {
        start = touch.location
        velocity.follow(touch)
        if touched(), activate() {
            origin = touch.location
            report(value(at: touch))
        }
    }

    override func move(_ touch: TouchSample) {
        guard isLive, let start else { return }
        velocity.follow(touch)
        if phase == .possible {
            guard touch.location.distance(to: start) >= Self.minimumDistance else { return }
            guard touch.location.isMostly(along: axes, from: start), activate() else { return fail() }
            origin = touch.location
        }
        report(value(at: touch))
    }

    override func end(_ touch: TouchSample) {
        guard phase == .active else { return fail() }
        // A touch held still before it lifts lets go without speed.
        velocity.follow(touch)
        succeed(value(at: touch))
    }
}
