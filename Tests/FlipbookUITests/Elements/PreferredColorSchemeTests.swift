// PreferredColorSchemeTests.swift: `.preferredColorScheme` sets the scheme of the whole canvas,
// as it sets a window's: the root view that asks for it reads it from its own environment, a
// request made by a state change takes effect in that change and ends when the request does, and
// a canvas in its scheme's default colour turns with it.

import XCTest
@testable import FlipbookUI
@testable import Raster

private struct Settings: View {
    @State private var dark = false
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        Text(scheme == .dark ? "moon" : "sun")
            .frame(width: 100, height: 40)
            .onTapGesture { dark.toggle() }
            .preferredColorScheme(dark ? .dark : nil)
    }
}

final class PreferredColorSchemeTests: XCTestCase {
    private func strings(_ engine: Engine, at t: Double) -> [String] {
        var found: [String] = []
        engine.presentedTree(at: t).forEach { if let text = $0.kind as? TextKind { found.append(text.string) } }
        return found
    }

    func testTheRootReadsTheSchemeItAsksForAndLetsItGo() {
        let engine = Engine(Settings(), canvasSize: CGSize(width: 100, height: 40))
        XCTAssertEqual(strings(engine, at: 0), ["sun"])
        XCTAssertTrue(engine.tap(at: CGPoint(x: 50, y: 20), time: 0.5))
        XCTAssertEqual(engine.colorScheme, .dark)
        XCTAssertEqual(strings(engine, at: 0.5), ["moon"])
        XCTAssertTrue(engine.tap(at: CGPoint(x: 50, y: 20), time: 1))
        XCTAssertEqual(engine.colorScheme, .light, "no request: the canvas's scheme again")
        XCTAssertEqual(strings(engine, at: 1), ["sun"])
    }

    func testAWhiteCanvasTurnsBlackWithTheScheme() throws {
        let renderer = Renderer(Settings(), size: CGSize(width: 100, height: 40), scale: 1)
        XCTAssertEqual(try XCTUnwrap(renderer.render(at: 0))[0, 0].r, 255)
        renderer.engine.tap(at: CGPoint(x: 50, y: 20), time: 0.5)
        XCTAssertEqual(try XCTUnwrap(renderer.render(at: 0.5))[0, 0].r, 0)
        let blue = Renderer(erasing: Settings(), configuration: RenderConfiguration(size: CGSize(width: 100, height: 40), scale: 1,
                                                                                   background: RGBA8(r: 0, g: 0, b: 255)))
        blue.engine.tap(at: CGPoint(x: 50, y: 20), time: 0.5)
        XCTAssertEqual(try XCTUnwrap(blue.render(at: 0.5))[0, 0].b, 255, "a colour of one's own stays")
    }
}
