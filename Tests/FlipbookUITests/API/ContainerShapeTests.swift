// ContainerShapeTests.swift: under `.containerShape`, a ContainerRelativeShape (inset or not,
// filled or used as a clip) takes the container's shape; elsewhere it stays a rectangle.

import XCTest
@testable import FlipbookUI

final class ContainerShapeTests: XCTestCase {
    private func shapes(_ view: some View) -> [any Shape] {
        var found: [any Shape] = []
        Engine(view, canvasSize: CGSize(width: 100, height: 100)).presentedTree(at: 0).forEach { p in
            if let kind = p.kind as? ShapeKind { found.append(kind.shape.base) }
            if let clip = p.kind as? ClipEffect { found.append(clip.shape.base) }
        }
        return found
    }

    func testAContainerRelativeShapeTakesTheContainersShape() throws {
        let view = VStack {
            ContainerRelativeShape().fill(Color.red).frame(width: 40, height: 20)
            Color.blue.frame(width: 40, height: 20).clipShape(ContainerRelativeShape())
        }
        .containerShape(RoundedRectangle(cornerRadius: 12))
        let found = shapes(view)
        XCTAssertEqual(found.count, 3, "the fill, the clip and the blue colour")
        XCTAssertEqual((found[0] as? RoundedRectangle)?.cornerSize, CGSize(width: 12, height: 12))
        XCTAssertEqual((found[1] as? RoundedRectangle)?.cornerSize, CGSize(width: 12, height: 12))
    }

    func testAnInsetOneTakesTheContainersShapeInset() {
        let found = shapes(ContainerRelativeShape().inset(by: 4).fill(Color.red).frame(width: 40, height: 20).containerShape(Circle()))
        XCTAssertTrue(found.first.map { type(of: $0) != ContainerRelativeShape.self && !($0 is Inset<ContainerRelativeShape>) } ?? false)
    }

    func testWithoutAContainerShapeItIsARectangle() {
        XCTAssertTrue(shapes(ContainerRelativeShape().fill(Color.red).frame(width: 40, height: 20)).first is ContainerRelativeShape)
    }

    func testAStrokedOneTakesTheContainersShapeToo() {
        let found = shapes(ContainerRelativeShape().strokeBorder(Color.red, lineWidth: 2).frame(width: 40, height: 20)
            .containerShape(RoundedRectangle(cornerRadius: 12)))
        // The rounded rectangle inset by half the line, as strokeBorder insets, then stroked.
        XCTAssertEqual(found.first.map { "\(type(of: $0))" }, "_StrokedShape<Inset<RoundedRectangle>>")
    }
}
