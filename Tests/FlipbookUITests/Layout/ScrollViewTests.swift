// ScrollViewTests.swift: a ScrollView at rest, with sizes computed here from SwiftUI's rules:
// the content is proposed nothing along the scrolling axes, sits at offset 0 there (centred
// across), the scroll view takes the proposed size and clips what overflows it; lazy stacks
// lay out like stacks and fill the width of the scroll view.

import Raster
import XCTest
@testable import FlipbookUI

final class ScrollViewTests: XCTestCase {
    func testContentIsUnboundedAlongTheScrollAxisAndStartsAtTheTop() {
        // A Color proposed nothing takes its ideal 10 pt; the 300-tall column starts at the top.
        let frames = PlacedFrames.shapes(ScrollView {
            VStack(spacing: 0) {
                Color.red.frame(width: 50, height: 300)
                Color.blue.frame(height: 20)
            }
        }, canvas: CGSize(width: 200, height: 100))
        XCTAssertEqual(frames, [CGRect(x: 75, y: 0, width: 50, height: 300), CGRect(x: 0, y: 300, width: 200, height: 20)])
        // As tall as proposed, as wide as its content.
        XCTAssertEqual(PlacedFrames.root(ScrollView { Color.red.frame(width: 50, height: 300) }, canvas: CGSize(width: 200, height: 100)),
                       CGRect(x: 75, y: 0, width: 50, height: 100))
    }

    func testAcrossItsAxisAScrollViewIsAsLargeAsItsContent() {
        // A row of chips over a list: the row is as tall as the chips, not half of the space.
        let screen = VStack(spacing: 0) {
            ScrollView(.horizontal) { HStack { ForEach(0..<8, id: \.self) { _ in Capsule().frame(width: 60, height: 32) } } }
            Color.gray
        }
        let frames = PlacedFrames.shapes(screen, canvas: CGSize(width: 300, height: 600))
        XCTAssertEqual(frames.first?.height, 32)
        XCTAssertEqual(frames.last?.height, 600 - 32, "the rest of the screen")
    }

    func testAHorizontalScrollViewOfFlexibleViewsTakesWhatItsStackLeaves() {
        // Pages as tall as they are offered, over a caption: the pages take all but the caption.
        let screen = VStack(spacing: 12) {
            ScrollView(.horizontal) { HStack { Color.mint.frame(width: 300); Color.teal.frame(width: 300) } }
            Text("caption")
        }
        .frame(height: 300)
        let page = PlacedFrames.shapes(screen, canvas: CGSize(width: 390, height: 400)).first
        let caption = PlacedFrames.texts(screen, canvas: CGSize(width: 390, height: 400)).first
        XCTAssertEqual(page?.height ?? 0, 300 - 12 - (caption?.height ?? 0), accuracy: 0.01)
    }

    func testAHorizontalScrollViewStacksItsViewsSideBySide() {
        let frames = PlacedFrames.shapes(ScrollView(.horizontal, showsIndicators: false) {
            Color.red.frame(width: 150, height: 40)
            Color.blue.frame(width: 150, height: 40)
        }, canvas: CGSize(width: 200, height: 100))
        XCTAssertEqual(frames, [CGRect(x: 0, y: 30, width: 150, height: 40), CGRect(x: 158, y: 30, width: 150, height: 40)])
    }

    func testWithNothingProposedItTakesItsContentsSize() {
        let root = PlacedFrames.root(ScrollView { Color.red.frame(width: 50, height: 30) }.fixedSize(), canvas: CGSize(width: 200, height: 100))
        XCTAssertEqual(root.size, CGSize(width: 50, height: 30))
    }

    func testWhatOverflowsIsClipped() {
        // A 40-tall scroll view over a 100-tall red column: nothing red below y = 40 (scale 1).
        let renderer = Renderer(ScrollView { Color.red.frame(width: 20, height: 100) }.frame(width: 20, height: 40),
                                size: CGSize(width: 20, height: 100), scale: 1, background: .white)
        let pixmap = renderer.render(at: 0)!
        XCTAssertEqual(pixmap[10, 35].straight, RGBA8(r: 255, g: 59, b: 48, a: 255))
        XCTAssertEqual(pixmap[10, 75].straight, RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    func testLazyStacksLayOutLikeStacksAndFillTheCrossAxis() {
        let lazy = PlacedFrames.shapes(ScrollView {
            LazyVStack(alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]) {
                Color.red.frame(width: 50, height: 20)
                Color.blue.frame(width: 80, height: 20)
            }
        }, canvas: CGSize(width: 200, height: 100))
        // The stack is as wide as the scroll view, so its leading edge is the scroll view's.
        XCTAssertEqual(lazy, [CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 0, y: 24, width: 80, height: 20)])
        let plain = PlacedFrames.shapes(ScrollView {
            VStack(alignment: .leading, spacing: 4) {
                Color.red.frame(width: 50, height: 20)
                Color.blue.frame(width: 80, height: 20)
            }
        }, canvas: CGSize(width: 200, height: 100))
        XCTAssertEqual(plain.map(\.minX), [60, 60], "a VStack is as wide as its widest view, centred")
        let row = PlacedFrames.shapes(LazyHStack(alignment: .top) {
            Color.red.frame(width: 20, height: 10)
            Color.blue.frame(width: 20, height: 30)
        }, canvas: CGSize(width: 100, height: 100))
        XCTAssertEqual(row, [CGRect(x: 26, y: 0, width: 20, height: 10), CGRect(x: 54, y: 0, width: 20, height: 30)])
    }

    func testScrollConfigurationLeavesTheFrameAtRestAsItWas() {
        let plain = PlacedFrames.shapes(ScrollView { Color.red.frame(width: 50, height: 300) }, canvas: CGSize(width: 200, height: 100))
        let configured = PlacedFrames.shapes(ScrollView { Color.red.frame(width: 50, height: 300) }
            .scrollIndicators(.hidden).scrollDisabled(true).scrollContentBackground(.hidden), canvas: CGSize(width: 200, height: 100))
        XCTAssertEqual(configured, plain)
    }
}
