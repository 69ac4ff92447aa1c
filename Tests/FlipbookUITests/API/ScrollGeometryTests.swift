// ScrollGeometryTests.swift: `.onScrollGeometryChange` runs its action with the old and new value
// when a layout changes what its transform makes of the scroll view's geometry (a drag's every
// move), not at the first layout, and not when the value stays the same.

import XCTest
@testable import FlipbookUI

private final class Log { var changes: [(Bool, Bool)] = []; var offsets: [CGFloat] = [] }

private struct Feed: View {
    let log: Log
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10) { _ in Color.gray.frame(width: 100, height: 50) }
            }
        }
        .onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 40 } action: { old, new in
            log.changes.append((old, new))
        }
        .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, new in
            log.offsets.append(new)
        }
        .frame(width: 100, height: 200)
    }
}

final class ScrollGeometryTests: XCTestCase {
    func testTheActionRunsWhenTheTransformedValueChanges() {
        let log = Log()
        let engine = Engine(Feed(log: log), canvasSize: CGSize(width: 100, height: 200))
        XCTAssertTrue(log.changes.isEmpty, "the first layout only records")
        _ = drag(engine, from: CGPoint(x: 50, y: 150), by: 0, -60, at: 0.1, steps: 6, hold: true)
        // Moves of 10 pt: scrolled 10, 20 … 50; past 40 once.
        XCTAssertEqual(log.offsets, [10, 20, 30, 40, 50])
        XCTAssertEqual(log.changes.count, 1)
        XCTAssertEqual(log.changes.first?.0, false)
        XCTAssertEqual(log.changes.first?.1, true)
    }

    func testTheGeometryDescribesTheViewportAndContent() {
        var seen: ScrollGeometry?
        let view = ScrollView {
            Color.gray.frame(width: 100, height: 500)
        }
        .contentMargins(.vertical, 10, for: .scrollContent)
        .onScrollGeometryChange(for: ScrollGeometry.self) { $0 } action: { _, new in seen = new }
        .frame(width: 100, height: 200)
        let engine = Engine(view, canvasSize: CGSize(width: 100, height: 200))
        _ = drag(engine, from: CGPoint(x: 50, y: 150), by: 0, -30, at: 0.1, steps: 3, hold: true)
        XCTAssertEqual(seen?.contentOffset, CGPoint(x: 0, y: 20))
        XCTAssertEqual(seen?.contentSize, CGSize(width: 100, height: 520), "the margins are part of the content")
        XCTAssertEqual(seen?.containerSize, CGSize(width: 100, height: 200))
        XCTAssertEqual(seen?.visibleRect, CGRect(x: 0, y: 20, width: 100, height: 200))
        XCTAssertEqual(seen?.contentInsets.top, 10)
    }
}
