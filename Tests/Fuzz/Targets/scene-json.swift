// scene-json.swift: fuzzes scene documents (Scene.decodeDocument, what `flipbook scene` and
// `flipbook bench` read), then renders each decoded scene small enough to draw quickly, as
// `flipbook scene` would. Properties: no crash, no hang; an error is a one-line SceneError; a
// decoded scene keeps its guarantees (size the canvas accepts, a name usable as a file name).
// fuzz-modules: Raster Scenes

import Foundation
import Raster
import Scenes

func fuzz(_ input: [UInt8]) {
    let scenes: [Scene]
    do {
        scenes = try Scene.decodeDocument(Data(input))
    } catch let error as SceneError {
        return expect(isOneLine(error.description), "multi-line error: \(error.description.debugDescription)")
    } catch {
        return expect(false, "unexpected error type: \(error)")
    }
    for scene in scenes {
        expect((1...Pixmap.maximumSide).contains(scene.width) && (1...Pixmap.maximumSide).contains(scene.height),
               "size \(scene.width)×\(scene.height)")
        expect(!scene.name.isEmpty && !scene.name.hasPrefix(".") && !scene.name.contains("/"), "name \(scene.name.debugDescription)")
        // Large canvases only cost time here; the size check above is what matters for them.
        if scene.width * scene.height <= 64 * 64 { _ = scene.render() }
    }
}
