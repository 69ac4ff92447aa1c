// ReadmeExampleTests.swift: the README's Swift examples, compiled and run, so the documentation
// cannot drift from the API.

import XCTest
@testable import Raster
import FlipbookUI
@testable import FlipbookTestSupport

private struct Badge: View {
    @State var on = false
    var body: some View {
        Circle().fill(on ? Color.green : .gray).frame(width: 40, height: 40)
            .onTapGesture { withAnimation(.easeInOut) { on.toggle() } }
    }
}

final class ReadmeExampleTests: XCTestCase {
    func testRendererAndPlaybackExamples() throws {
        let renderer = Renderer(Badge(), size: CGSize(width: 100, height: 100))
        XCTAssertTrue(renderer.tap(at: CGPoint(x: 50, y: 50), time: 0.4))
        let png = try renderer.pngData(at: 0.575)
        XCTAssertGreaterThan(png.count, 100)
        // Half way through easeInOut the grey and the green are mixed (in linear light).
        let centre = try XCTUnwrap(renderer.render(at: 0.575))[100, 100]
        XCTAssertTrue(centre.g > 142 && centre.g < 199, "\(centre)")

        let playback = try Playback({ Badge() }, size: CGSize(width: 100, height: 100),
                                    storyboard: .catalog(taps: [.tap(CGPoint(x: 50, y: 50))]))
        XCTAssertEqual(playback.frame(at: 0.575), renderer.render(at: 0.575))
    }

    func testSnapshotExample() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var failures: [String] = []
        let original = SnapshotReporting.report
        SnapshotReporting.report = { message, _, _ in failures.append(message) }
        defer { SnapshotReporting.report = original }
        assertSnapshot(of: Badge(), size: CGSize(width: 100, height: 100), taps: [CGPoint(x: 50, y: 50)], at: 1,
                       named: "on", record: .all, directory: directory)
        XCTAssertTrue(assertSnapshot(of: Badge(), size: CGSize(width: 100, height: 100), taps: [CGPoint(x: 50, y: 50)], at: 1,
                                     named: "on", record: .never, directory: directory))
        XCTAssertEqual(failures.count, 1, "recording reports itself as a failure")
        XCTAssertTrue(failures.first?.contains("recorded a new reference") ?? false)
    }
}
