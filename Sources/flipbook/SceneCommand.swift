// SceneCommand.swift: `flipbook scene SCENES.json [--scene NAME] --out-dir DIR` renders vector
// scenes (the yardstick's format) to DIR/<name>.png.

import Foundation
import Scenes
import Codecs

struct SceneCommand: Command {
    let file: String
    let sceneName: String?
    let outputDirectory: String
    let tolerance: Double

    init(_ options: inout Options) throws {
        guard options.positional.count == 1 else { throw CLIError.usage("scene takes one scene file") }
        file = options.positional[0]
        sceneName = options.string("scene")
        outputDirectory = try options.required("out-dir")
        tolerance = try options.double("tolerance", default: 0.05, in: 0.001...10)
        try options.finish()
    }

    func run() throws {
        let scenes = try SceneFile.select(try SceneFile.load(file), named: sceneName, in: file)
        do {
            try FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
        } catch {
            throw CLIError.failure("cannot create directory '\(outputDirectory)'")
        }
        for scene in scenes {
            let path = (outputDirectory as NSString).appendingPathComponent(scene.name + ".png")
            try PNG.write(scene.render(tolerance: tolerance), to: path)
        }
    }
}
