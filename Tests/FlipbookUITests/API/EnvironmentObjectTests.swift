// EnvironmentObjectTests.swift: an object put in the environment with `.environmentObject(_:)`
// reaches the @EnvironmentObject of its type in the views inside, which follow its changes (made
// here through a binding from its Wrapper).

import Combine
import XCTest
@testable import FlipbookUI

private final class Meter: ObservableObject {
    @Published var level = 1
}

private struct EnvironmentBar: View {
    @EnvironmentObject var meter: Meter
    var body: some View { Rectangle().frame(width: CGFloat(meter.level) * 10, height: 10) }
}

private struct Stepper2: View {
    @Binding var level: Int
    var body: some View { Rectangle().frame(width: 200, height: 20).onTapGesture { level += 2 } }
}

private struct BindingRow: View {
    @EnvironmentObject var meter: Meter
    var body: some View {
        let wrapper: EnvironmentObject<Meter>.Wrapper = $meter
        Stepper2(level: wrapper.level)
    }
}

private struct EnvironmentOwner: View {
    @StateObject private var meter = Meter()
    var body: some View {
        VStack(spacing: 0) {
            EnvironmentBar()
            BindingRow()
        }
        .environmentObject(meter)
    }
}

final class EnvironmentObjectTests: XCTestCase {
    func testTheViewsInsideFollowChangesMadeThroughABinding() {
        let host = Engine(EnvironmentOwner(), canvasSize: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.firstShapeWidth(), 10)
        // The 10-high bar above the 20-high row: together 30 high from y = 35.
        host.tap(at: CGPoint(x: 100, y: 55), time: 0)
        XCTAssertEqual(host.firstShapeWidth(), 30)
    }
}
