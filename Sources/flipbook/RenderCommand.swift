// RenderCommand.swift: `flipbook render ID… | --all [--shard K/N]` — catalog controls played
// through their storyboards into animated GIFs, single frames or numbered frame sequences.
// Everything the user gave is checked before any work; the work itself (RenderPipeline) keeps
// every core busy across controls, and its bytes never depend on --jobs; files are written whole
// or not at all.

import Foundation
import Raster
import Codecs
import FlipbookUI
import Gallery

struct RenderCommand: Command {
    enum Format: String, CaseIterable { case gif, png, frames }

    let entries: [CatalogEntry]
    let outputDirectory: String
    let outputFile: String?
    let format: Format
    let scale: Double
    let fps: Double
    let at: Double?
    let background: RGBA8?
    let jobs: Int
    let shard: Shard?
    let quiet: Bool

    init(_ options: inout Options) throws {
        let all = options.flag("all")
        if all && !options.positional.isEmpty { throw CLIError.usage("give ids or --all, not both") }
        if !all && options.positional.isEmpty { throw CLIError.usage("render needs catalog ids or --all (see 'flipbook list')") }
        entries = try all ? Catalog.entries : options.positional.map { id in
            guard let e = Catalog.entry(id: id) else {
                throw CLIError.usage("unknown control '\(id)' (known: \(Catalog.entries.map(\.id).joined(separator: ", ")))")
            }
            return e
        }
        at = try options.string("at").map { text in
            guard let v = Double(text), v.isFinite, v >= 0 else { throw CLIError.usage("--at must be a time in seconds ≥ 0, not '\(text)'") }
            return v
        }
        if let text = options.string("format") {
            guard let f = Format(rawValue: text) else { throw CLIError.usage("--format must be gif, png or frames, not '\(text)'") }
            format = f
        } else {
            format = at == nil ? .gif : .png
        }
        if at != nil && format != .png { throw CLIError.usage("--at renders one frame: it goes with --format png") }
        scale = try options.double("scale", default: 2, in: 0.25...8)
        fps = try options.double("fps", default: 50, in: 1...100)
        background = try ColorArgument.parse(options.string("background") ?? "white")
        jobs = try options.integer("jobs", default: ProcessInfo.processInfo.activeProcessorCount, in: 1...64)
        shard = try options.string("shard").map(Shard.init)
        quiet = options.flag("quiet")
        outputFile = options.string("output")
        outputDirectory = options.string("out-dir") ?? "out"
        if outputFile != nil {
            guard entries.count == 1, format != .frames, format == .gif || at != nil else {
                throw CLIError.usage("-o names one file: give one id, and gif or png with --at")
            }
        }
        try options.finish()
        for e in entries {
            let w = Double(e.canvas.width) * scale, h = Double(e.canvas.height) * scale
            guard w.rounded() <= Double(Pixmap.maximumSide), h.rounded() <= Double(Pixmap.maximumSide) else {
                throw CLIError.usage("--scale \(scale) makes \(e.id) \(Int(w))×\(Int(h)) px, over the \(Pixmap.maximumSide) px limit")
            }
        }
    }

    func run() throws {
        try prepareOutput()
        let start = Date()
        let jobs = try render(to: { try AtomicFile.write($0, to: $1) })
        if !quiet && isatty(STDERR_FILENO) == 1 {
            let written = jobs.flatMap(\.output.written)
            let bytes = written.reduce(0) { $0 + $1.1 }
            FileHandle.standardError.write(Data(String(format: "wrote %d file%@ (%.1f MB) in %.1f s\n", written.count,
                                                       written.count == 1 ? "" : "s", Double(bytes) / 1e6,
                                                       Date().timeIntervalSince(start)).utf8))
        }
    }

    /// Renders the selected controls (those of the shard, if one is given), their files going
    /// to `sink`; returns the jobs done.
    func render(to sink: @escaping FileSink) throws -> [RenderJob] {
        let planned = try entries.map { e -> (CatalogEntry, FramePlan) in
            let playback = try makePlayback(e)
            return (e, FramePlan(e, playback: playback, format: format, fps: fps, at: at, outputFile: outputFile, path: path))
        }
        let selected = shard.map { shard in
            shard.select(weights: planned.map { $0.1.runs.count * Int($0.0.canvas.width * $0.0.canvas.height) }).map { planned[$0] }
        } ?? planned
        let jobs = try selected.map { e, plan in
            RenderJob(entry: e, plan: plan, output: try output(for: e, plan, sink: sink), makePlayback: { try makePlayback(e) })
        }
        let progress = Progress(frames: jobs.reduce(0) { $0 + $1.plan.frameCount },
                                files: jobs.reduce(0) { $0 + (format == .gif ? 1 : $1.plan.frameCount) }, quiet: quiet)
        try RenderPipeline(jobs: Self.heaviestFirst(jobs), workers: self.jobs, progress: progress).run()
        progress.finish()
        return jobs
    }

    /// Jobs with the most pictures to render first, so the last to finish is a small one and no
    /// core idles long at the end (ties keep catalog order).
    static func heaviestFirst(_ jobs: [RenderJob]) -> [RenderJob] {
        jobs.indices.sorted { a, b in
            let x = jobs[a].plan.runs.count, y = jobs[b].plan.runs.count
            return x != y ? x > y : a < b
        }.map { jobs[$0] }
    }

    private func makePlayback(_ e: CatalogEntry) throws -> Playback {
        do { return try Playback(e.view, size: e.canvas, scale: scale, background: background, storyboard: e.storyboard) } catch {
            throw CLIError.failure("\(e.id): \(error)")
        }
    }

    private func output(for e: CatalogEntry, _ plan: FramePlan, sink: @escaping FileSink) throws -> FrameOutput {
        do {
            return try FrameOutput(format: format, names: plan.names, fps: fps, background: background, directory: path(e.id), sink: sink)
        } catch {
            throw CLIError.failure("\(e.id): \(error)")
        }
    }

    private func path(_ name: String) -> String { (outputDirectory as NSString).appendingPathComponent(name) }

    /// Creates the output directory and makes sure files can be written there, before any work.
    private func prepareOutput() throws {
        let directory = outputFile.map { ($0 as NSString).deletingLastPathComponent } ?? outputDirectory
        let target = directory.isEmpty ? "." : directory
        do {
            try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        } catch {
            throw CLIError.failure("cannot create directory '\(target)'")
        }
        guard FileManager.default.isWritableFile(atPath: target) else {
            throw CLIError.failure("cannot write into '\(target)'")
        }
    }
}
