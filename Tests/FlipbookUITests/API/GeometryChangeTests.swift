// GeometryChangeTests.swift: `.onGeometryChange` runs its action with the value of the view's
// geometry when the view is first laid out, and again when the value changes.

import XCTest
@testable import FlipbookUI

private struct Measured: View {
    @State private var width: CGFloat = 0
    @State private var wide = false
    var body: some View {
        VStack {
            Color.blue.frame(width: wide ? 200 : 100, height: 20)
                .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
            Text("Width \(Int(width))")
        }
        .onTapGesture { wide = true }
    }
}

final class GeometryChangeTests: XCTestCase {
    func testTheActionRunsAtFirstAndOnEachChange() throws {
        let host = Engine(Measured(), canvasSize: CGSize(width: 300, height: 200))
        XCTAssertNotNil(host.center(ofText: "Width 100", at: 0.1))
        XCTAssertTrue(host.tap(at: CGPoint(x: 150, y: 90), time: 0.2))
        XCTAssertNotNil(host.center(ofText: "Width 200", at: 0.5))
    }
}
