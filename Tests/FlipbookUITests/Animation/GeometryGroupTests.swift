// GeometryGroupTests.swift: inside `.geometryGroup()` views take their positions from the
// group's animated frame, so a view inserted while the group moves rides along with it; without
// the group it appears where it ends up.

import XCTest
@testable import FlipbookUI

/// A bar that slides from the leading to the trailing edge, a dot joining it as it goes.
private struct SlidingBar: View {
    let grouped: Bool
    @State private var moved = false
    var body: some View {
        let bar = VStack(spacing: 0) {
            Rectangle().frame(width: 60, height: 20)
            if moved { Circle().frame(width: 20, height: 20) }
        }
        Group {
            if grouped { bar.geometryGroup() } else { bar }
        }
        .frame(width: 300, height: 100, alignment: moved ? .trailing : .leading)
        .onTapGesture { withAnimation(.linear(duration: 1)) { moved = true } }
    }
}

final class GeometryGroupTests: XCTestCase {
    /// The frames of the bar and the dot at time t, after a tap at 0.
    private func frames(grouped: Bool, at t: Double) -> (bar: CGRect, dot: CGRect)? {
        let host = Engine(SlidingBar(grouped: grouped), canvasSize: CGSize(width: 300, height: 100))
        host.tap(at: CGPoint(x: 30, y: 50), time: 0)
        var bar: CGRect?, dot: CGRect?
        host.presentedTree(at: t).forEach { e in
            guard e.kind is ShapeKind else { return }
            if e.frame.width == 60 { bar = e.frame } else if e.frame.width == 20 { dot = e.frame }
        }
        return bar.flatMap { b in dot.map { (b, $0) } }
    }

    func testAViewInsertedIntoAMovingGroupRidesWithIt() throws {
        let (bar, dot) = try XCTUnwrap(frames(grouped: true, at: 0.5))
        // Half way: the group (60 pt wide) from x = 0 towards x = 240, and the dot centred under the bar.
        XCTAssertEqual(bar.minX, 120, accuracy: 1e-6)
        XCTAssertEqual(dot.midX, bar.midX, accuracy: 1e-6)
        XCTAssertEqual(dot.minY, bar.maxY, accuracy: 1e-6)
    }

    func testWithoutAGroupTheInsertedViewAppearsWhereItEndsUp() throws {
        let (bar, dot) = try XCTUnwrap(frames(grouped: false, at: 0.5))
        XCTAssertEqual(bar.minX, 120, accuracy: 1e-6)
        XCTAssertEqual(dot.midX, 270, accuracy: 1e-6)
    }

    func testOnceSettledTheGroupChangesNothing() throws {
        let grouped = try XCTUnwrap(frames(grouped: true, at: 1.5)), plain = try XCTUnwrap(frames(grouped: false, at: 1.5))
        XCTAssertEqual(grouped.bar, plain.bar)
        XCTAssertEqual(grouped.dot, plain.dot)
    }
}
