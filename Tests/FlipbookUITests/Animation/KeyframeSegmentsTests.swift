// KeyframeSegmentsTests.swift: the motion of each kind of keyframe, and how a track's keyframes
// follow one another (values worked out by hand from the formulas in KeyframeSegments.swift).

import XCTest
@testable import FlipbookUI

private struct Pose {
    var x = 0.0
    var y = 0.0
}

final class KeyframeSegmentsTests: XCTestCase {
    func testLinearKeyframesMoveInAStraightLineTimedByTheirCurve() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(10.0, duration: 1)
                LinearKeyframe(20.0, duration: 1, timingCurve: .easeIn)
            }
        }
        XCTAssertEqual(timeline.duration, 2)
        XCTAssertEqual(timeline.value(time: 0.5), 5, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 1.5), 10 + 10 * UnitCurve.easeIn.value(at: 0.5), accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 5), 20, "the last value once it is over")
        XCTAssertEqual(timeline.value(time: -1), 0, "the start before it")
    }

    func testAdjacentCubicKeyframesFollowACatmullRomSplineFromRestToRest() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(30.0, duration: 1)
        }
        // Tangent at 10: (30 − 0) / 2 s = 15/s; zero at both ends.
        XCTAssertEqual(timeline.value(time: 0.5), 10 * 0.5 - 0.125 * 15, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 1), 10, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 1.5), 10 * 0.5 + 0.125 * 15 + 30 * 0.5, accuracy: 1e-9)
    }

    func testACubicKeyframeAfterALinearOneStartsWithItsVelocity() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            CubicKeyframe(10.0, duration: 1)
        }
        // From 10 to 10 leaving at 10/s, arriving at rest: 10 + 0.125 · 10 halfway.
        XCTAssertEqual(timeline.value(time: 1.5), 11.25, accuracy: 1e-9)
    }

    func testGivenVelocitiesAreKept() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(0.0, duration: 1, startVelocity: 8, endVelocity: -8)
        }
        XCTAssertEqual(timeline.value(time: 0.5), 0.125 * 8 + 0.125 * 8, accuracy: 1e-9)
    }

    func testAMoveKeyframeJumpsAndTakesNoTime() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            MoveKeyframe(5.0)
            LinearKeyframe(15.0, duration: 1)
        }
        XCTAssertEqual(timeline.duration, 1)
        XCTAssertEqual(timeline.value(time: 0), 5)
        XCTAssertEqual(timeline.value(time: 0.5), 10, accuracy: 1e-9)
    }

    func testASpringKeyframeMovesAsItsSpringUntilItSettles() {
        let spring = Spring(duration: 0.5, bounce: 0)
        let timeline = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(10.0, spring: spring) }
        XCTAssertEqual(timeline.duration, spring.settlingDuration)
        // Critically damped, ω = 2π / 0.5: 1 − e^{−ωt}(1 + ωt) at ωt = π.
        let expected: Double = 10 * (1 - exp(-Double.pi) * (1 + Double.pi))
        XCTAssertEqual(timeline.value(time: 0.25), expected, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: timeline.duration), 10, accuracy: 0.1)
    }

    func testASpringCutShortHandsOnWhereItGotTo() {
        let spring = Spring(duration: 0.5, bounce: 0)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(10.0, duration: 0.25, spring: spring)
            MoveKeyframe(10.0)
        }
        let omegaT: Double = 4 * .pi * 0.2
        let reached: Double = 10 * (1 - exp(-omegaT) * (1 + omegaT))
        XCTAssertEqual(timeline.value(time: 0.2), reached, accuracy: 1e-9)
        XCTAssertLessThan(timeline.value(time: 0.2499), 9, "not settled when cut")
        XCTAssertEqual(timeline.value(time: 0.25), 10, "the move comes at the end of the cut spring")
    }

    func testTracksOfPropertiesRunSideBySideAndHoldTheirEnds() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.x) { LinearKeyframe(10.0, duration: 1) }
            KeyframeTrack(\.y) { LinearKeyframe(4.0, duration: 2) }
        }
        XCTAssertEqual(timeline.duration, 2)
        let halfway = timeline.value(time: 1.5)
        XCTAssertEqual(halfway.x, 10)
        XCTAssertEqual(halfway.y, 3, accuracy: 1e-9)
    }

    func testKeyframesOfTheWholeValueWrittenInARowPlayInOrder() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            LinearKeyframe(0.0, duration: 1)
        }
        XCTAssertEqual(timeline.duration, 2)
        XCTAssertEqual(timeline.value(time: 0.5), 5, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 1.5), 5, accuracy: 1e-9)
    }
    func testAGivenVelocityBetweenCubicsIsKeptOnBothSides() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1, endVelocity: 0)
            CubicKeyframe(20.0, duration: 1)
        }
        // The second leaves at rest where the first arrived at rest: 10 + 10 · h01(½) halfway.
        XCTAssertEqual(timeline.value(time: 1.5), 15, accuracy: 1e-9)
    }
}
