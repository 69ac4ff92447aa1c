// UserFiles.swift: `flipbook render MyControl.swift …` — the files of one view and what the
// command line says about them: which root (--view TYPE, --preview NAME or N, else the first #Preview,
// a PreviewProvider, the only View made with init(), or an App's first window), the canvas (--size WxH), the
// interactions in order (--tap, --tap-text, --press, --drag, --rest), --duration, --timeout and
// the asset catalogs (--assets, else those near the files).
// Everything is checked here, before any work; `subject` compiles the runner and plays it.

import Foundation
import FlipbookUI
import FlipbookRunner

struct UserFiles {
    let paths: [String]
    /// The first file's name without its extension: outputs and messages are named after it.
    let name: String
    private(set) var sources: [UserSource]
    private(set) var root: RootChoice
    /// --view and --preview, for choosing the root again when the files change.
    private let viewOption: String?
    private let previewOption: String?
    let size: CGSize?
    let steps: [RunnerConfiguration.Step]
    let duration: Double?
    let fps: Double
    let timeout: Double
    /// The asset catalogs the view's images and colours come from.
    let assetCatalogs: [String]

    init(paths: [String], options: inout Options, fps: Double) throws {
        self.paths = paths
        self.fps = fps
        name = URL(fileURLWithPath: paths[0]).deletingPathExtension().lastPathComponent
        viewOption = options.string("view")
        previewOption = options.string("preview")
        sources = try Self.read(paths)
        root = try Self.chooseRoot(sources, view: viewOption, preview: previewOption)
        if let note = Self.otherPreviewsNote(sources, root: root) {
            FileHandle.standardError.write(Data("flipbook: warning: \(note)\n".utf8))
        }
        size = try options.string("size").map(StepArgument.size)
        steps = try options.ordered(["tap", "double-tap", "tap-text", "press", "drag", "rest"]).map(StepArgument.step)
        duration = try options.string("duration").map { try StepArgument.seconds($0, option: "duration", allowZero: false) }
        timeout = try options.double("timeout", default: 10, in: 0.1...3600)
        assetCatalogs = try AssetCatalogSearch.catalogs(near: paths, given: options.string("assets"))
    }

    /// The files as they are now, their root chosen again (`--watch`, after an edit).
    func reread() throws -> UserFiles {
        var fresh = self
        fresh.sources = try Self.read(paths)
        fresh.root = try Self.chooseRoot(fresh.sources, view: viewOption, preview: previewOption)
        return fresh
    }

    private static func read(_ paths: [String]) throws -> [UserSource] {
        try paths.map { path in
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CLIError.failure(FileManager.default.fileExists(atPath: path) ? "cannot read '\(path)'" : "no such file '\(path)'")
            }
            guard let text = String(data: data, encoding: .utf8) else { throw CLIError.failure("'\(path)' is not UTF-8 text") }
            return UserSource(path: path, text: text)
        }
    }

    /// The root view: --view, else --preview (a #Preview's name or a PreviewProvider preview's
    /// display name, else a #Preview's place among the files' previews; else the first #Preview), else a PreviewProvider's first preview,
    /// else an App's first window (what the project runs, with what the App hands its views:
    /// an environment object made in the App), else the only View made with init().
    static func chooseRoot(_ sources: [UserSource], view: String?, preview: String?) throws -> RootChoice {
        let previews = sources.flatMap(\.previews)
        if let view {
            guard view.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }), !view.isEmpty else {
                throw CLIError.usage("--view takes a type name, not '\(view)'")
            }
            if preview != nil { throw CLIError.usage("give --view or --preview, not both") }
            return .view(view)
        }
        let provider = sources.flatMap(\.previewProviders).first
        if let preview {
            if let index = previews.firstIndex(where: { $0.name == preview }) { return .preview(index: index) }
            let displayNames = provider == nil ? [] : sources.flatMap(\.previewDisplayNames)
            if let provider, displayNames.contains(preview) { return .previewProvider(provider, named: preview) }
            // No preview of that name: a number is a #Preview's place in the files (1 the first),
            // which reaches an unnamed one.
            if let number = Int(preview), previews.indices.contains(number - 1) { return .preview(index: number - 1) }
            let names = previews.compactMap(\.name) + displayNames
            let range = previews.count == 1 ? "1" : "1…\(previews.count)"
            let numbers = previews.isEmpty ? "" : "; --preview \(range) takes a #Preview by its place"
            throw CLIError.usage("no preview named '\(preview)'" + (names.isEmpty ? "" : " (previews: \(names.joined(separator: ", ")))") + numbers)
        }
        if !previews.isEmpty { return .preview(index: 0) }
        if let provider { return .previewProvider(provider, named: nil) }
        if let app = sources.flatMap(\.apps).first { return .app(app) }
        let views = sources.flatMap(\.views)
        let makeable = views.filter(\.makesWithInit)
        if makeable.count == 1 { return .view(makeable[0].name) }
        if makeable.isEmpty {
            throw CLIError.failure("no #Preview, and no View type that can be made with init()"
                + (views.isEmpty ? "" : " (views: \(views.map(\.name).joined(separator: ", ")))") + "; name one with --view TYPE")
        }
        throw CLIError.failure("no #Preview, and several views could be the root (\(makeable.map(\.name).joined(separator: ", "))); choose one with --view TYPE")
    }

    /// When the first #Preview was taken and other files have previews too, which was taken and
    /// how to take another: `render *.swift` would otherwise show one file's view without a word.
    static func otherPreviewsNote(_ sources: [UserSource], root: RootChoice) -> String? {
        guard case .preview(index: 0) = root, let first = sources.first(where: { !$0.previews.isEmpty }) else { return nil }
        let others = sources.filter { $0.path != first.path && !($0.previews.isEmpty && $0.previewProviders.isEmpty) }
        guard !others.isEmpty else { return nil }
        let count = sources.flatMap(\.previews).count
        let name = first.previews[0].name.map { " '\($0)'" } ?? ""
        return "rendering \((first.path as NSString).lastPathComponent)'s first preview\(name); "
            + "\(others.map { ($0.path as NSString).lastPathComponent }.joined(separator: ", ")) "
            + "\(others.count == 1 ? "has" : "have") previews too: choose one with --preview NAME, --preview 1…\(count) or --view TYPE"
    }

    /// Compiles the runner (or finds it in the cache), plays the storyboard and returns the subject.
    /// - Parameter memoryLimit: the bytes the view's runner may allocate.
    func subject(configuration: RenderConfiguration, memoryLimit: Int) throws -> RenderSubject {
        let builder = RunnerBuilder(sources: sources, root: root, libraryDirectory: try Self.libraryDirectory())
        var runner = try builder.build()
        let background = configuration.background.map { [$0.r, $0.g, $0.b, $0.a] }
        // Not under a sanitizer, whose shadow memory alone is terabytes of address space.
        let runnerConfiguration = RunnerConfiguration(size: size, scale: configuration.scale, background: background,
                                                      darkMode: configuration.colorScheme == .dark, steps: steps,
                                                      duration: duration, fps: fps, assetCatalogs: assetCatalogs,
                                                      memoryLimit: RunnerBuilder.sanitizerArguments.isEmpty ? memoryLimit : nil)
        let name = self.name, timeout = self.timeout, paths = self.paths
        func start(_ runner: String) throws -> RemotePlayback {
            try RemotePlayback(runner: runner, configuration: runnerConfiguration, name: name, timeout: timeout, sourcePaths: paths)
        }
        let first: RemotePlayback
        do {
            do {
                first = try start(runner)
            } catch let error as RunnerFailure where error.cannotStart {
                // The cache's runner cannot be run (a damaged file): compiled again, once.
                runner = try builder.build(discardingCached: true)
                first = try start(runner)
            }
        } catch let error as RunnerFailure { throw CLIError.failure(error.description) }
        let built = runner
        let timeline = first.timeline
        var unused: RemotePlayback? = first
        return RenderSubject(id: name, canvas: timeline.size,
                             timeline: SubjectTimeline(duration: timeline.duration, keyTimes: timeline.keyTimes, isLoop: timeline.isLoop),
                             warnings: timeline.warnings,
                             makeSource: {
                                 // The first source is the probe that found the timeline.
                                 if let probe = unused { unused = nil; return probe }
                                 do { return try start(built) } catch let error as RunnerFailure { throw CLIError.failure(error.description) }
                             })
    }

    /// Where this flipbook's build keeps the SwiftUI library and modules: beside the binary.
    static func libraryDirectory() throws -> String {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let directory = URL(fileURLWithPath: executable).deletingLastPathComponent().path
        let library = (directory as NSString).appendingPathComponent("libSwiftUI.so")
        let module = (directory as NSString).appendingPathComponent("Modules/SwiftUI.swiftmodule")
        guard FileManager.default.fileExists(atPath: library), FileManager.default.fileExists(atPath: module) else {
            throw CLIError.failure("rendering a Swift file needs the SwiftUI library beside flipbook (\(directory)): build all products with 'swift build -c release'")
        }
        return directory
    }
}
