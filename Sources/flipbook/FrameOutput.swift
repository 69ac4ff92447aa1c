// FrameOutput.swift: where rendered frames go, one at a time and in order: into an animated
// GIF (encoded as they come, so only the changed rectangles are kept), or as PNG files. Every
// file is written whole through AtomicFile.

import Foundation
import Raster
import Codecs

struct FrameOutput {
    private enum Target {
        case gif(GIFEncoder?, path: String)
        case pngs(names: [String])
    }

    private var target: Target
    private let fps: Double
    private let background: RGBA8?
    private var written: [(String, Int)] = []

    /// - Parameter directory: created first for a frame sequence.
    init(format: RenderCommand.Format, names: [String], fps: Double, background: RGBA8?, directory: String) throws {
        self.fps = fps
        self.background = background
        switch format {
        case .gif: target = .gif(nil, path: names[0])
        case .png: target = .pngs(names: names)
        case .frames:
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            target = .pngs(names: names)
        }
    }

    /// Takes frame `index` of the plan (frames come in order).
    mutating func add(_ frame: Pixmap, index: Int) throws {
        switch target {
        case .gif(let existing, let path):
            let encoder = try existing ?? GIFEncoder(width: frame.width, height: frame.height, options: GIFEncoderOptions(
                background: background.map { .opaque($0) } ?? .transparent(matte: .white)))
            // Frame k shows from k / fps until (k + 1) / fps.
            try encoder.addFrame(frame, until: Double(index + 1) / fps)
            target = .gif(encoder, path: path)
        case .pngs(let names):
            let bytes = try PNG.encode(frame)
            try AtomicFile.write(bytes, to: names[index])
            written.append((names[index], bytes.count))
        }
    }

    /// Finishes the output; the files written and their sizes.
    mutating func finish() throws -> [(String, Int)] {
        if case .gif(let encoder?, let path) = target {
            let bytes = try encoder.finish()
            try AtomicFile.write(bytes, to: path)
            written.append((path, bytes.count))
        }
        return written
    }
}
