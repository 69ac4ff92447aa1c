// DecelerationCurveTests.swift: UIScrollView's normal deceleration: the velocity keeps 0.998 of
// itself each millisecond, so a glide's progress is 1 − e^(−t/τ) with τ = −1 ms / ln 0.998, and a
// release at v travels v·τ; as an Animation it settles within a tenth of a point of its end (a
// hundredth of the move, for a move under ten).

import Foundation
import XCTest
@testable import FlipbookUI

final class DecelerationCurveTests: XCTestCase {
    func testTheTimeConstantIsThatOfTheRatePerMillisecond() {
        XCTAssertEqual(DecelerationCurve.timeConstant, 0.49950, accuracy: 0.00001)
        // A millisecond keeps 0.998 of the velocity, the slope of the progress curve.
        let tau = DecelerationCurve.timeConstant
        XCTAssertEqual(exp(-0.001 / tau), 0.998, accuracy: 1e-12)
    }

    func testAGlideTravelsTheVelocityTimesTheTimeConstant() {
        XCTAssertEqual(DecelerationCurve.distance(velocity: 1000), 499.50, accuracy: 0.01)
        XCTAssertEqual(DecelerationCurve.distance(velocity: -200), -99.90, accuracy: 0.01)
    }

    func testProgressStartsAtTheReleaseVelocityAndNeverOvershoots() {
        let tau = DecelerationCurve.timeConstant
        XCTAssertEqual(DecelerationCurve.progress(at: tau, timeConstant: tau), 1 - exp(-1), accuracy: 1e-12)
        // Its slope at 0 is 1/τ: a move of v·τ starts at v.
        XCTAssertEqual(DecelerationCurve.progress(at: 1e-6, timeConstant: tau) / 1e-6, 1 / tau, accuracy: 1e-3)
        var last = 0.0
        for k in 1...100 {
            let p = DecelerationCurve.progress(at: Double(k) * 0.05, timeConstant: tau)
            XCTAssertGreaterThan(p, last)
            XCTAssertLessThan(p, 1)
            last = p
        }
    }

    func testAsAnAnimationItSettlesWithinATenthOfAPoint() {
        let tau = DecelerationCurve.timeConstant
        let timing = AnimationTiming(Animation(.deceleration(timeConstant: tau)), magnitude: 250)
        XCTAssertEqual(timing.duration, tau * log(2500), accuracy: 1e-12)
        XCTAssertEqual(250 * (1 - timing.progress(at: timing.duration - 1e-9)), 0.1, accuracy: 1e-6)
        XCTAssertEqual(timing.progress(at: timing.duration), 1)
        XCTAssertFalse(timing.isAdditive, "a new glide takes over from the old one")
    }

    /// What rides along a glide in other units (an opacity from 0.8 to 1) ends within a hundredth
    /// of its move, as late as a glide of points would in proportion, not half way.
    func testASmallMoveSettlesWithinAHundredthOfItself() {
        let tau = DecelerationCurve.timeConstant
        let timing = AnimationTiming(Animation(.deceleration(timeConstant: tau)), magnitude: 0.2)
        XCTAssertEqual(timing.duration, tau * log(100), accuracy: 1e-12)
        XCTAssertEqual(1 - timing.progress(at: timing.duration - 1e-9), 0.01, accuracy: 1e-6)
    }
}
