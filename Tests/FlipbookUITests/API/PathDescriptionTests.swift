// PathDescriptionTests.swift: a path's description is SwiftUI's postfix syntax, whole numbers
// without ".0", and reads back as the same path; strings that are not paths give nil.

import XCTest
import FlipbookUI

final class PathDescriptionTests: XCTestCase {
    func testTheDescriptionIsThePostfixSyntax() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(square.description, "0 0 m 10 0 l 10 10 l 0 10 l h")
        let curves = Path {
            $0.move(to: CGPoint(x: 1.5, y: 2))
            $0.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 3, y: 4))
            $0.addCurve(to: CGPoint(x: 11, y: 12), control1: CGPoint(x: 7, y: 8), control2: CGPoint(x: 9, y: -10))
        }
        XCTAssertEqual(curves.description, "1.5 2 m 3 4 5 6 q 7 8 9 -10 11 12 c")
    }

    func testADescriptionReadsBackAsTheSamePath() {
        for path in [Path(ellipseIn: CGRect(x: 0.25, y: 1, width: 33.3, height: 20)),
                     Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 30), cornerRadius: 7),
                     Circle().path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).trimmedPath(from: 0.1, to: 0.7)] {
            XCTAssertEqual(Path(path.description), path)
        }
        XCTAssertEqual(Path("0 0 m 10 0 l h  5 5 l"), Path {
            $0.move(to: .zero)
            $0.addLine(to: CGPoint(x: 10, y: 0))
            $0.closeSubpath()
            $0.addLine(to: CGPoint(x: 5, y: 5))
        })
        XCTAssertEqual(Path(""), Path())
    }

    func testStringsThatAreNotPathsGiveNil() {
        XCTAssertNil(Path("0 0 x"), "an unknown word")
        XCTAssertNil(Path("0 m"), "too few numbers")
        XCTAssertNil(Path("0 0 m 1"), "a number left over")
        XCTAssertNil(Path("1 1 l"), "a line before any move")
    }
}
