// AnimationCurveTests.swift: timing curves and springs against values computed here from their
// definitions (a Bézier solved by bisection to 1e-12; the damped oscillator's closed form).

import XCTest
@testable import FlipbookUI

final class AnimationCurveTests: XCTestCase {
    /// y at x for a unit cubic Bézier, by bisection on t.
    private func bezierY(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func b(_ t: Double, _ p1: Double, _ p2: Double) -> Double { 3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 { let mid = (lo + hi) / 2; if b(mid, x1, x2) < x { lo = mid } else { hi = mid } }
        return b((lo + hi) / 2, y1, y2)
    }

    func testTimingCurvesMatchTheirBeziers() {
        let curves: [(UnitCurve, (Double, Double, Double, Double))] = [
            (UnitCurve(x1: 0.42, y1: 0, x2: 1, y2: 1), (0.42, 0, 1, 1)),
            (UnitCurve(x1: 0, y1: 0, x2: 0.58, y2: 1), (0, 0, 0.58, 1)),
            (UnitCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1), (0.42, 0, 0.58, 1)),
        ]
        for (curve, c) in curves {
            for x in stride(from: 0.0, through: 1.0, by: 0.05) {
                XCTAssertEqual(curve.value(at: x), bezierY(x, c.0, c.1, c.2, c.3), accuracy: 2e-6, "x = \(x)")
            }
        }
        XCTAssertEqual(UnitCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1).value(at: 0.5), 0.5, accuracy: 1e-6)
    }

    func testTheSlopeAtAnEndWhoseControlPointLiesOnItIsTheLimit() {
        XCTAssertEqual(UnitCurve.linear.velocity(at: 0), 1, accuracy: 1e-9)
        XCTAssertEqual(UnitCurve.linear.velocity(at: 1), 1, accuracy: 1e-9)
        XCTAssertEqual(UnitCurve.linear.velocity(at: 0.3), 1, accuracy: 1e-6)
        // easeOut leaves (0, 0) with x and y both still: y''/x'' = 2·3·1 / (2·3·0.58).
        XCTAssertEqual(UnitCurve.easeOut.velocity(at: 0), 1 / 0.58, accuracy: 1e-9)
        XCTAssertEqual(UnitCurve.easeIn.velocity(at: 0), 0, accuracy: 1e-9)
        // A vertical tangent: steep and finite, not the second derivatives' −1.
        let vertical = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 1), endControlPoint: UnitPoint(x: 1, y: 1))
        XCTAssertEqual(vertical.velocity(at: 0), 1e6)
    }

    func testAnimationDefaultsAndTiming() {
        let easeIn = AnimationTiming(.easeIn(duration: 0.8), magnitude: 1)
        XCTAssertEqual(easeIn.duration, 0.8)
        XCTAssertEqual(easeIn.progress(at: 0), 0)
        XCTAssertEqual(easeIn.progress(at: 0.4), bezierY(0.5, 0.42, 0, 1, 1), accuracy: 2e-6)
        XCTAssertEqual(easeIn.progress(at: 0.9), 1)
        XCTAssertEqual(AnimationTiming(.easeInOut, magnitude: 1).duration, 0.35)
        // Modifiers nest in call order: the speed applies to the delay too.
        let delayed = AnimationTiming(.linear(duration: 1).delay(0.5).speed(2), magnitude: 1)
        XCTAssertEqual(delayed.progress(at: 0.25), 0)
        XCTAssertEqual(delayed.progress(at: 0.5), 0.5, accuracy: 1e-6)
        XCTAssertEqual(delayed.duration, 0.75)
        // A delay inside a repeat delays every pass; outside it, once.
        let everyPass = AnimationTiming(.linear(duration: 1).delay(1).repeatCount(2, autoreverses: false), magnitude: 1)
        XCTAssertEqual(everyPass.progress(at: 2.5), 0, "the second pass waits its delay again")
        XCTAssertEqual(everyPass.progress(at: 3.5), 0.5, accuracy: 1e-6)
        let once = AnimationTiming(.linear(duration: 1).repeatCount(2, autoreverses: false).delay(1), magnitude: 1)
        XCTAssertEqual(once.progress(at: 2.5), 0.5, accuracy: 1e-6)
        XCTAssertEqual(once.duration, 3)
        let forever = AnimationTiming(.linear(duration: 1).repeatForever(autoreverses: true), magnitude: 1)
        XCTAssertEqual(forever.progress(at: 1.25), 0.75, accuracy: 1e-6)
        XCTAssertEqual(forever.duration, .infinity)
        // withAnimation without an argument animates with .default, which is not the spring it
        // uses under the hood: only .default compares equal to .default.
        XCTAssertEqual(withAnimation { Transaction.current.animation }, Animation.default)
        XCTAssertNotEqual(Animation.default, Animation.spring(response: 0.55, dampingFraction: 1))
    }

    func testSpringsFollowTheDampedOscillator() {
        // Underdamped: ζ = 0.5, response 0.5 s.
        let s = SpringCurve(response: 0.5, dampingFraction: 0.5)
        let w0 = 2 * Double.pi / 0.5, zeta = 0.5, wd = w0 * (1 - zeta * zeta).squareRoot()
        for t in stride(from: 0.0, through: 1.0, by: 0.05) {
            let expected = 1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
            XCTAssertEqual(s.state(at: t).x, expected, accuracy: 1e-12, "t = \(t)")
        }
        // Critically damped: Animation.default's.
        let c = SpringCurve(response: 0.55, dampingFraction: 1)
        let w = 2 * Double.pi / 0.55
        for t in stride(from: 0.0, through: 1.5, by: 0.1) {
            XCTAssertEqual(c.state(at: t).x, 1 - exp(-w * t) * (1 + w * t), accuracy: 1e-12)
        }
        // Velocity is the derivative of position.
        let h = 1e-6
        XCTAssertEqual(s.state(at: 0.3).v, (s.state(at: 0.3 + h).x - s.state(at: 0.3 - h).x) / (2 * h), accuracy: 1e-5)
    }

    func testSpringSettlesByThePinnedRule() {
        let c = SpringCurve(response: 0.55, dampingFraction: 1)
        let t = c.settlingTime(magnitude: 100)
        let s = c.state(at: t), before = c.state(at: t - 0.001)
        XCTAssertLessThanOrEqual(abs(1 - s.x), 0.01)
        XCTAssertLessThanOrEqual(abs(s.v) * 100, 0.06)
        XCTAssertFalse(abs(1 - before.x) <= 0.01 && abs(before.v) * 100 <= 0.06 && abs(before.a) * 100 <= 0.06)
        XCTAssertEqual(t, (t * 1000).rounded() / 1000, "whole milliseconds")
    }

    func testTracksCrossfadeCurvesAndAddSprings() {
        // A curve started mid-way through another blends from the live value.
        let track = AttributeTrack(0.0)
        track.retarget(100.0, animation: .linear(duration: 1), at: 0)
        XCTAssertEqual(track.value(at: 0.5) as? Double, 50)
        track.retarget(0.0, animation: .linear(duration: 1), at: 0.5)
        XCTAssertEqual(track.value(at: 0.5) as? Double, 50, "continuous at the change")
        XCTAssertEqual(track.value(at: 1.5) as? Double, 0)
        // Springs add: a second spring started at once doubles the first's move.
        let springs = AttributeTrack(0.0)
        springs.retarget(10.0, animation: .spring(), at: 0)
        springs.retarget(20.0, animation: .spring(), at: 0)
        // A bare .spring() is spring(duration: 0.5, bounce: 0): critically damped.
        let single = SpringCurve(response: 0.5, dampingFraction: 1).state(at: 0.2).x
        XCTAssertEqual(springs.value(at: 0.2) as? Double ?? 0, 20 * single, accuracy: 1e-9)
        // Without an animation the value jumps.
        springs.retarget(5.0, animation: nil, at: 0.3)
        XCTAssertEqual(springs.value(at: 0.3) as? Double, 5)
        XCTAssertFalse(springs.isAnimating(at: 0.3))
    }

    func testASpringTakesOverTheValueAndVelocityOfWhatRuns() {
        // A bouncy spring to 200, replaced at 0.3 s by a quicker critically damped one back to 0:
        // the new spring starts from the old one's value and velocity, with its own stiffness.
        let track = AttributeTrack(0.0)
        track.retarget(200.0, animation: .spring(response: 0.8, dampingFraction: 0.3), at: 0)
        let old = SpringCurve(response: 0.8, dampingFraction: 0.3).state(at: 0.3)
        track.retarget(0.0, animation: .spring(response: 0.3, dampingFraction: 1), at: 0.3)
        let new = SpringCurve(response: 0.3, dampingFraction: 1)
        func expected(_ tau: Double) -> Double {
            // 0 + X·f(τ) + W·g(τ), for the displacement X and velocity W at the change.
            let rest = new.state(at: tau).x
            let push = SpringCurve(response: 0.3, dampingFraction: 1, initialVelocity: 1).state(at: tau).x
            return 200 * old.x * (1 - rest) + 200 * old.v * (push - rest)
        }
        XCTAssertEqual(track.value(at: 0.3) as? Double ?? 0, 200 * old.x, accuracy: 1e-9, "continuous at the change")
        XCTAssertEqual(track.value(at: 0.45) as? Double ?? 0, expected(0.15), accuracy: 1e-9)
        XCTAssertEqual(track.value(at: 0.45) as? Double ?? 0, 46.63, accuracy: 0.01)
        XCTAssertEqual(track.value(at: 0.85) as? Double ?? 0, 0, accuracy: 0.05, "the bounce is gone with the old spring")
        XCTAssertFalse(track.isAnimating(at: 0.3 + 1.2), "finished on the new spring's time, not the old one's")
    }

    func testASpringTakesOverACurveAtItsSpeed() {
        // Linear to 200 over 1 s, then at 0.3 s a spring back to 0: from 60 at 200 pt/s.
        let track = AttributeTrack(0.0)
        track.retarget(200.0, animation: .linear(duration: 1), at: 0)
        track.retarget(0.0, animation: .spring(duration: 0.5, bounce: 0), at: 0.3)
        let rest = SpringCurve(response: 0.5, dampingFraction: 1).state(at: 0.3).x
        let push = SpringCurve(response: 0.5, dampingFraction: 1, initialVelocity: 1).state(at: 0.3).x
        XCTAssertEqual(track.value(at: 0.6) as? Double ?? 0, 60 * (1 - rest) + 200 * (push - rest), accuracy: 1e-4,
                       "the curve's speed as its solved Bézier gives it")
        XCTAssertEqual(track.value(at: 0.6) as? Double ?? 0, 7.98, accuracy: 0.01)
    }

    func testTwoSpringsTakingOverAtOneInstantStartFromTheValueShown() {
        // A drag's last move and its release at the same instant: the move's spring takes over
        // the one before it, and the release's spring at once takes over that. The value shown
        // and its speed carry on from before the instant, not from the target the first spring
        // had (which it never reached).
        let track = AttributeTrack(0.0)
        track.retarget(140.0, animation: .interactiveSpring(response: 0.3, dampingFraction: 0.8), at: 0)
        let before = track.value(at: 0.02) as? Double ?? 0
        track.retarget(150.0, animation: .interactiveSpring(response: 0.3, dampingFraction: 0.8), at: 0.02)
        track.retarget(0.0, animation: .spring(response: 0.5, dampingFraction: 0.8), at: 0.02)
        XCTAssertEqual(track.value(at: 0.02) as? Double ?? 0, before, accuracy: 1e-9)
        XCTAssertLessThan(before, 30)
        let next = track.value(at: 0.04) as? Double ?? 0
        XCTAssertGreaterThan(next, before, "still moving the way it moved")
        XCTAssertLessThan(next, 60, "not from 140, where the first spring headed")
    }
}
