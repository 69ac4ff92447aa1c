// ShapeBooleanTests.swift: the iOS 17 boolean operations through SwiftUI's API: a stroked union
// draws its outer boundary and nothing where the shapes overlap, a subtraction fills with a hole,
// Path's operations and their fill rules, and a combined shape animates both its shapes.

import XCTest
@testable import FlipbookUI
@testable import Raster

final class ShapeBooleanTests: XCTestCase {
    private func pixel(_ frame: Pixmap, _ x: Int, _ y: Int) -> RGBA8 { frame[x, y].straight }

    func testAStrokedUnionDrawsOnlyTheOuterBoundary() throws {
        // In a 60 pt frame at (40, 40): a circle about (70, 70) of radius 30, and a square from
        // (70, 70) to (130, 130) covering its lower right quarter.
        let view = Circle().union(Rectangle().offset(x: 30, y: 30)).stroke(Color.black, lineWidth: 4)
            .frame(width: 60, height: 60)
        let frame = try XCTUnwrap(Renderer(view, size: CGSize(width: 140, height: 140), scale: 1).render())
        XCTAssertEqual(pixel(frame, 70, 40), Color.black.rgba8, "the circle's top")
        XCTAssertEqual(pixel(frame, 40, 70), Color.black.rgba8, "the circle's left")
        XCTAssertEqual(pixel(frame, 115, 70), Color.black.rgba8, "the square's top, outside the circle")
        XCTAssertEqual(pixel(frame, 70, 115), Color.black.rgba8, "the square's left, outside the circle")
        XCTAssertEqual(pixel(frame, 85, 70), Color.white.rgba8, "no square's top inside the circle")
        XCTAssertEqual(pixel(frame, 70, 85), Color.white.rgba8, "no square's left inside the circle")
        XCTAssertEqual(pixel(frame, 91, 91), Color.white.rgba8, "no circle inside the square")
        XCTAssertEqual(pixel(frame, 60, 60), Color.white.rgba8)
    }

    func testASubtractionFillsAroundAHole() throws {
        let view = Rectangle().subtracting(Circle().scale(0.5)).fill(Color.blue).frame(width: 80, height: 80)
        let frame = try XCTUnwrap(Renderer(view, size: CGSize(width: 100, height: 100), scale: 1).render())
        XCTAssertEqual(pixel(frame, 50, 50), Color.white.rgba8, "the hole")
        XCTAssertEqual(pixel(frame, 15, 15), Color.blue.rgba8)
        XCTAssertEqual(pixel(frame, 50, 15), Color.blue.rgba8, "between the frame and the hole")
    }

    func testPathOperationsAndTheirFillRules() {
        let a = Path(CGRect(x: 0, y: 0, width: 100, height: 100)), b = Path(CGRect(x: 50, y: 50, width: 100, height: 100))
        let union = a.union(b)
        XCTAssertEqual(union.boundingRect, CGRect(x: 0, y: 0, width: 150, height: 150))
        XCTAssertTrue(union.contains(CGPoint(x: 75, y: 75)))
        XCTAssertFalse(union.contains(CGPoint(x: 125, y: 25)))
        XCTAssertEqual(a.intersection(b).boundingRect, CGRect(x: 50, y: 50, width: 50, height: 50))
        XCTAssertFalse(a.subtracting(b).contains(CGPoint(x: 75, y: 75)))
        XCTAssertTrue(a.subtracting(b).contains(CGPoint(x: 25, y: 75)))
        XCTAssertFalse(a.symmetricDifference(b).contains(CGPoint(x: 75, y: 75)))
        XCTAssertTrue(a.symmetricDifference(b).contains(CGPoint(x: 125, y: 125)))
        // One path holding both squares: normalized fills it even-odd unless told otherwise.
        var both = a
        both.addPath(b)
        XCTAssertFalse(both.normalized().contains(CGPoint(x: 75, y: 75)))
        XCTAssertTrue(both.normalized(eoFill: false).contains(CGPoint(x: 75, y: 75)))
        XCTAssertTrue(both.intersection(a).contains(CGPoint(x: 75, y: 75)))
        XCTAssertFalse(both.intersection(a, eoFill: true).contains(CGPoint(x: 75, y: 75)))
        // The line operations cut a's outline where b's fill begins: half its perimeter is inside.
        let inside = a.lineIntersection(b), outside = a.lineSubtraction(b)
        XCTAssertEqual(inside.boundingRect, CGRect(x: 50, y: 50, width: 50, height: 50))
        XCTAssertEqual(outside.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(inside.elements, [.move(to: CGPoint(x: 100, y: 50)), .line(to: CGPoint(x: 100, y: 100)),
                                         .line(to: CGPoint(x: 50, y: 100))], "an open line")
    }

    func testACombinedShapeAnimatesBothShapes() {
        var shape = CombinedShape(first: Circle(), second: Rectangle().offset(x: 10, y: 0), operation: .union, eoFill: false)
        XCTAssertEqual(shape.animatableData.second.second.first, 10)
        shape.animatableData.second.second.first = 20
        let path = shape.path(in: CGRect(x: 0, y: 0, width: 50, height: 50))
        XCTAssertEqual(path.boundingRect.maxX, 70, accuracy: 1e-9)
    }
}
