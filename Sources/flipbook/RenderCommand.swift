// RenderCommand.swift: `flipbook render ID… | --all [--shard K/N]` — catalog controls played
// through their storyboards — and `flipbook render FILE.swift…` — a user's view, compiled into a
// runner and played in a child process (UserCode/) — into animated GIFs, single frames or
// numbered frame sequences. Everything the user gave is checked before any work; the work itself
// (RenderPipeline) keeps every core busy, and its bytes never depend on --jobs; files are written
// whole or not at all.

import Foundation
import Raster
import Codecs
import FlipbookUI
import FlipbookRunner
import Gallery

struct RenderCommand: Command {
    enum Format: String, CaseIterable { case gif, png, frames }

    /// What the positional arguments name: catalog controls, or the Swift files of one view.
    enum Selection {
        case catalog([CatalogEntry])
        case files(UserFiles)
    }

    private(set) var selection: Selection
    let outputDirectory: String
    let outputFile: String?
    let format: Format
    let scale: Double
    let fps: Double
    let at: Double?
    let background: RGBA8?
    let colorScheme: ColorScheme
    let jobs: Int
    let shard: Shard?
    let quiet: Bool
    let watch: Bool
    let memoryLimit: MemoryLimit

    /// Why `argument` is no catalog id: a folder or a file that is not Swift is named as such.
    private static func unknown(_ argument: String) -> CLIError {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) {
            if isDirectory.boolValue {
                return .usage("'\(argument)' is a folder: give the Swift files in it (flipbook render \(argument)/*.swift)")
            }
            return .usage("'\(argument)' is not a Swift file (.swift) nor a catalog id (see 'flipbook list')")
        }
        return .usage("unknown control '\(argument)' (known: \(Catalog.entries.map(\.id).joined(separator: ", ")))")
    }

    init(_ options: inout Options) throws {
        let all = options.flag("all")
        // A file named twice (`render A.swift *.swift`) is one file, compiled once.
        var seen: Set<String> = []
        let files = options.positional.filter { $0.hasSuffix(".swift") }
            .filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path).inserted }
        // A folder named like a Swift file is still a folder.
        for file in files {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory), isDirectory.boolValue { throw Self.unknown(file) }
        }
        let ids = options.positional.filter { !$0.hasSuffix(".swift") }
        if !files.isEmpty && (all || !ids.isEmpty) { throw CLIError.usage("give Swift files, or catalog ids (or --all), not both") }
        if all && !ids.isEmpty { throw CLIError.usage("give ids or --all, not both") }
        if !all && options.positional.isEmpty { throw CLIError.usage("render needs a Swift file, catalog ids or --all (see 'flipbook list')") }
        at = try options.string("at").map { text in
            guard let v = Double(text), v.isFinite, v >= 0 else { throw CLIError.usage("--at must be a time in seconds ≥ 0, not '\(text)'") }
            return v
        }
        outputFile = options.string("output")
        if let outputFile {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: outputFile, isDirectory: &isDirectory), isDirectory.boolValue {
                throw CLIError.usage("-o \(outputFile) is a folder: name a file, or give the folder with --out-dir")
            }
        }
        let chosen = try options.string("format").map { text in
            guard let f = Format(rawValue: text) else { throw CLIError.usage("--format must be gif, png or frames, not '\(text)'") }
            return f
        }
        // Frames go to a folder, which -o cannot name: refused below, for that reason.
        let named = chosen == .frames ? nil : try outputFile.map(Self.format(namedBy:))
        if let f = chosen {
            if let named, named != f, let outputFile {
                throw CLIError.usage("-o \(outputFile) names a \(named.rawValue) file, but --format \(f.rawValue) writes a \(f.rawValue)")
            }
            format = f
        } else {
            format = named ?? (at == nil ? .gif : .png)
        }
        if at != nil && format != .png { throw CLIError.usage("--at renders one frame: it goes with --format png") }
        scale = try options.double("scale", default: 2, in: 0.25...8)
        fps = try options.double("fps", default: 50, in: 1...100)
        switch options.string("color-scheme") ?? "light" {
        case "light": colorScheme = .light
        case "dark": colorScheme = .dark
        case let other: throw CLIError.usage("--color-scheme must be light or dark, not '\(other)'")
        }
        background = try ColorArgument.parse(options.string("background") ?? (colorScheme == .dark ? "black" : "white"))
        jobs = try options.integer("jobs", default: ProcessInfo.processInfo.activeProcessorCount, in: 1...64)
        shard = try options.string("shard").map(Shard.init)
        memoryLimit = try options.string("max-memory").map(MemoryLimit.init(parsing:)) ?? MemoryLimit()
        quiet = options.flag("quiet")
        outputDirectory = options.string("out-dir") ?? "out"
        if files.isEmpty {
            let entries = try all ? Catalog.entries : ids.map { id in
                guard let e = Catalog.entry(id: id) else { throw Self.unknown(id) }
                return e
            }
            selection = .catalog(entries)
            watch = false
            for e in entries { try Self.checkCanvas(e.canvas, scale: scale, jobs: jobs, limit: memoryLimit, name: e.id) }
        } else {
            // A shard is a part of the catalog; a user's view is one subject, not split.
            guard shard == nil else { throw CLIError.usage("--shard splits the catalog (--all or ids), not Swift files") }
            let userFiles = try UserFiles(paths: files, options: &options, fps: fps)
            // A GIF frame's delay is a 16-bit count of centiseconds: a still held longer cannot be one.
            if format == .gif, let duration = userFiles.duration, duration > Self.longestGIFFrame {
                throw CLIError.usage("--duration \(duration) is over a GIF's \(Self.longestGIFFrame) s, the longest a frame can show; use --format frames")
            }
            selection = .files(userFiles)
            watch = options.flag("watch")
        }
        if outputFile != nil {
            // Each reason on its own, so that the message names what to change.
            guard options.string("out-dir") == nil else { throw CLIError.usage("give -o FILE or --out-dir DIR, not both") }
            guard selectionCount == 1 else { throw CLIError.usage("-o names one file: give one control, or use --out-dir") }
            guard format != .frames else { throw CLIError.usage("-o names one file: --format frames writes a folder; use --out-dir") }
        }
        try options.finish()
    }

    /// The format a file named by -o is in, by its extension: a GIF's bytes in a .png, or in a
    /// .jpg, would open as nothing.
    private static func format(namedBy path: String) throws -> Format {
        switch (path as NSString).pathExtension.lowercased() {
        case "gif": return .gif
        case "png": return .png
        case let other:
            let named = other.isEmpty ? "has no extension" : "ends in .\(other)"
            throw CLIError.usage("-o \(path) \(named): Flipbook writes .gif and .png files")
        }
    }

    private var selectionCount: Int {
        switch selection {
        case .catalog(let entries): return entries.count
        case .files: return 1
        }
    }

    /// The longest a GIF frame can show, in seconds (65535 cs).
    static let longestGIFFrame = 655.35

    /// Refuses a canvas no pixmap can hold, then one whose render would need more memory than the limit.
    private static func checkCanvas(_ size: CGSize, scale: Double, jobs: Int, limit: MemoryLimit, name: String) throws {
        let w = Double(size.width) * scale, h = Double(size.height) * scale
        guard w.rounded() <= Double(Pixmap.maximumSide), h.rounded() <= Double(Pixmap.maximumSide) else {
            throw CLIError.failure("\(name) is \(Int(size.width))×\(Int(size.height)) pt, \(Int(w))×\(Int(h)) px at --scale \(scale): over the \(Pixmap.maximumSide) px a frame may have on a side")
        }
        try limit.check(canvas: size, scale: scale, jobs: jobs, name: name)
    }

    /// The most frames a second a GIF shows: its delays are hundredths of a second, and
    /// browsers show a delay under two as ten (GIFEncoder keeps every delay at two or more).
    static let mostGIFFramesPerSecond = 50.0

    func run() throws {
        if format == .gif && fps > Self.mostGIFFramesPerSecond {
            let most = Self.mostGIFFramesPerSecond
            FileHandle.standardError.write(Data("flipbook: warning: a GIF shows at most \(String(format: "%g", most)) frames a second (its delays are hundredths of a second, and browsers slow those under two): --fps \(String(format: "%g", fps)) keeps a frame every \(String(format: "%g", 1 / most)) s or more; --format frames writes every frame\n".utf8))
        }
        let created = try prepareOutput()
        // A render that fails leaves no folder it made, as it leaves no file.
        for folder in created { InterruptCleanup.register(folder: folder, withFiles: false) }
        defer { for folder in created { InterruptCleanup.unregister(folder: folder) } }
        do {
            try renderAll()
        } catch {
            for folder in created.reversed() { rmdir(folder) }
            throw error
        }
    }

    private func renderAll() throws {
        if watch, case .files(let files) = selection {
            // Each render reads the files as they are then: the edit is what shows.
            try Watcher(files: files).run {
                var command = self
                command.selection = .files(try files.reread())
                try command.renderOnce()
            }
        }
        try renderOnce()
    }

    private func renderOnce() throws {
        let start = Date()
        // What the user's view printed, after its frames or before the error that ended them.
        defer { RunnerPrints.shared.show() }
        let jobs = try render(to: { try AtomicFile.write($0, to: $1) })
        if !quiet && (isatty(STDERR_FILENO) == 1 || watch) {
            let written = jobs.flatMap(\.output.written)
            let bytes = written.reduce(0) { $0 + $1.1 }
            FileHandle.standardError.write(Data(String(format: "wrote %d file%@ (%.1f MB) in %.1f s\n", written.count,
                                                       written.count == 1 ? "" : "s", Double(bytes) / 1e6,
                                                       Date().timeIntervalSince(start)).utf8))
        }
    }

    /// The render configuration of the catalog controls and the runners.
    private var configuration: RenderConfiguration {
        RenderConfiguration(size: .zero, scale: scale, background: background, colorScheme: colorScheme)
    }

    /// Renders the selection (the shard's part of it, if one is given), its files going to
    /// `sink`; returns the jobs done.
    func render(to sink: @escaping FileSink) throws -> [RenderJob] {
        let planned: [(subject: RenderSubject, plan: FramePlan)]
        switch selection {
        case .catalog(let entries):
            // Each control's storyboard is played and its frames planned on a worker of its own:
            // before any frame is drawn, this is all there is to do.
            planned = try WorkQueue.map(entries.count, workers: jobs) { [self] i in
                try plan(RenderSubject.catalog(entries[i], configuration: configuration))
            }
        case .files(let files):
            let subject = try files.subject(configuration: configuration, memoryLimit: memoryLimit.userCodeBytes)
            // A user's canvas is known once the runner has measured the view: checked before any frame is drawn.
            try Self.checkCanvas(subject.canvas, scale: scale, jobs: jobs, limit: memoryLimit, name: subject.id)
            for warning in subject.warnings { FileHandle.standardError.write(Data("flipbook: warning: \(subject.id): \(warning)\n".utf8)) }
            planned = [try plan(subject)]
        }
        let selected = shard.map { shard in
            shard.select(weights: planned.map { $0.plan.runs.count * Int($0.subject.canvas.width * $0.subject.canvas.height) }).map { planned[$0] }
        } ?? planned
        var jobs: [RenderJob] = []
        for (subject, plan) in selected {
            do {
                jobs.append(RenderJob(subject: subject, plan: plan, output: try output(for: subject, plan, sink: sink)))
            } catch {
                for job in jobs { job.output.discard() }
                throw error
            }
        }
        let progress = Progress(frames: jobs.reduce(0) { $0 + $1.plan.frameCount },
                                files: jobs.reduce(0) { $0 + (format == .gif ? 1 : $1.plan.frameCount) }, quiet: quiet)
        do {
            try RenderPipeline(jobs: Self.heaviestFirst(jobs), workers: self.jobs, progress: progress).run()
            for job in jobs { try job.output.commit() }
        } catch {
            for job in jobs { job.output.discard() }
            throw error
        }
        progress.finish()
        // What a user's view made the engine warn about while its runners drew it (they have
        // all ended with the pipeline).
        if case .files = selection, let subject = planned.first?.subject {
            for warning in RunnerWarnings.shared.drain() {
                FileHandle.standardError.write(Data("\(RunnerWarnings.prefix)\(subject.id): \(warning)\n".utf8))
            }
        }
        return jobs
    }

    /// `subject`'s frames as this command's format and options lay them out.
    private func plan(_ subject: RenderSubject) throws -> (subject: RenderSubject, plan: FramePlan) {
        let source = try subject.makeSource()
        do {
            return (subject, try FramePlan(subject, source: source, format: format, fps: fps, at: at, outputFile: outputFile, path: path))
        } catch let error as RunnerFailure { throw CLIError.failure(error.description) }
    }

    /// Jobs with the most pictures to render first, so the last to finish is a small one and no
    /// core idles long at the end (ties keep catalog order).
    static func heaviestFirst(_ jobs: [RenderJob]) -> [RenderJob] {
        jobs.indices.sorted { a, b in
            let x = jobs[a].plan.runs.count, y = jobs[b].plan.runs.count
            return x != y ? x > y : a < b
        }.map { jobs[$0] }
    }

    private func output(for subject: RenderSubject, _ plan: FramePlan, sink: @escaping FileSink) throws -> FrameOutput {
        do {
            return try FrameOutput(format: format, names: plan.names, fps: fps, background: background, directory: path(subject.id), sink: sink)
        } catch {
            throw CLIError.failure("\(subject.id): \(error)")
        }
    }

    private func path(_ name: String) -> String { (outputDirectory as NSString).appendingPathComponent(name) }

    /// Creates the output directory and makes sure files can be written there, before any work:
    /// by writing one (permissions say yes to root where the file system says no, as in /sys).
    /// Returns the folders it created, outermost first.
    private func prepareOutput() throws -> [String] {
        let target = outputFile.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path } ?? outputDirectory
        var created: [String] = []
        var missing = URL(fileURLWithPath: target).standardizedFileURL
        while missing.path != "/" && !FileManager.default.fileExists(atPath: missing.path) {
            created.insert(missing.path, at: 0)
            missing = missing.deletingLastPathComponent()
        }
        do {
            try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        } catch {
            throw CLIError.failure("cannot create directory '\(target)'")
        }
        let probe = URL(fileURLWithPath: target).appendingPathComponent(".flipbook-write-check-\(getpid())").path
        guard FileManager.default.createFile(atPath: probe, contents: Data()) else {
            throw CLIError.failure("cannot write into '\(target)'")
        }
        try? FileManager.default.removeItem(atPath: probe)
        return created
    }
}
