// FrameOutput.swift: where one control's rendered frames go: an animated GIF, or PNG files. The
// work is split by what it needs: `prepare` (flattening a GIF frame; encoding and writing PNGs)
// runs on any worker as soon as a frame is rendered; `add` takes GIF frames in order (the
// encoder's timeline and planning are sequential); the GIF's frames are then compressed in
// parallel (GIFFrameBatch) and `write` joins them. A run of frames showing one picture is
// prepared once: a GIF shows it until the run's end, each PNG name gets the same bytes.
// Every file is written whole, through the sink (AtomicFile for `render`), or not at all; a frame
// sequence is written into a hidden folder beside its own and moved into place by `commit` once
// every frame is in (a crash, an interrupt or a full disk leaves the last render's frames as
// they were, and nothing of this one).

import Foundation
import Raster
import Codecs

/// Writes a file's bytes to a path.
typealias FileSink = (_ bytes: [UInt8], _ path: String) throws -> Void

final class FrameOutput: @unchecked Sendable {
    /// A rendered frame after the work that does not wait for the frames before it.
    enum Prepared {
        case gif(GIFEncoder.PreparedFrame)
        /// PNG files already written: names and sizes.
        case written([(String, Int)])
    }

    private enum Target {
        case gif(path: String)
        case pngs(names: [String])
    }

    /// A frame sequence's folder, and the hidden one beside it its frames are written into.
    private struct Staging {
        let directory: String
        let temporary: String
    }

    private let target: Target
    private let fps: Double
    private let options: GIFEncoderOptions
    private let sink: FileSink
    private var staging: Staging?
    /// Made with the first frame, which gives the GIF its size.
    private var encoder: GIFEncoder?
    private let encoderLock = NSLock()
    /// Files written and their sizes, in frame order.
    private(set) var written: [(String, Int)] = []

    /// - Parameter directory: a frame sequence's folder, whose frames `names` are.
    init(format: RenderCommand.Format, names: [String], fps: Double, background: RGBA8?, directory: String,
         sink: @escaping FileSink) throws {
        self.fps = fps
        self.sink = sink
        options = GIFEncoderOptions(background: background.map { .opaque($0) } ?? .transparent(matte: .white))
        switch format {
        case .gif: target = .gif(path: names[0])
        case .png: target = .pngs(names: names)
        case .frames:
            let folder = URL(fileURLWithPath: directory)
            let temporary = folder.deletingLastPathComponent()
                .appendingPathComponent(".\(folder.lastPathComponent).flipbook-\(getpid())-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
            InterruptCleanup.register(folder: temporary, withFiles: true)
            staging = Staging(directory: directory, temporary: temporary)
            target = .pngs(names: names.map { (temporary as NSString).appendingPathComponent(($0 as NSString).lastPathComponent) })
        }
    }

    /// Moves a frame sequence into its folder, in place of the frames an earlier render left
    /// there; nothing to do for other formats.
    func commit() throws {
        guard let staging else { return }
        let manager = FileManager.default
        // Forgotten first: the handler must never empty the folder once it is the user's.
        InterruptCleanup.unregister(folder: staging.temporary)
        var isDirectory: ObjCBool = false
        if !manager.fileExists(atPath: staging.directory, isDirectory: &isDirectory) {
            try manager.createDirectory(atPath: (staging.directory as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try manager.moveItem(atPath: staging.temporary, toPath: staging.directory)
        } else {
            guard isDirectory.boolValue else { throw CLIError.failure("'\(staging.directory)' is a file: frames go into a folder of that name") }
            try Self.removeNumberedFrames(in: staging.directory)
            for name in try manager.contentsOfDirectory(atPath: staging.temporary) {
                guard rename((staging.temporary as NSString).appendingPathComponent(name),
                             (staging.directory as NSString).appendingPathComponent(name)) == 0 else {
                    throw CLIError.failure("cannot move frames into '\(staging.directory)': \(String(cString: strerror(errno)))")
                }
            }
            try? manager.removeItem(atPath: staging.temporary)
        }
        written = written.map { ((staging.directory as NSString).appendingPathComponent(($0.0 as NSString).lastPathComponent), $0.1) }
        self.staging = nil
    }

    /// Removes what a frame sequence that failed wrote.
    func discard() {
        guard let staging else { return }
        try? FileManager.default.removeItem(atPath: staging.temporary)
        InterruptCleanup.unregister(folder: staging.temporary)
        self.staging = nil
    }

    /// Removes the frames an earlier render left in `directory` (0001.png…), so that a shorter
    /// render does not leave the longer one's tail behind; other files stay.
    private static func removeNumberedFrames(in directory: String) throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names where name.hasSuffix(".png") && name.dropLast(4).count >= 4 && name.dropLast(4).allSatisfy(\.isNumber) {
            try FileManager.default.removeItem(atPath: URL(fileURLWithPath: directory).appendingPathComponent(name).path)
        }
    }

    /// Takes the picture of `frames` (any thread, any order).
    func prepare(_ frame: Pixmap, frames: Range<Int>) throws -> Prepared {
        switch target {
        case .gif:
            return .gif(try gifEncoder(width: frame.width, height: frame.height).prepare(frame))
        case .pngs(let names):
            let bytes = try PNG.encode(frame)
            for k in frames { try sink(bytes, names[k]) }
            return .written(frames.map { (names[$0], bytes.count) })
        }
    }

    /// Takes the prepared picture of `frames`; runs come in order, each once.
    func add(_ prepared: Prepared, frames: Range<Int>) throws {
        switch prepared {
        case .gif(let frame):
            // Frame k shows from k / fps until (k + 1) / fps; a run shows until its last frame's end.
            try encoder!.addFrame(frame, until: Double(frames.upperBound) / fps)
        case .written(let files):
            written += files
        }
    }

    /// After the last run: the GIF's frames with their palette chosen, ready to compress; nil
    /// when there is nothing left to do (PNGs).
    func finishPlanning() throws -> GIFFrameBatch? {
        try encoder?.finishPlanning()
    }

    /// Writes the GIF from every frame of `batch`, compressed, in order.
    func write(_ batch: GIFFrameBatch, compressedFrames: [[UInt8]]) throws {
        guard case .gif(let path) = target else { return }
        let bytes = batch.file(compressedFrames)
        try sink(bytes, path)
        written.append((path, bytes.count))
    }

    private func gifEncoder(width: Int, height: Int) throws -> GIFEncoder {
        encoderLock.lock(); defer { encoderLock.unlock() }
        if let encoder { return encoder }
        let made = try GIFEncoder(width: width, height: height, options: options)
        encoder = made
        return made
    }
}
