// Rotation3DTests.swift: rotation3DEffect's projection against the two test vectors SwiftUI
// itself produced (swiftui-facts §3, from OpenSwiftUI's dual tests).

import XCTest
@testable import Raster
@testable import FlipbookUI

final class Rotation3DTests: XCTestCase {
    private func assertRows(_ m: ProjectiveTransform, _ expected: [[Double]], file: StaticString = #filePath, line: UInt = #line) {
        // SwiftUI's matrix is defined up to scale: compare after normalising both by m[2][2].
        for r in 0..<3 {
            for c in 0..<3 {
                XCTAssertEqual(m.m[r][c] / m.m[2][2], expected[r][c] / expected[2][2], accuracy: 1e-4,
                               "row \(r) column \(c)", file: file, line: line)
            }
        }
    }

    func testSixtyDegreesAboutYWithAnchorZOne() {
        let spec = Rotation3DEffect(angle: .radians(.pi / 3), axis: (0, 1, 0), anchor: .center, anchorZ: 1, perspective: 1)
        let m = Rotation3D.projection(spec, size: CGSize(width: 100, height: 50))
        assertRows(m, [[0.93301, 0.21651, 0.0086603], [0, 1, 0], [2.73334, -10.70032, 0.57199]])
        let a = m.apply(Point(0, 0)), b = m.apply(Point(100, 0))
        XCTAssertEqual(a.x, 4.78, accuracy: 0.01); XCTAssertEqual(a.y, -18.71, accuracy: 0.01)
        XCTAssertEqual(b.x, 66.78, accuracy: 0.01); XCTAssertEqual(b.y, 7.62, accuracy: 0.01)
    }

    func testFortyFiveDegreesAboutXWithAnchorZTwoPerspectiveTwo() {
        let spec = Rotation3DEffect(angle: .radians(.pi / 4), axis: (1, 0, 0), anchor: .center, anchorZ: 2, perspective: 2)
        let m = Rotation3D.projection(spec, size: CGSize(width: 100, height: 50))
        assertRows(m, [[1, 0, 0], [-0.70711, 0.35355, -0.014142], [19.0919, 18.2825, 1.38184]])
    }

    func testZeroAxisIsIdentityAndNoPerspectiveIsAffine() {
        let none = Rotation3DEffect(angle: .degrees(30), axis: (0, 0, 0), anchor: .center, anchorZ: 0, perspective: 1)
        XCTAssertEqual(Rotation3D.projection(none, size: CGSize(width: 10, height: 10)), .identity)
        let flat = Rotation3DEffect(angle: .degrees(30), axis: (0, 1, 0), anchor: .center, anchorZ: 0, perspective: 0)
        XCTAssertTrue(Rotation3D.projection(flat, size: CGSize(width: 10, height: 10)).isAffine)
    }
}
