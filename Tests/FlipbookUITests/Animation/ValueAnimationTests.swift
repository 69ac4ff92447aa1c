// ValueAnimationTests.swift: `.animation(_:value:)` animates only the transactions in which its
// value changed; other changes apply at once.

import XCTest
@testable import FlipbookUI

private struct ValueAnimated: View {
    @State var wide = false
    @State var tall = false
    var body: some View {
        Rectangle().frame(width: wide ? 80 : 40, height: tall ? 80 : 40)
            .animation(.linear(duration: 1), value: wide)
            .onTapGesture { if wide { tall.toggle() } else { wide.toggle() } }
    }
}

final class ValueAnimationTests: XCTestCase {
    private func size(_ host: Engine, at t: Double) -> CGSize {
        var s = CGSize.zero
        host.presentedTree(at: t).forEach { p in if p.kind is ShapeKind { s = p.frame.size } }
        return s
    }

    func testAnimatesOnlyWhenItsValueChanged() {
        let host = Engine(ValueAnimated(), canvasSize: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100), time: 0)  // wide changes: animated
        XCTAssertEqual(size(host, at: 0.5).width, 60, accuracy: 1e-9)
        host.tap(at: CGPoint(x: 100, y: 100), time: 2)  // tall changes, wide does not: at once
        XCTAssertEqual(size(host, at: 2), CGSize(width: 80, height: 80))
    }
}
