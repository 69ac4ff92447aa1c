// CGAffineTransformTests.swift: Core Graphics' transform maths in closed form: the row-vector
// convention, `translatedBy`/`scaledBy`/`rotated` applying their own step first, concatenation
// order, inversion (a singular transform comes back unchanged), and points, sizes, rects and
// paths mapped. The file imports Foundation beside FlipbookUI, as a user's file does: the name
// resolves to ours, and Foundation's own `AffineTransform` stays usable.

import Foundation
import XCTest
import FlipbookUI

final class CGAffineTransformTests: XCTestCase {
    private let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)

    private func assertEqual(_ x: CGAffineTransform, _ y: CGAffineTransform, accuracy: CGFloat = 1e-12,
                             file: StaticString = #filePath, line: UInt = #line) {
        for (p, q) in zip([x.a, x.b, x.c, x.d, x.tx, x.ty], [y.a, y.b, y.c, y.d, y.tx, y.ty]) {
            XCTAssertEqual(p, q, accuracy: accuracy, "\(x) ≠ \(y)", file: file, line: line)
        }
    }

    private func assertEqual(_ p: CGPoint, _ q: CGPoint, accuracy: CGFloat = 1e-12, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(p.x, q.x, accuracy: accuracy, file: file, line: line)
        XCTAssertEqual(p.y, q.y, accuracy: accuracy, file: file, line: line)
    }

    func testIdentityAndTheZeroTransform() {
        XCTAssertTrue(CGAffineTransform.identity.isIdentity)
        XCTAssertFalse(t.isIdentity)
        XCTAssertEqual(CGAffineTransform(), CGAffineTransform(0, 0, 0, 0, 0, 0), "a C struct starts all zero")
        XCTAssertEqual(CGAffineTransform(1, 0, 0, 1, 0, 0), .identity)
        XCTAssertEqual(Foundation.AffineTransform.identity.m11, 1, "Foundation's own type is untouched")
    }

    func testPointsMapByTheRowVectorConvention() {
        // x' = a·x + c·y + tx, y' = b·x + d·y + ty
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(t), CGPoint(x: 1 + 3 + 5, y: 2 + 4 + 6))
        XCTAssertEqual(CGPoint(x: 1, y: 2).applying(CGAffineTransform(translationX: 10, y: 20)), CGPoint(x: 11, y: 22))
        XCTAssertEqual(CGPoint(x: 1, y: 2).applying(CGAffineTransform(scaleX: 3, y: -1)), CGPoint(x: 3, y: -2))
    }

    func testAPositiveRotationTurnsClockwiseOnAYDownScreen() {
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        assertEqual(r, CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
        assertEqual(CGPoint(x: 1, y: 0).applying(r), CGPoint(x: 0, y: 1))  // 3 o'clock → 6 o'clock
    }

    func testTranslatedByTranslatesFirst() {
        // CGAffineTransformTranslate(t, 7, 8) = translation × t: tx' = tx + 7a + 8c, ty' = ty + 7b + 8d.
        assertEqual(t.translatedBy(x: 7, y: 8), CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 36, ty: 52))
        let p = CGPoint(x: 0.5, y: -2)
        assertEqual(p.applying(t.translatedBy(x: 7, y: 8)), CGPoint(x: p.x + 7, y: p.y + 8).applying(t))
    }

    func testScaledByAndRotatedApplyTheirStepFirst() {
        assertEqual(t.scaledBy(x: 7, y: 8), CGAffineTransform(a: 7, b: 14, c: 24, d: 32, tx: 5, ty: 6))
        assertEqual(t.rotated(by: .pi / 2), CGAffineTransform(a: 3, b: 4, c: -1, d: -2, tx: 5, ty: 6))
        // Rotating about a point: move it to the origin, rotate, move back (read right to left).
        let about = CGAffineTransform(translationX: 10, y: 10).rotated(by: .pi / 2).translatedBy(x: -10, y: -10)
        assertEqual(CGPoint(x: 20, y: 10).applying(about), CGPoint(x: 10, y: 20))
    }

    func testConcatenatingAppliesTheReceiverFirst() {
        let s = CGAffineTransform(scaleX: 2, y: 3), m = CGAffineTransform(translationX: 5, y: 7)
        let p = CGPoint(x: 1, y: 1)
        XCTAssertEqual(p.applying(s.concatenating(m)), p.applying(s).applying(m))
        XCTAssertEqual(p.applying(s.concatenating(m)), CGPoint(x: 7, y: 10))
        XCTAssertEqual(p.applying(m.concatenating(s)), CGPoint(x: 12, y: 24))
    }

    func testInvertedUndoesAndASingularTransformComesBackUnchanged() {
        assertEqual(t.concatenating(t.inverted()), .identity)
        assertEqual(t.inverted().concatenating(t), .identity)
        assertEqual(CGAffineTransform(translationX: 10, y: 20).inverted(), CGAffineTransform(translationX: -10, y: -20))
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1)
        XCTAssertEqual(singular.inverted(), singular)
    }

    func testSizesMapAsVectorsAndRectsToTheBoundsOfTheirCorners() {
        XCTAssertEqual(CGSize(width: 2, height: 1).applying(t), CGSize(width: 2 + 3, height: 4 + 4), "no translation")
        XCTAssertEqual(CGRect(x: 1, y: 2, width: 3, height: 4).applying(CGAffineTransform(scaleX: -2, y: 1).translatedBy(x: 1, y: 0)),
                       CGRect(x: -10, y: 2, width: 6, height: 4))
        let rotated = CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(rotated.minX, -1, accuracy: 1e-12)
        XCTAssertEqual(rotated.minY, 0, accuracy: 1e-12)
        XCTAssertEqual(rotated.width, 1, accuracy: 1e-12)
        XCTAssertEqual(rotated.height, 2, accuracy: 1e-12)
        XCTAssertTrue(CGRect.null.applying(t).isNull)
    }

    func testPathsMapPointByPoint() {
        let path = Path { p in
            p.move(to: CGPoint(x: 1, y: 0))
            p.addLine(to: CGPoint(x: 2, y: 3))
        }
        var mapped: [CGPoint] = []
        path.applying(t).forEach { e in
            switch e {
            case .move(let p), .line(let p): mapped.append(p)
            default: XCTFail("unexpected \(e)")
            }
        }
        XCTAssertEqual(mapped, [CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 2, y: 3).applying(t)])
        XCTAssertEqual(path.applying(.identity), path)
    }
}
