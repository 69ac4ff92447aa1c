// SpringTests.swift: SwiftUI's Spring as a value: where a move is and how fast it goes at a
// time, from rest or pushed, and the interpolating spring of its shape.

import XCTest
@testable import FlipbookUI

final class SpringTests: XCTestCase {
    func testAMoveFromRestFollowsTheUnitStep() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        let step = SpringCurve(response: 0.5, dampingFraction: 0.7)
        XCTAssertEqual(spring.value(target: 100.0, time: 0.2), 100 * step.state(at: 0.2).x, accuracy: 1e-9)
        XCTAssertEqual(spring.velocity(target: 100.0, time: 0.2), 100 * step.state(at: 0.2).v, accuracy: 1e-9)
        XCTAssertEqual(spring.value(target: 100.0, time: 0), 0)
        XCTAssertEqual(spring.value(target: 100.0, time: 5), 100, accuracy: 0.01, "settled")
    }

    /// Spring(settlingDuration:dampingRatio:epsilon:): within epsilon of the target from the
    /// duration on, and not long before (a bouncing spring's envelope, a critically damped one's move).
    func testASpringBuiltBySettlingDurationSettlesThen() {
        for (ratio, epsilon) in [(0.5, 0.001), (0.8, 0.01), (1.0, 0.001), (1.5, 0.001)] {
            let spring = Spring(settlingDuration: 1.2, dampingRatio: ratio, epsilon: epsilon)
            XCTAssertEqual(spring.dampingRatio, ratio)
            let late = stride(from: 1.2, through: 3, by: 0.01).map { abs(1 - spring.value(target: 1.0, time: $0)) }.max()!
            XCTAssertLessThanOrEqual(late, epsilon * 1.0001, "ratio \(ratio): settled from 1.2 s")
            if ratio >= 1 {
                XCTAssertGreaterThan(abs(1 - spring.value(target: 1.0, time: 1.1)), epsilon, "ratio \(ratio): not settled long before")
            }
        }
    }

    func testAPushAddsTheMotionOfTheInitialVelocity() {
        let spring = Spring(duration: 0.4, bounce: 0)
        XCTAssertEqual(spring.velocity(target: 0.0, initialVelocity: 300, time: 0), 300, accuracy: 1e-9, "leaves at its velocity")
        let pushed = spring.value(target: 50.0, initialVelocity: 300, time: 0.1)
        let fromRest = spring.value(target: 50.0, time: 0.1), pushOnly = spring.value(target: 0.0, initialVelocity: 300, time: 0.1)
        XCTAssertEqual(pushed, fromRest + pushOnly, accuracy: 1e-9, "a linear spring's motion is the sum of its parts")
        XCTAssertGreaterThan(pushOnly, 0)
        XCTAssertEqual(spring.value(fromValue: 10.0, toValue: 60.0, initialVelocity: 300, time: 0.1), 10 + pushed, accuracy: 1e-9)
    }

    func testAnInterpolatingSpringOfASpringMovesAsItsSpring() {
        let spring = Spring(duration: 0.6, bounce: 0.2)
        let track = AttributeTrack(0.0)
        track.retarget(80.0, animation: .interpolatingSpring(spring), at: 0)
        XCTAssertEqual(track.value(at: 0.25) as? Double ?? 0, spring.value(target: 80.0, time: 0.25), accuracy: 1e-6)
    }
}
