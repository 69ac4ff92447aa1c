// ShapeTests.swift: the built-in shapes' geometry in closed form: where each path starts and
// which way it runs (trim depends on it), insets (frame inset, corner radii shortened), uneven
// corner radii (clamped per corner, equal radii giving a RoundedRectangle), the moved shapes
// (rotation, scale, offset, transform about their anchors), strokes as shapes, AnyShape, sizes
// asked for, and what animates.

import Foundation
import XCTest
import FlipbookUI

final class BuiltInShapeTests: XCTestCase {
    private let frame = CGRect(x: 0, y: 0, width: 100, height: 50)

    func testWhereTheNewShapesStartForTrim() {
        // UnevenRoundedRectangle: just after the top-left corner, along the top edge to the right.
        let uneven = UnevenRoundedRectangle(topLeadingRadius: 10, bottomLeadingRadius: 0, bottomTrailingRadius: 5,
                                            topTrailingRadius: 20, style: .circular)
        XCTAssertEqual(uneven.path(in: frame).firstPoint, CGPoint(x: 10, y: 0))
        let firstBit = uneven.trim(from: 0, to: 0.01).path(in: frame)
        XCTAssertEqual(firstBit.firstPoint, CGPoint(x: 10, y: 0))
        XCTAssertEqual(firstBit.lastPoint?.y, 0)
        XCTAssertGreaterThan(firstBit.lastPoint!.x, 10, "runs right: clockwise on screen")
        // With a square top-left corner it starts at the corner itself, as a Rectangle does.
        XCTAssertEqual(UnevenRoundedRectangle(bottomTrailingRadius: 8).path(in: frame).firstPoint, .zero)
        // ContainerRelativeShape draws the rectangle: its first quarter is the top edge.
        let quarter = ContainerRelativeShape().trim(from: 0, to: 0.25).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(quarter.elements, [.move(to: .zero), .line(to: CGPoint(x: 100, y: 0))])
    }

    func testUnevenRadiiAreClampedPerCornerAndRunClockwise() {
        // 100 × 50: a 40 pt radius is clamped to 25 (half the shorter side).
        let path = UnevenRoundedRectangle(topLeadingRadius: 40, style: .circular).path(in: frame)
        XCTAssertEqual(path.firstPoint, CGPoint(x: 25, y: 0))
        XCTAssertEqual(path.elements[1], .line(to: CGPoint(x: 100, y: 0)), "square top-right corner")
        XCTAssertEqual(path.elements[2], .line(to: CGPoint(x: 100, y: 50)))
        XCTAssertEqual(path.elements[3], .line(to: CGPoint(x: 0, y: 50)))
        XCTAssertEqual(path.elements[4], .line(to: CGPoint(x: 0, y: 25)))
        guard case .curve(let end, _, _) = path.elements[5] else { return XCTFail("the rounded corner") }
        XCTAssertEqual(end, CGPoint(x: 25, y: 0))
        assertRect(path.boundingRect, frame)
    }

    func testEqualUnevenRadiiDrawARoundedRectangle() {
        for style in [RoundedCornerStyle.circular, .continuous] {
            for r: CGFloat in [0, 6, 20, 40] {
                XCTAssertEqual(UnevenRoundedRectangle(topLeadingRadius: r, bottomLeadingRadius: r, bottomTrailingRadius: r,
                                                      topTrailingRadius: r, style: style).path(in: frame),
                               RoundedRectangle(cornerRadius: r, style: style).path(in: frame), "\(style) \(r)")
            }
        }
        XCTAssertEqual(UnevenRoundedRectangle().path(in: frame), Rectangle().path(in: frame))
    }

    func testAContinuousCornerIsDrawnCircularWhereItWouldNotFit() {
        // 1.528665 × 10 ≤ 25 fits; 1.528665 × 20 > 25 does not, so that corner starts at r.
        let path = UnevenRoundedRectangle(topLeadingRadius: 20, topTrailingRadius: 10).path(in: frame)
        XCTAssertEqual(path.firstPoint, CGPoint(x: 20, y: 0))
        guard case .line(let toCorner) = path.elements[1] else { return XCTFail("the top edge") }
        XCTAssertEqual(toCorner.x, 100 - 15.28665, accuracy: 1e-9)
    }

    func testInsetsShrinkTheFrameAndTheCorners() {
        assertRect(Rectangle().inset(by: 5).path(in: frame).boundingRect, CGRect(x: 5, y: 5, width: 90, height: 40))
        assertRect(Ellipse().inset(by: 5).path(in: frame).boundingRect, CGRect(x: 5, y: 5, width: 90, height: 40))
        assertRect(Capsule().inset(by: 5).path(in: frame).boundingRect, CGRect(x: 5, y: 5, width: 90, height: 40))
        assertRect(Circle().inset(by: 5).path(in: frame).boundingRect, CGRect(x: 30, y: 5, width: 40, height: 40))
        assertRect(ContainerRelativeShape().inset(by: 5).path(in: frame).boundingRect, CGRect(x: 5, y: 5, width: 90, height: 40))
        XCTAssertEqual(RoundedRectangle(cornerRadius: 10, style: .circular).inset(by: 3).path(in: frame),
                       Path(roundedRect: CGRect(x: 3, y: 3, width: 94, height: 44), cornerRadius: 7, style: .circular))
        XCTAssertEqual(RoundedRectangle(cornerRadius: 2).inset(by: 3).path(in: frame),
                       Path(CGRect(x: 3, y: 3, width: 94, height: 44)), "a radius never goes below zero")
        XCTAssertEqual(UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 2, style: .circular).inset(by: 4).path(in: frame),
                       UnevenRoundedRectangle(topLeadingRadius: 6, style: .circular).path(in: CGRect(x: 4, y: 4, width: 92, height: 42)))
        // Insetting twice adds up; an inset bigger than the frame leaves nothing.
        XCTAssertEqual(Rectangle().inset(by: 2).inset(by: 3).path(in: frame), Rectangle().inset(by: 5).path(in: frame))
        XCTAssertTrue(Rectangle().inset(by: 30).path(in: frame).isEmpty)
    }

    func testCirclesAskForASquareCountingAnUnspecifiedSideAsTenPoints() {
        XCTAssertEqual(Circle().sizeThatFits(ProposedViewSize(width: 100, height: 50)), CGSize(width: 50, height: 50))
        XCTAssertEqual(Circle().sizeThatFits(ProposedViewSize(width: 100, height: nil)), CGSize(width: 10, height: 10))
        XCTAssertEqual(Circle().sizeThatFits(.unspecified), CGSize(width: 10, height: 10))
        XCTAssertEqual(Circle().inset(by: 3).sizeThatFits(ProposedViewSize(width: 100, height: 50)), CGSize(width: 50, height: 50))
    }

    func testStaticMembersNameTheShapes() {
        func path<S: Shape>(_ shape: S) -> Path { shape.path(in: frame) }
        XCTAssertEqual(path(.rect), Rectangle().path(in: frame))
        XCTAssertEqual(path(.rect(cornerRadius: 8)), RoundedRectangle(cornerRadius: 8).path(in: frame))
        XCTAssertEqual(path(.rect(cornerSize: CGSize(width: 4, height: 4), style: .circular)),
                       RoundedRectangle(cornerRadius: 4, style: .circular).path(in: frame))
        XCTAssertEqual(path(.rect(topLeadingRadius: 8)), UnevenRoundedRectangle(topLeadingRadius: 8).path(in: frame))
        XCTAssertEqual(path(.rect(cornerRadii: RectangleCornerRadii(bottomTrailing: 3))),
                       UnevenRoundedRectangle(bottomTrailingRadius: 3).path(in: frame))
        XCTAssertEqual(path(.capsule), Capsule().path(in: frame))
        XCTAssertEqual(path(.capsule(style: .circular)), Capsule(style: .circular).path(in: frame))
        XCTAssertEqual(path(.ellipse), Ellipse().path(in: frame))
        XCTAssertEqual(path(.circle), Circle().path(in: frame))
        XCTAssertEqual(path(.containerRelative), Rectangle().path(in: frame))
    }

    func testCornerRadiiAnimateInSwiftUIsOrder() {
        var shape = UnevenRoundedRectangle(topLeadingRadius: 1, bottomLeadingRadius: 2, bottomTrailingRadius: 3, topTrailingRadius: 4)
        let data = shape.animatableData
        XCTAssertEqual([data.first.first, data.first.second, data.second.first, data.second.second], [1, 4, 2, 3])
        shape.animatableData = AnimatablePair(AnimatablePair(5, 6), AnimatablePair(7, 8))
        XCTAssertEqual(shape.cornerRadii, RectangleCornerRadii(topLeading: 5, bottomLeading: 7, bottomTrailing: 8, topTrailing: 6))
    }
}

final class MovedShapeTests: XCTestCase {
    private let frame = CGRect(x: 0, y: 0, width: 100, height: 50)

    func testRotationTurnsAboutTheAnchorClockwiseOnScreen() {
        assertRect(Rectangle().rotation(.degrees(90)).path(in: frame).boundingRect, CGRect(x: 25, y: -25, width: 50, height: 100))
        assertRect(Rectangle().rotation(.degrees(90), anchor: .topLeading).path(in: frame).boundingRect,
                   CGRect(x: -50, y: 0, width: 50, height: 100))
        // The top-left corner, where a rectangle starts, turns to the top-right of the turned frame.
        assertPoint(Rectangle().rotation(.degrees(90)).path(in: frame).firstPoint, CGPoint(x: 75, y: -25))
    }

    func testScaleAboutTheAnchor() {
        assertRect(Rectangle().scale(0.5).path(in: frame).boundingRect, CGRect(x: 25, y: 12.5, width: 50, height: 25))
        assertRect(Rectangle().scale(x: 2, y: 1, anchor: .topLeading).path(in: frame).boundingRect,
                   CGRect(x: 0, y: 0, width: 200, height: 50))
        assertRect(Rectangle().scale(x: -1, anchor: .leading).path(in: frame).boundingRect,
                   CGRect(x: -100, y: 0, width: 100, height: 50))
    }

    func testOffsetAndTransform() {
        XCTAssertEqual(Rectangle().offset(x: 10, y: -5).path(in: frame), Path(CGRect(x: 10, y: -5, width: 100, height: 50)))
        XCTAssertEqual(Rectangle().offset(CGSize(width: 1, height: 2)).path(in: frame), Rectangle().offset(CGPoint(x: 1, y: 2)).path(in: frame))
        let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
        XCTAssertEqual(Ellipse().transform(t).path(in: frame), Ellipse().path(in: frame).applying(t))
    }

    func testMovedShapesAskForTheirShapesSizeAndStayInsettable() {
        let proposal = ProposedViewSize(width: 100, height: 50)
        XCTAssertEqual(Circle().rotation(.degrees(30)).sizeThatFits(proposal), CGSize(width: 50, height: 50))
        XCTAssertEqual(Circle().offset(x: 3).sizeThatFits(proposal), CGSize(width: 50, height: 50))
        XCTAssertEqual(Circle().scale(2).sizeThatFits(proposal), CGSize(width: 50, height: 50))
        XCTAssertEqual(Circle().transform(.identity).sizeThatFits(proposal), CGSize(width: 50, height: 50))
        assertRect(Circle().offset(x: 10).inset(by: 5).path(in: frame).boundingRect, CGRect(x: 40, y: 5, width: 40, height: 40))
        assertRect(Rectangle().rotation(.degrees(90)).inset(by: 5).path(in: frame).boundingRect,
                   CGRect(x: 30, y: -20, width: 40, height: 90))
    }

    func testMovedShapesAnimateTheirParameters() {
        var rotated = RoundedRectangle(cornerRadius: 4).rotation(.zero)
        rotated.animatableData = AnimatablePair(AnimatablePair(6, 6), AnimatablePair(Double.pi, AnimatablePair(0, 1)))
        XCTAssertEqual(rotated.angle, .radians(.pi))
        XCTAssertEqual(rotated.anchor, .bottomLeading)
        XCTAssertEqual(rotated.shape.cornerSize, CGSize(width: 6, height: 6))

        var offset = Rectangle().offset(x: 1)
        offset.animatableData = AnimatablePair(EmptyAnimatableData(), AnimatablePair(7, 8))
        XCTAssertEqual(offset.offset, CGSize(width: 7, height: 8))

        var scaled = Rectangle().scale(2)
        scaled.animatableData = AnimatablePair(EmptyAnimatableData(), AnimatablePair(AnimatablePair(3, 4), AnimatablePair(1, 0)))
        XCTAssertEqual(scaled.scale, CGSize(width: 3, height: 4))
        XCTAssertEqual(scaled.anchor, .topTrailing)

        var transformed = RoundedRectangle(cornerRadius: 1).transform(CGAffineTransform(scaleX: 2, y: 2))
        transformed.animatableData = AnimatablePair(9, 9)
        XCTAssertEqual(transformed.shape.cornerSize, CGSize(width: 9, height: 9))
        XCTAssertEqual(transformed.transform, CGAffineTransform(scaleX: 2, y: 2), "the transform itself does not animate")
    }
}

final class StrokeAndAnyShapeTests: XCTestCase {
    private let frame = CGRect(x: 0, y: 0, width: 100, height: 100)

    func testAStrokeIsAShapeCoveringTheStroke() {
        let ring = Circle().stroke(lineWidth: 4).path(in: frame)
        assertRect(ring.boundingRect, CGRect(x: -2, y: -2, width: 104, height: 104), accuracy: 0.02)
        XCTAssertTrue(ring.contains(CGPoint(x: 99, y: 50)))
        XCTAssertFalse(ring.contains(CGPoint(x: 50, y: 50)), "the inside of a stroked circle is not the stroke")
        let dashed = Rectangle().stroke(style: StrokeStyle(lineWidth: 2, dash: [10, 10])).path(in: frame)
        XCTAssertTrue(dashed.contains(CGPoint(x: 5, y: 0)))
        XCTAssertFalse(dashed.contains(CGPoint(x: 15, y: 0)))
        XCTAssertEqual(Circle().stroke(style: StrokeStyle(lineWidth: 3)).sizeThatFits(ProposedViewSize(width: 80, height: 40)),
                       CGSize(width: 40, height: 40))
    }

    func testStrokeStylesAnimateWidthMiterLimitAndDashPhase() {
        var style = StrokeStyle(lineWidth: 1, lineCap: .round, miterLimit: 10, dash: [4, 2], dashPhase: 0)
        XCTAssertEqual(style.animatableData, AnimatablePair(1, AnimatablePair(10, 0)))
        style.animatableData = AnimatablePair(3, AnimatablePair(4, 2))
        XCTAssertEqual(style, StrokeStyle(lineWidth: 3, lineCap: .round, miterLimit: 4, dash: [4, 2], dashPhase: 2))
    }

    func testAnyShapeDrawsItsShapeAndAnimatesOnlyWithinOneType() {
        XCTAssertEqual(AnyShape(Circle()).path(in: frame), Circle().path(in: frame))
        XCTAssertEqual(AnyShape(Circle()).sizeThatFits(ProposedViewSize(width: 80, height: 40)), CGSize(width: 40, height: 40))

        let small = AnyShape(RoundedRectangle(cornerRadius: 10, style: .circular))
        let large = AnyShape(RoundedRectangle(cornerRadius: 30, style: .circular))
        var halfway = small
        var data = large.animatableData - small.animatableData
        data.scale(by: 0.5)
        halfway.animatableData = small.animatableData + data
        XCTAssertEqual(halfway.path(in: frame), RoundedRectangle(cornerRadius: 20, style: .circular).path(in: frame))

        // Between types nothing interpolates: the difference is the newer data, a sum keeps the
        // older type, and data of another type leaves a shape as it is.
        let circle = AnyShape(Circle())
        var moved = large.animatableData - circle.animatableData
        moved.scale(by: 0.5)
        var shown = circle
        shown.animatableData = circle.animatableData + moved
        XCTAssertEqual(shown.path(in: frame), Circle().path(in: frame))
        var other = large
        other.animatableData = circle.animatableData
        XCTAssertEqual(other.path(in: frame), large.path(in: frame))
        XCTAssertEqual(_AnyAnimatableData.zero + small.animatableData, small.animatableData)
        XCTAssertEqual((_AnyAnimatableData.zero - small.animatableData) + small.animatableData, _AnyAnimatableData.zero)
    }
}
