// BenchCommand.swift: `flipbook bench --scenes SCENES.json --scene NAME --n N` — the yardstick's
// timing protocol: paths are decoded once, untimed; each timed frame clears an existing canvas
// and draws every operation (flattening, stroking, rasterizing, compositing), with no allocation
// of the canvas, no readback and no encoding. Prints the median over N frames after a warm-up.

import Foundation
import Raster
import Scenes

struct BenchCommand: Command {
    let file: String
    let sceneName: String
    let frames: Int
    let tolerance: Double

    init(_ options: inout Options) throws {
        guard options.positional.isEmpty else { throw CLIError.usage("bench takes no positional arguments") }
        file = try options.required("scenes")
        sceneName = try options.required("scene")
        frames = try options.integer("n", in: 1...1_000_000)
        tolerance = try options.double("tolerance", default: 0.05, in: 0.001...10)
        try options.finish()
    }

    func run() throws {
        let scene = try SceneFile.select(try SceneFile.load(file), named: sceneName, in: file)[0]
        let canvas = Canvas(width: scene.width, height: scene.height, background: scene.background)!
        canvas.flatteningTolerance = tolerance
        for _ in 0..<min(frames, 50) { scene.draw(on: canvas) }  // warm-up
        var times: [Double] = []
        times.reserveCapacity(frames)
        for _ in 0..<frames {
            let start = DispatchTime.now().uptimeNanoseconds
            scene.draw(on: canvas)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        times.sort()
        let median = times.count % 2 == 1 ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
        print(String(format: "ms/frame: %.6f", median))
    }
}
