// SystemStylesTests.swift: the system's named styles (`.fill` and its levels, `.separator`,
// `.placeholder`, `.link`) in light and dark mode; `.buttonBorderShape` shapes a bordered
// button's fill; a Markdown link takes the tint; the switch's off track shows what is behind it
// in dark mode; `.transformEffect`, `.projectionEffect` and a Core Animation 3D transform draw
// the view where their maps put it.

import XCTest
@testable import FlipbookUI
import Raster

final class SystemStylesTests: XCTestCase {
    private func color(_ style: any ShapeStyle, _ scheme: ColorScheme = .light) -> RGBA8? {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        guard case .color(let c)? = ResolvedStyle(style, environment: environment) else { return nil }
        return c.rgba8
    }

    private func frame(_ view: some View, width: CGFloat = 100, height: CGFloat = 60, scheme: ColorScheme = .light) throws -> Pixmap {
        let configuration = RenderConfiguration(size: CGSize(width: width, height: height), scale: 1,
                                                background: scheme == .dark ? .black : .white, colorScheme: scheme)
        return try XCTUnwrap(Renderer(erasing: view, configuration: configuration).render(at: 0))
    }

    func testTheFillLevelsSeparatorPlaceholderAndLinkColours() {
        XCTAssertEqual(color(FillShapeStyle.fill), RGBA8(r: 120, g: 120, b: 128, a: 51))
        XCTAssertEqual(color(FillShapeStyle.fill.secondary, .dark), RGBA8(r: 120, g: 120, b: 128, a: 82))
        XCTAssertEqual(color(FillShapeStyle.fill.tertiary), RGBA8(r: 118, g: 118, b: 128, a: 31))
        XCTAssertEqual(color(FillShapeStyle.fill.quaternary, .dark), RGBA8(r: 118, g: 118, b: 128, a: 46))
        XCTAssertEqual(color(SeparatorShapeStyle.separator), RGBA8(r: 60, g: 60, b: 67, a: 74))
        XCTAssertEqual(color(PlaceholderTextShapeStyle.placeholder, .dark), RGBA8(r: 235, g: 235, b: 245, a: 77))
        XCTAssertEqual(color(LinkShapeStyle.link, .dark), RGBA8(r: 9, g: 132, b: 255, a: 255))
    }

    func testABorderShapeShapesTheBorderedFill() throws {
        let button = Button("Go") {}.buttonStyle(.borderedProminent).frame(width: 80, height: 40)
        let rounded = try frame(button.buttonBorderShape(.roundedRectangle(radius: 2)))
        let capsule = try frame(button.buttonBorderShape(.capsule))
        // The fill's top-left corner: nearly square with a 2 pt radius, round in a capsule.
        let corner = { (image: Pixmap) -> RGBA8 in
            let xs = (0..<image.width).filter { image[$0, 30].straight.b > 200 && image[$0, 30].straight.r < 100 }
            let ys = (0..<image.height).filter { image[50, $0].straight.b > 200 && image[50, $0].straight.r < 100 }
            return image[xs.first! + 1, ys.first! + 1].straight
        }
        XCTAssertGreaterThan(corner(rounded).b, 200)
        XCTAssertEqual(corner(capsule), .white)
    }

    func testAMarkdownLinkTakesTheTint() throws {
        let image = try frame(Text("[link](https://example.com)").font(.system(size: 30)).tint(.orange), width: 100, height: 50)
        var orange = 0, blue = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y].straight
                if p.r > 200 && p.g > 100 && p.b < 60 { orange += 1 }
                if p.b > 200 && p.r < 60 { blue += 1 }
            }
        }
        XCTAssertGreaterThan(orange, 50)
        XCTAssertEqual(blue, 0)
    }

    func testTheSwitchsOffTrackIsTranslucentInDarkMode() throws {
        let toggle = Toggle("", isOn: .constant(false)).labelsHidden()
        let light = try frame(toggle), dark = try frame(toggle, scheme: .dark)
        // A point of the track left of the knob's middle: over white, over black.
        let track = (x: 50 + 20, y: 30)
        XCTAssertEqual(light[track.x, track.y].straight, RGBA8(r: 233, g: 233, b: 234, a: 255))
        XCTAssertEqual(dark[track.x, track.y].straight, RGBA8(r: 39, g: 39, b: 41, a: 255), "(120, 120, 128) at 0.32 over black")
    }

    func testTransformEffectsAndACoreAnimationTransformMoveTheDrawing() throws {
        let square = Color.red.frame(width: 20, height: 20)
        let moved = try frame(square.transformEffect(CGAffineTransform(translationX: 30, y: 10)).frame(width: 100, height: 60, alignment: .topLeading))
        XCTAssertEqual(moved[40, 20].straight, RGBA8(r: 255, g: 59, b: 48, a: 255))
        XCTAssertEqual(moved[10, 10].straight, .white)
        // A half turn about the vertical axis through the square's left edge, seen flat: the
        // square lands to the left of that edge, mirrored.
        let turned = CATransform3DRotate(CATransform3DIdentity, .pi, 0, 1, 0)
        let flipped = try frame(square.projectionEffect(ProjectionTransform(turned)).offset(x: 40).frame(width: 100, height: 60, alignment: .topLeading))
        XCTAssertEqual(flipped[40 - 10, 10].straight, RGBA8(r: 255, g: 59, b: 48, a: 255))
        XCTAssertEqual(flipped[40 + 10, 10].straight, .white)
    }
}
