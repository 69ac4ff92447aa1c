// GraphicsContextGradientOptionsTests.swift: a shading's `.linearColor` option mixes a gradient's
// colours in linear light: halfway from black to white is encode(0.5) = 188, not the stored
// midpoint 128, for linear, radial and conic shadings.

import XCTest
@testable import FlipbookUI
import Raster

final class GraphicsContextGradientOptionsTests: XCTestCase {
    private let greys = Gradient(colors: [Color(red: 0, green: 0, blue: 0), Color(red: 1, green: 1, blue: 1)])

    /// The red channel at the middle of a 40 pt canvas filled with `shading(size)`.
    private func middle(_ shading: @escaping (CGSize) -> GraphicsContext.Shading) -> Int {
        let image = Renderer(Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: shading(size))
        }.frame(width: 40, height: 40), size: CGSize(width: 40, height: 40), scale: 1, background: nil).render()!
        return Int(image[20, 20].straight.r)
    }

    func testLinearColourMixesInLinearLight() {
        let greys = self.greys
        let linear = { (options: GraphicsContext.GradientOptions) in
            self.middle { .linearGradient(greys, startPoint: CGPoint(x: 0.5, y: 0), endPoint: CGPoint(x: $0.width + 0.5, y: 0),
                                          options: options) }
        }
        XCTAssertEqual(linear([]), 128, accuracy: 2, "as stored, by default")
        XCTAssertEqual(linear(.linearColor), 188, accuracy: 2)
        let radial = middle { _ in .radialGradient(greys, center: CGPoint(x: -0.5, y: 20.5), startRadius: 0, endRadius: 42,
                                              options: .linearColor) }
        XCTAssertEqual(radial, 188, accuracy: 3)
        let conic = middle { _ in .conicGradient(greys, center: CGPoint(x: 20.5, y: 40.5), angle: .degrees(90), options: .linearColor) }
        XCTAssertEqual(conic, 188, accuracy: 3, "half a turn from the start, straight up")
    }
}
