// RenderCommand.swift: `flipbook render ID… | --all` — catalog controls played through their
// storyboards into animated GIFs, single frames or numbered frame sequences. Everything the
// user gave is checked before any work; frames are rendered in parallel (each worker with its
// own playback, so the bytes never depend on --jobs); files are written whole or not at all.

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
        let playbacks = try entries.map { e -> Playback in
            do { return try Playback(e.view, size: e.canvas, scale: scale, background: background, storyboard: e.storyboard) } catch {
                throw CLIError.failure("\(e.id): \(error)")
            }
        }
        let plans = zip(entries, playbacks).map { plan($0, $1) }
        let progress = Progress(total: plans.reduce(0) { $0 + $1.times.count }, quiet: quiet)
        var written: [(String, Int)] = []
        for (entry, plan) in zip(entries, plans) {
            written += try render(entry, plan, progress: progress)
        }
        progress.finish()
        if !quiet && isatty(STDERR_FILENO) == 1 {
            let bytes = written.reduce(0) { $0 + $1.1 }
            FileHandle.standardError.write(Data(String(format: "wrote %d file%@ (%.1f MB) in %.1f s\n", written.count,
                                                       written.count == 1 ? "" : "s", Double(bytes) / 1e6, progress.elapsed).utf8))
        }
    }

    // MARK: - Planning

    private struct Plan {
        let times: [Double]
        let names: [String]
    }

    /// Which frames to render, and the file each goes to.
    private func plan(_ e: CatalogEntry, _ p: Playback) -> Plan {
        switch format {
        case .gif:
            // Frame k at k / fps, up to the end, which shows the start again: a seamless loop.
            let count = Int((p.duration * fps).rounded()) + 1
            return Plan(times: (0..<count).map { Double($0) / fps }, names: [outputFile ?? path(e.id + ".gif")])
        case .png:
            let times = at.map { [$0] } ?? p.keyTimes
            return Plan(times: times, names: times.map { outputFile ?? path(String(format: "%@@%.2fs.png", e.id, $0)) })
        case .frames:
            let count = Int((p.duration * fps).rounded()) + 1
            let times = (0..<count).map { Double($0) / fps }
            return Plan(times: times, names: (1...count).map { path(e.id + String(format: "/%04d.png", $0)) })
        }
    }

    private func path(_ name: String) -> String { (outputDirectory as NSString).appendingPathComponent(name) }

    // MARK: - Rendering and writing

    /// Frames rendered per round: enough to keep every worker busy, few enough that memory holds
    /// a handful of frames per worker rather than a whole storyboard.
    private var framesPerRound: Int { jobs * 8 }

    /// Renders a control's frames in rounds, in parallel (`jobs` workers, each with its own
    /// playback, each taking a contiguous run of the round, so it mostly moves forward in time),
    /// handing each round to the output in order.
    private func render(_ e: CatalogEntry, _ plan: Plan, progress: Progress) throws -> [(String, Int)] {
        let times = plan.times
        let workers = min(jobs, times.count)
        let playbacks = try (0..<workers).map { _ in
            try Playback(e.view, size: e.canvas, scale: scale, background: background, storyboard: e.storyboard)
        }
        var output = try FrameOutput(format: format, names: plan.names, fps: fps, background: background, directory: path(e.id))
        var start = 0
        while start < times.count {
            let round = start..<min(start + framesPerRound, times.count)
            let results = UnsafeMutableBufferPointer<Pixmap?>.allocate(capacity: round.count)
            results.initialize(repeating: nil)
            defer { results.deallocate() }
            DispatchQueue.concurrentPerform(iterations: workers) { w in
                for k in (round.count * w / workers)..<(round.count * (w + 1) / workers) {
                    results[k] = playbacks[w].frame(at: times[round.lowerBound + k])
                    progress.advance()
                }
            }
            for (k, i) in round.enumerated() {
                guard let frame = results[k] else { throw CLIError.failure("\(e.id): frame at \(times[i]) s could not be rendered") }
                do { try output.add(frame, index: i) } catch { throw CLIError.failure("\(e.id): \(error)") }
            }
            start = round.upperBound
        }
        do { return try output.finish() } catch { throw CLIError.failure("\(e.id): \(error)") }
    }

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
