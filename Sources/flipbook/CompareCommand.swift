// CompareCommand.swift: `flipbook compare A.png B.png [--diff OUT.png]` — the golden suite's
// comparison, for people: how many pixels differ exactly and perceptually (pixelmatch-style,
// antialiasing aside), the largest channel difference, and optionally the difference image.
// Exits 0 when no pixel differs perceptibly, 1 when some do.

import Foundation
import Raster
import Codecs

struct CompareCommand: Command {
    let first: String, second: String
    let diffPath: String?
    let threshold: Double

    init(_ options: inout Options) throws {
        guard options.positional.count == 2 else { throw CLIError.usage("compare takes two PNG files") }
        first = options.positional[0]
        second = options.positional[1]
        diffPath = options.string("diff")
        threshold = try options.double("threshold", default: 0.1, in: 0...1)
        try options.finish()
    }

    func run() throws {
        let a = try read(first), b = try read(second)
        guard let difference = ImageDifference(a, b, threshold: threshold) else {
            throw CLIError.failure("sizes differ: \(first) is \(a.width)×\(a.height), \(second) is \(b.width)×\(b.height)")
        }
        if let diffPath {
            do { try PNG.write(difference.image, to: diffPath) } catch { throw CLIError.failure("\(error)") }
        }
        let total = a.width * a.height
        print("\(difference.differingPixels) of \(total) pixels differ; \(difference.perceptualPixels) perceptibly "
              + "(threshold \(threshold), antialiasing aside); largest channel difference \(difference.maximumChannelDelta)")
        if difference.perceptualPixels > 0 { exit(1) }
    }

    private func read(_ path: String) throws -> Pixmap {
        // The codec's message names the file already.
        do { return try PNG.read(from: path) } catch { throw CLIError.failure("\(error)") }
    }
}
