// DecelerationCurve.swift: the glide of a scroll view let go while moving, as UIScrollView's
// normal deceleration makes it: the velocity keeps 0.998 of itself every millisecond
// (swiftui-facts-everyday §12, pinned), so it decays exponentially with the time constant
// τ = −1 ms / ln 0.998 ≈ 0.4995 s, and a release at velocity v comes to rest v·τ further on.
// As an animation from the release point to that rest point, progress is 1 − e^(−t/τ): its
// starting speed is the release velocity, and it never overshoots.

import Foundation

enum DecelerationCurve {
    /// UIScrollView's normal rate: the share of the velocity kept each millisecond.
    static let ratePerMillisecond = 0.998

    /// The time constant of that decay, in seconds.
    static var timeConstant: Double { -0.001 / log(ratePerMillisecond) }

    /// How far a release at `velocity` (points per second) glides before it stops.
    static func distance(velocity: Double) -> Double { velocity * timeConstant }

    /// Progress (0 → 1) at time t of a glide with time constant `tau`.
    static func progress(at t: Double, timeConstant tau: Double) -> Double {
        tau > 0 ? 1 - exp(-t / tau) : 1
    }

    /// When a glide of `magnitude` is within a tenth of a point of its end (and then moving slower
    /// than a point every five seconds), or within a hundredth of the move for a move under ten:
    /// where it is snapped to the end. The share matters for what rides along a glide in other
    /// units (a `.visualEffect` opacity going from 0.8 to 1 is a move of 0.2): a tenth of a unit
    /// there ended the glide half way, the opacity jumping while the page still moved.
    static func settlingTime(timeConstant tau: Double, magnitude: Double) -> Double {
        guard tau > 0, magnitude > 0 else { return 0 }
        return tau * log(magnitude / min(0.1, magnitude / 100))
    }
}
