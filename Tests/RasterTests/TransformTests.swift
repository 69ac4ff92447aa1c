// TransformTests.swift: affine maps and their inverses, and projective maps, including SwiftUI's
// rotation3DEffect test vector (size 100×50, 60° about y, anchorZ 1, perspective 1) as a
// ProjectiveTransform.

import XCTest
@testable import Raster

final class TransformTests: XCTestCase {
    func testAffineComposesInOrder() {
        // First a rotation by 0.3, then a scale (2, 3), then a translation (10, 5).
        let t = Transform(rotation: 0.3).concatenating(Transform(scaleX: 2, y: 3)).concatenating(Transform(translationX: 10, y: 5))
        let p = Point(7, -2)
        let rotated = Point(7 * cos(0.3) + 2 * sin(0.3), 7 * sin(0.3) - 2 * cos(0.3))
        let expected = Point(rotated.x * 2 + 10, rotated.y * 3 + 5)
        XCTAssertEqual(t.apply(p).x, expected.x, accuracy: 1e-12)
        XCTAssertEqual(t.apply(p).y, expected.y, accuracy: 1e-12)
        XCTAssertEqual(Transform(rotation: 1).concatenating(Transform(scaleX: 3, y: 1)).maximumScale, 3, accuracy: 1e-12)
    }

    func testTheInverseUndoesTheMap() throws {
        let t = Transform(rotation: 0.7).concatenating(Transform(scaleX: 2, y: -0.5)).concatenating(Transform(translationX: 3, y: 9))
        let inverse = try XCTUnwrap(t.inverted)
        for p in [Point(0, 0), Point(7, -2), Point(-40, 13)] {
            XCTAssertEqual(inverse.apply(t.apply(p)).x, p.x, accuracy: 1e-12)
            XCTAssertEqual(inverse.apply(t.apply(p)).y, p.y, accuracy: 1e-12)
        }
        XCTAssertNil(Transform(scaleX: 3, y: 0).inverted, "a map onto a line has no inverse")
        XCTAssertNil(Transform(scaleX: .leastNormalMagnitude / 16, y: 1).inverted, "nor one whose inverse is too large to hold")
    }

    func testProjectionMapsPointsAsSwiftUIDoes() {
        let m = ProjectiveTransform(rows: [[0.93301, 0.21651, 0.0086603], [0, 1, 0], [2.73334, -10.70032, 0.57199]])
        let a = m.apply(Point(0, 0)), b = m.apply(Point(100, 0))
        XCTAssertEqual(a.x, 4.78, accuracy: 0.01)
        XCTAssertEqual(a.y, -18.71, accuracy: 0.01)
        XCTAssertEqual(b.x, 66.78, accuracy: 0.01)
        XCTAssertEqual(b.y, 7.62, accuracy: 0.01)
    }

    func testPolygonBehindTheEyeIsCut() {
        // W = 1 − x/10: points with x ≥ 10 are at or behind the eye.
        let m = ProjectiveTransform(rows: [[1, 0, -0.1], [0, 1, 0], [0, 0, 1]])
        let projected = ProjectionClipper.project([Point(0, 0), Point(20, 0), Point(20, 5), Point(0, 5)], m)
        XCTAssertTrue(projected.allSatisfy(\.isFinite))
        XCTAssertEqual(projected.count, 4)
    }
}
