// SampleScenesTests.swift: renders the sample scenes of golden/scenes/samples.json and compares
// them exactly with their golden PNGs. A failure writes the actual frame and a difference image
// beside the test run and names both. FLIPBOOK_RECORD=1 writes the goldens anew (only when a
// change of pixels is intended; say why in the commit).

import XCTest
import Foundation
import Raster
import Codecs

final class SampleScenesTests: XCTestCase {
    private let goldenDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("golden/scenes")

    func testSampleScenesMatchTheirGoldens() throws {
        let data = try Data(contentsOf: goldenDirectory.appendingPathComponent("samples.json"))
        let scenes = try Scene.decodeDocument(data)
        XCTAssertFalse(scenes.isEmpty)
        let record = ProcessInfo.processInfo.environment["FLIPBOOK_RECORD"] == "1"
        for scene in scenes {
            let actual = scene.render()
            let goldenPath = goldenDirectory.appendingPathComponent(scene.name + ".png").path
            if record {
                try PNG.write(actual, to: goldenPath)
                continue
            }
            guard FileManager.default.fileExists(atPath: goldenPath) else {
                XCTFail("no golden for scene '\(scene.name)' at \(goldenPath): run with FLIPBOOK_RECORD=1 to record it")
                continue
            }
            let golden = try PNG.read(from: goldenPath)
            if golden != actual {
                let failures = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-failures")
                try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
                let actualPath = failures.appendingPathComponent(scene.name + ".actual.png").path
                let diffPath = failures.appendingPathComponent(scene.name + ".diff.png").path
                try PNG.write(actual, to: actualPath)
                let (diff, count) = difference(golden, actual)
                try PNG.write(diff, to: diffPath)
                XCTFail("scene '\(scene.name)' differs from \(goldenPath) in \(count) pixels; actual: \(actualPath), difference: \(diffPath)")
            }
        }
    }

    /// Red where the images differ (brighter for bigger differences), faded golden elsewhere.
    private func difference(_ a: Pixmap, _ b: Pixmap) -> (Pixmap, Int) {
        guard a.width == b.width, a.height == b.height else { return (b, a.width * a.height) }
        var out = Pixmap(width: a.width, height: a.height, fill: PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))!
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                let d = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a)))
                if d > 0 {
                    count += 1
                    out[x, y] = PremultipliedRGBA8(r: 255, g: UInt8(max(0, 200 - d * 4)), b: UInt8(max(0, 200 - d * 4)), a: 255)
                } else {
                    let g = UInt8(191 + Int(p.straight.g) / 4)
                    out[x, y] = PremultipliedRGBA8(r: g, g: g, b: g, a: 255)
                }
            }
        }
        return (out, count)
    }
}
