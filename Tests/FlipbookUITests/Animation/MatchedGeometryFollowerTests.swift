// MatchedGeometryFollowerTests.swift: a matchedGeometryEffect follower (`isSource: false`) that
// starts following another group slides from where it is shown to that group's frame with the
// change's animation (the selection pill behind a row of tabs), rather than jumping there.

import XCTest
@testable import FlipbookUI

/// Three 40 pt tabs 60 pt apart; a pill in the background follows the selected one.
private struct TabPill: View {
    @Namespace private var tabs
    @State private var selected = 0
    var body: some View {
        ZStack(alignment: .topLeading) {
            Capsule()
                .matchedGeometryEffect(id: selected, in: tabs, isSource: false)
            HStack(spacing: 20) {
                ForEach(0..<3) { index in
                    Color.clear
                        .frame(width: 40, height: 30)
                        .matchedGeometryEffect(id: index, in: tabs)
                        .contentShape(Rectangle())
                        .onTapGesture { withAnimation(.linear(duration: 1)) { selected = index } }
                }
            }
        }
        .frame(width: 160, height: 30, alignment: .topLeading)
    }
}

final class MatchedGeometryFollowerTests: XCTestCase {
    /// The pill's frame at time t, after a tap on the third tab at 0.
    private func pill(at t: Double) throws -> CGRect {
        let host = Engine(TabPill(), canvasSize: CGSize(width: 160, height: 30))
        host.tap(at: CGPoint(x: 140, y: 15), time: 0)
        var found: CGRect?
        // The pill is the first shape drawn (the tabs are clear colours after it).
        host.presentedTree(at: t).forEach { e in if found == nil, e.kind is ShapeKind { found = e.frame } }
        return try XCTUnwrap(found)
    }

    func testTheFollowerSlidesToItsNewGroupWithTheAnimation() throws {
        // From the first tab (x 0…40) to the third (x 120…160), linearly over a second.
        XCTAssertEqual(try pill(at: 0.5).minX, 60, accuracy: 1e-6)
        XCTAssertEqual(try pill(at: 0.25).minX, 30, accuracy: 1e-6)
        XCTAssertEqual(try pill(at: 0.5).width, 40, accuracy: 1e-6, "the group's size")
    }

    func testTheFollowerEndsOnItsNewGroup() throws {
        XCTAssertEqual(try pill(at: 1.5), CGRect(x: 120, y: 0, width: 40, height: 30))
    }
}
