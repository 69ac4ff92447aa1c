// RobustnessTests.swift: absurd geometry draws nothing wrong and never traps: NaN and infinite
// frames, enormous shapes, zero-sized canvases, strokes with absurd dashes, colours that are not
// numbers.

import XCTest
@testable import FlipbookUI

final class RobustnessTests: XCTestCase {
    func testNaNAndInfiniteGeometryDrawNothingAndDoNotTrap() throws {
        let views: [any View] = [
            Rectangle().frame(width: .nan, height: 20),
            Circle().frame(width: .infinity, height: .infinity),
            Rectangle().frame(width: 1e12, height: 1e12).offset(x: -1e11),
            Rectangle().stroke(style: StrokeStyle(lineWidth: 3, dash: [0.001, 0.001])).frame(width: 50, height: 50),
            Path { p in p.move(to: CGPoint(x: CGFloat.nan, y: 0)); p.addLine(to: CGPoint(x: 10, y: 10)) }.stroke(lineWidth: 2),
            Text("").frame(width: -5, height: -5),
            Image(systemName: "no.such.symbol"),
            Circle().fill(Color(red: 0.2, green: 0.8, blue: 0.4, opacity: 0.0 / 0.0)),
            Color(white: .nan),
            Color.green.opacity(.nan).frame(width: 10, height: 10),
        ]
        for view in views {
            let r = Renderer(erasing: view, size: CGSize(width: 60, height: 60))
            XCTAssertNotNil(r.render(), "\(type(of: view))")
            r.tap(at: CGPoint(x: 30, y: 30), time: 0)
        }
    }

    func testCanvasesOutsideTheLimitsRenderNothing() {
        XCTAssertNil(Renderer(Rectangle(), size: CGSize(width: 0, height: 10)).render())
        XCTAssertNil(Renderer(Rectangle(), size: CGSize(width: 10_000, height: 10), scale: 2).render())
        XCTAssertThrowsError(try Renderer(Rectangle(), size: CGSize(width: 0, height: 10)).pngData())
    }
}
