// AppStorageTests.swift: @AppStorage shares one value under its key among every view that names
// it, starts from the code's default in every recording, and takes raw-representable values.

import XCTest
@testable import FlipbookUI

private enum Theme: String { case light, dark }

private struct Setting: View {
    @AppStorage("count") var count = 1
    var body: some View { Rectangle().frame(width: 100, height: 20).onTapGesture { count += 1 } }
}

private struct Reader: View {
    @AppStorage("count") var count = 1
    @AppStorage("theme") var theme = Theme.light
    var body: some View {
        Rectangle().frame(width: CGFloat(count) * 10 + (theme == .dark ? 5 : 0), height: 10).onTapGesture { theme = .dark }
    }
}

private struct Settings: View {
    var body: some View {
        VStack(spacing: 0) {
            Setting()
            Reader()
        }
    }
}

final class AppStorageTests: XCTestCase {
    private let canvas = CGSize(width: 200, height: 100)

    func testViewsNamingAKeyShareItsValue() {
        // The 20-high setting above the 10-high reader: 30 high together, from y = 35.
        let host = Engine(Settings(), canvasSize: canvas)
        XCTAssertEqual(host.shapeWidth(at: 0), 10)
        host.tap(at: CGPoint(x: 100, y: 45), time: 0)
        XCTAssertEqual(host.shapeWidth(at: 0), 20)
        host.tap(at: CGPoint(x: 100, y: 60), time: 0)
        XCTAssertEqual(host.shapeWidth(at: 0), 25)
    }

    func testEveryRecordingStartsFromTheDefault() {
        let first = Engine(Settings(), canvasSize: canvas)
        first.tap(at: CGPoint(x: 100, y: 45), time: 0)
        XCTAssertEqual(Engine(Settings(), canvasSize: canvas).shapeWidth(at: 0), 10)
    }
}
