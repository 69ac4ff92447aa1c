// AppSceneTests.swift: an App's first window is what is shown of it, through scene modifiers:
// `.onChange(of:)` on a scene keeps the window, and runs its action once at the start only when
// asked to (`initial`), since nothing in a played app changes its scene.

import XCTest
@testable import FlipbookUI

private final class PhaseLog { static var entries: [String] = [] }

private struct PhaseApp: App {
    @Environment(\.scenePhase) private var scenePhase
    var body: some Scene {
        WindowGroup {
            Text("Hello")
        }
        .onChange(of: scenePhase) { _, phase in PhaseLog.entries.append("changed to \(phase)") }
        .onChange(of: scenePhase, initial: true) { PhaseLog.entries.append("started") }
    }
}

final class AppSceneTests: XCTestCase {
    func testASceneWithOnChangeShowsItsWindowAndRunsOnlyTheInitialAction() {
        PhaseLog.entries = []
        let engine = Engine(PhaseApp._firstWindowContent(), canvasSize: CGSize(width: 100, height: 40))
        XCTAssertNotNil(engine.center(ofText: "Hello", at: 0))
        XCTAssertEqual(PhaseLog.entries, ["started"])
    }
}
