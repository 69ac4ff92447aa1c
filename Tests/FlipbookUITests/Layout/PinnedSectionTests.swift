// PinnedSectionTests.swift: a lazy stack with `pinnedViews` holds each section's header at the
// top of the scroll view's viewport while the section passes under it, lets the next section's
// start push it out, and holds a pinned footer at the viewport's bottom; positions worked out
// here from the stack's layout, checked in the pixels, at rest and halfway through an animated
// scroll. Without pins, and outside a scroll view, the same views lie where the stack put them.

import Raster
import XCTest
@testable import FlipbookUI

/// A 40 × 20 button over a 40 × 60 viewport (canvas y 20…80). The content, in points: section A's
/// red header 0…20, rows 0–2 at 20, 60 and 100 (40 tall), its green footer 140…150; section B's
/// blue header 150…170, rows 3–5 from 170. The button scrolls the target to the viewport's top.
private struct PinnedSections: View {
    let pins: PinnedScrollableViews
    let target: AnyHashable
    var animated = false
    /// The sections in a one-column LazyVGrid instead of a LazyVStack: the same layout.
    var inGrid = false

    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                Color.black.frame(width: 40, height: 20).onTapGesture {
                    withAnimation(animated ? .linear(duration: 1) : nil) { proxy.scrollTo(target, anchor: .top) }
                }
                ScrollView {
                    if inGrid {
                        LazyVGrid(columns: [GridItem(.flexible())], spacing: 0, pinnedViews: pins) { sections }
                    } else {
                        LazyVStack(spacing: 0, pinnedViews: pins) { sections }
                    }
                }
                .frame(width: 40, height: 60)
            }
        }
    }

    @ViewBuilder private var sections: some View {
        Section {
            ForEach(0..<3) { i in Color.gray.frame(height: 40).id(i) }
        } header: {
            Color.red.frame(height: 20)
        } footer: {
            Color.green.frame(height: 10).id("footer")
        }
        Section {
            ForEach(3..<6) { i in Color.gray.frame(height: 40).id(i) }
        } header: {
            Color.blue.frame(height: 20)
        }
    }
}

final class PinnedSectionTests: XCTestCase {
    private let canvas = CGSize(width: 40, height: 80)

    /// The colour at canvas row y (column 20) at time t, after a tap on the button at 0.1 s.
    private func color(at y: Int, time t: Double, _ view: PinnedSections) -> RGBA8? {
        let renderer = Renderer(view, size: canvas, scale: 1, background: .white)
        renderer.tap(at: CGPoint(x: 20, y: 10), time: 0.1)
        return renderer.render(at: t)?[20, y].straight
    }

    private func named(_ color: Color) -> RGBA8? {
        let renderer = Renderer(color.frame(width: 4, height: 4), size: CGSize(width: 4, height: 4), scale: 1, background: .white)
        return renderer.render(at: 0)?[2, 2].straight
    }

    func testAHeaderStaysAtTheViewportsTopWhileItsRowsPassUnderIt() {
        // Row 1 at the top: offset 60, the content's 60…120 in sight.
        let pinned = PinnedSections(pins: .sectionHeaders, target: 1)
        XCTAssertEqual(color(at: 30, time: 1, pinned), named(.red), "A's header held at the top")
        XCTAssertEqual(color(at: 50, time: 1, pinned), named(.gray), "row 1 under it")
        XCTAssertEqual(color(at: 30, time: 1, PinnedSections(pins: [], target: 1)), named(.gray), "without pins: row 1 itself")
    }

    func testTheNextSectionPushesTheHeaderOut() {
        // The footer at the top: offset 140. A's header can go no lower than 130…150, its
        // section's end, so 10 pt of it shows (canvas 20…30); B's header follows at 150…170.
        let pinned = PinnedSections(pins: .sectionHeaders, target: "footer")
        XCTAssertEqual(color(at: 25, time: 1, pinned), named(.red))
        XCTAssertEqual(color(at: 35, time: 1, pinned), named(.blue))
        XCTAssertEqual(color(at: 25, time: 1, PinnedSections(pins: [], target: "footer")), named(.green), "without pins: the footer")
        // Row 3 at the top (offset 170): B's header holds there, A's is gone.
        XCTAssertEqual(color(at: 30, time: 1, PinnedSections(pins: .sectionHeaders, target: 3)), named(.blue))
    }

    func testAFooterStaysAtTheViewportsBottom() {
        // Offset 60: the footer, at 140…150, is lifted to the viewport's last 10 pt (canvas 70…80).
        let pinned = PinnedSections(pins: .sectionFooters, target: 1)
        XCTAssertEqual(color(at: 75, time: 1, pinned), named(.green))
        XCTAssertEqual(color(at: 30, time: 1, pinned), named(.gray), "headers are not pinned")
        XCTAssertEqual(color(at: 75, time: 1, PinnedSections(pins: [], target: 1)), named(.gray))
    }

    func testTheHeaderFollowsAnAnimatedScrollFrameByFrame() {
        // Halfway through a linear second from 0 to 60: offset 30, the header still at the top.
        let pinned = PinnedSections(pins: .sectionHeaders, target: 1, animated: true)
        XCTAssertEqual(color(at: 22, time: 0.6, pinned), named(.red))
        XCTAssertEqual(color(at: 38, time: 0.6, pinned), named(.red))
        XCTAssertEqual(color(at: 42, time: 0.6, pinned), named(.gray))
    }

    func testAGridsSectionHeadersHoldTheSameWay() {
        let pinned = PinnedSections(pins: .sectionHeaders, target: "footer", inGrid: true)
        XCTAssertEqual(color(at: 25, time: 1, pinned), named(.red))
        XCTAssertEqual(color(at: 35, time: 1, pinned), named(.blue))
        XCTAssertEqual(color(at: 30, time: 1, PinnedSections(pins: .sectionHeaders, target: 1, inGrid: true)), named(.red))
        XCTAssertEqual(color(at: 30, time: 1, PinnedSections(pins: [], target: 1, inGrid: true)), named(.gray))
    }

    func testOutsideAScrollViewSectionsLieWhereTheStackPutsThem() {
        let stack = LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
            Section { Color.gray.frame(width: 40, height: 40) } header: { Color.red.frame(width: 40, height: 20) }
        }
        XCTAssertEqual(PlacedFrames.shapes(stack, canvas: CGSize(width: 40, height: 60)),
                       [CGRect(x: 0, y: 20, width: 40, height: 40), CGRect(x: 0, y: 0, width: 40, height: 20)],
                       "rows, then the header drawn over them")
    }
}
