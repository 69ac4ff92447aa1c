// SampleScenesTests.swift: renders the sample scenes of golden/scenes/samples.json and compares
// them exactly with their golden PNGs through assertSnapshot (a failure writes the actual frame
// and a difference image and names both). FLIPBOOK_RECORD=1 writes the goldens anew (only when a
// change of pixels is intended; say why in the commit).

import XCTest
import Foundation
@testable import Raster
import Scenes
import FlipbookTestSupport

final class SampleScenesTests: XCTestCase {
    private let goldenDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("golden/scenes")

    func testSampleScenesMatchTheirGoldens() throws {
        let data = try Data(contentsOf: goldenDirectory.appendingPathComponent("samples.json"))
        let scenes = try Scene.decodeDocument(data)
        XCTAssertFalse(scenes.isEmpty)
        for scene in scenes {
            assertSnapshot(of: scene.render(), named: scene.name, directory: goldenDirectory.path)
        }
    }
}
