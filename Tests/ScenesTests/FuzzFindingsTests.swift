// FuzzFindingsTests.swift: one test per bug that fuzzing found in scene decoding
// (scripts/fuzz.sh scene-json), each saying how it was found; the inputs also stay in the fuzz
// target's seed corpus, so every fuzz run replays them. (The hang it found in the rasterizer is
// tested with Raster's own findings.)

import XCTest
import Foundation
import Scenes

final class FuzzFindingsTests: XCTestCase {
    /// Found by `scripts/fuzz.sh scene-json` within 3,179 executions: a scene named "s\n". The
    /// error quotes the name back, so it ran over two lines.
    func testNameWithANewlineGivesAOneLineError() {
        let json = #"{"scenes": [{"name": "s\n", "width": 32, "height": 32, "ops": []}]}"#
        XCTAssertThrowsError(try Scene.decodeDocument(Data(json.utf8))) { error in
            XCTAssertEqual(String(describing: error),
                           "scene 's ': a name may hold only letters, digits, '-', '_' and '.', and not start with '.'")
        }
    }
}
