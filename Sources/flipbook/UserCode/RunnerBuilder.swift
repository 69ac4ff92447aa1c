// RunnerBuilder.swift: compiles a user's files into a runner: their prepared sources plus a
// generated main that serves the chosen root view (RunnerServer in FlipbookRunner), compiled by
// the `swiftc` on PATH against the SwiftUI module and library the Flipbook build left beside this
// binary, at -Onone (compiling is most of the wait for a new file; the frames are drawn by the
// optimised library). The result is cached outside the project, keyed by the sources, the root and
// Flipbook's build, so an unchanged file starts at once.
// The root is made by a function appended to the file that declares it (`flipbookRoot()`), as
// Xcode's #Preview macro expands in its own file: a preview may use the file's `private` views
// and constants, and so may a --view of a private type.

import Foundation

/// Where the root view comes from.
enum RootChoice: Equatable {
    /// A type made with init().
    case view(String)
    /// A #Preview block's body.
    case preview(index: Int)
    /// One of a PreviewProvider's previews: the one with this display name, else the first.
    case previewProvider(String, named: String?)
    /// An App's first window.
    case app(String)
}

/// Builds (or finds in the cache) the runner of a set of user files.
struct RunnerBuilder {
    let sources: [UserSource]
    let root: RootChoice
    /// Where Flipbook's build keeps `Modules/SwiftUI.swiftmodule` and `libSwiftUI.so`.
    let libraryDirectory: String

    /// The runner's path, compiled if the cache does not have it. Compiler diagnostics go to
    /// stderr as swiftc prints them (with the user's paths and lines).
    /// - Parameter discardingCached: compile again even when the cache has the runner (one that
    ///   could not be started: a damaged file).
    func build(discardingCached: Bool = false) throws -> String {
        try checkRootIsDeclared()
        let compiler = try Self.findCompiler()
        let main = generatedMain()
        let texts = compiledTexts()
        let key = try cacheKey(compiler: compiler, texts: texts, main: main)
        let directory = (Self.cacheRoot as NSString).appendingPathComponent(key)
        let runner = (directory as NSString).appendingPathComponent("runner")
        if discardingCached { try? FileManager.default.removeItem(atPath: directory) }
        if FileManager.default.isExecutableFile(atPath: runner) { return runner }

        Self.removeAbandonedBuilds()
        let work = directory + Self.buildingMark + "\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.removeItem(atPath: work)
        do {
            try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        } catch {
            throw CLIError.failure("cannot create the cache directory '\(work)'")
        }
        // Interrupted, flipbook takes its half-built runner with it.
        InterruptCleanup.register(folder: work, withFiles: true)
        defer {
            InterruptCleanup.unregister(folder: work)
            try? FileManager.default.removeItem(atPath: work)
        }
        var files: [String] = []
        for (i, source) in sources.enumerated() {
            let name = (work as NSString).appendingPathComponent("source\(i)-" + (source.path as NSString).lastPathComponent)
            try Data(texts[i].utf8).write(to: URL(fileURLWithPath: name))
            files.append(name)
        }
        let mainPath = (work as NSString).appendingPathComponent("main.swift")
        try Data(main.utf8).write(to: URL(fileURLWithPath: mainPath))
        let output = (work as NSString).appendingPathComponent("runner")
        let modules = (libraryDirectory as NSString).appendingPathComponent("Modules")
        // The plain diagnostic style: the default one numbers its source excerpt by the lines of
        // the file compiled, a line below the user's (the `#sourceLocation` line on top), while
        // its `file:line:col` is right; the plain style quotes the line with no number.
        // DEBUG, as in the debug build Xcode's previews run.
        let arguments = ["-Onone", "-swift-version", "5", "-D", "DEBUG", "-module-name", "FlipbookUserCode", "-diagnostic-style", "llvm",
                         "-I", modules, "-L", libraryDirectory, "-lSwiftUI",
                         "-Xlinker", "-rpath", "-Xlinker", libraryDirectory,
                         "-o", output] + Self.sanitizerArguments + Self.clockArguments + files + [mainPath]
        let status = try Self.run(compiler, arguments, userFiles: Set(sources.map(\.path) + files + [mainPath]))
        guard status == 0 else {
            throw CLIError.failure("\(fileNames) did not compile (the compiler's messages are above)" + rootHint)
        }
        // Moved into place whole, so a runner in the cache is always complete. Forgotten by the
        // interrupt handler first: its open stream on the folder would follow it into the cache
        // and empty the finished entry.
        InterruptCleanup.unregister(folder: work)
        try? FileManager.default.removeItem(atPath: directory)
        do {
            try FileManager.default.moveItem(atPath: work, toPath: directory)
        } catch where FileManager.default.isExecutableFile(atPath: runner) {
            // Another flipbook built the same runner meanwhile.
        }
        return runner
    }

    /// A --view naming a type the files never mention could only fail, in the generated main:
    /// said in one line before anything is compiled, rather than after the compiler's messages
    /// about a file the user did not write.
    private func checkRootIsDeclared() throws {
        guard case .view(let name) = root, let type = name.split(separator: ".").last else { return }
        guard !sources.contains(where: { $0.mentions(String(type)) }) else { return }
        let views = sources.flatMap(\.views).map(\.name)
        throw CLIError.failure("--view \(name): \(fileNames) declares no such type"
            + (views.isEmpty ? "" : " (its views: \(views.joined(separator: ", ")))"))
    }

    /// For a --view whose properties seem to need values, what the failure most likely is.
    private var rootHint: String {
        guard case .view(let name) = root, sources.flatMap(\.views).contains(where: { $0.name == name && !$0.makesWithInit }) else {
            return ""
        }
        return "; --view \(name) makes it with init(), but its properties seem to need values: write a #Preview that makes one"
    }

    private var fileNames: String { sources.map { ($0.path as NSString).lastPathComponent }.joined(separator: ", ") }

    /// The index of the file the root's function is appended to: the one that declares the root
    /// (so its private declarations are in reach); nil when none can take it (a file whose braces
    /// or comments do not close, which would swallow the function), and main makes the root.
    var rootFile: Int? {
        let index: Int?
        switch root {
        case .view(let name):
            let type = String(name.split(separator: ".").first ?? "")
            index = sources.firstIndex { $0.declaredTypes.contains(type) } ?? sources.firstIndex { $0.mentions(type) }
        case .preview(let index):
            let file = sources.flatMap(\.previews)[index].file
            return sources.firstIndex { $0.path == file && $0.closesEverything }
        case .previewProvider(let name, _):
            index = sources.firstIndex { $0.previewProviders.contains(name) }
        case .app(let name):
            index = sources.firstIndex { $0.apps.contains(name) }
        }
        return index.flatMap { sources[$0].closesEverything ? $0 : nil }
    }

    /// The files' texts as compiled: the root file's with the root's function appended.
    func compiledTexts() -> [String] {
        var texts = sources.map(\.compiledText)
        if let file = rootFile {
            // Back to the compiled file's own lines: the function is Flipbook's, not the user's.
            texts[file] += "\n#sourceLocation()\n" + rootFunction()
        }
        return texts
    }

    /// `flipbookRoot()`, which makes the root view.
    func rootFunction() -> String {
        switch root {
        case .view(let name):
            return "@MainActor @ViewBuilder func flipbookRoot() -> some View {\n\(name)()\n}\n"
        case .preview(let index):
            return Self.previewRoot(sources.flatMap(\.previews)[index])
        case .previewProvider(let name, let preview):
            let chosen = preview.map(UserSource.literal) ?? "nil"
            return "@MainActor @ViewBuilder func flipbookRoot() -> some View {\n\(name)._preview(named: \(chosen))\n}\n"
        case .app(let name):
            return "@MainActor @ViewBuilder func flipbookRoot() -> some View {\n\(name)._firstWindowContent()\n}\n"
        }
    }

    /// The program's entry point: it serves the root view (made in the root's file, or here
    /// when no file can take its function).
    func generatedMain() -> String {
        var text = "import SwiftUI\nimport FlipbookRunner\n\n"
        if rootFile == nil { text += rootFunction() }
        let name = sources.first.map { (($0.path as NSString).lastPathComponent as NSString).deletingPathExtension } ?? "view"
        if Self.definesClock {
            // Date() in the view reads its render clock (RenderClock+WallClock.swift).
            text += "\n@_cdecl(\"clock_gettime\")\npublic func flipbookClockGettime(_ clock: clockid_t, _ time: UnsafeMutablePointer<timespec>?) -> Int32 {\n"
            text += "    RunnerClock.clockGettime(clock, time)\n}\n"
            // Random numbers the same on every run (RunnerRandom.swift).
            text += "\nvar flipbookSystemSyscall: UnsafeMutableRawPointer? = nil\nvar flipbookRandomState: UInt64 = 0\n"
            text += "@_cdecl(\"syscall\")\npublic func flipbookSyscall(_ number: Int, _ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int, _ f: Int) -> Int {\n"
            text += "    RunnerRandom.syscall(number, a, b, c, d, e, f, system: &flipbookSystemSyscall, state: &flipbookRandomState)\n}\n"
        }
        text += "\nRunnerServer.serve(name: \(UserSource.literal(name))) { AnyView(flipbookRoot()) }\n"
        return text
    }

    /// The root of a #Preview, as the macro makes it: its `@Previewable` declarations become the
    /// properties of a view whose body is the preview's, and its traits are put round it.
    static func previewRoot(_ preview: PreviewBlock) -> String {
        func at(_ line: Int) -> String { "#sourceLocation(file: \(UserSource.literal(preview.file)), line: \(line))\n" }
        // A body that returns its view is a plain closure's; a view builder would warn about it.
        let builder = preview.returnsExplicitly ? "" : "@ViewBuilder "
        var text = ""
        var root = "flipbookPreviewBody()"
        if preview.previewables.isEmpty {
            text += "@MainActor \(builder)private func flipbookPreviewBody() -> some View {\n" + at(preview.line)
            text += preview.body + "\n#sourceLocation()\n}\n"
        } else {
            text += "@MainActor private struct FlipbookPreviewRoot: View {\n"
            for declaration in preview.previewables { text += at(declaration.line) + declaration.text + "\n" }
            text += "#sourceLocation()\n\(builder)var body: some View {\n" + at(preview.line)
            text += preview.body + "\n#sourceLocation()\n}\n}\n"
            root = "FlipbookPreviewRoot()"
        }
        text += "@MainActor @ViewBuilder func flipbookRoot() -> some View {\n"
        if let traits = preview.traits {
            text += at(traits.line) + root + "._previewTraits(\(traits.text))\n#sourceLocation()\n"
        } else {
            text += root + "\n"
        }
        return text + "}\n"
    }

    /// Whether the runner defines `clock_gettime` for the render clock, and `syscall` for its
    /// random numbers: not under a sanitizer, whose runtime calls them before Swift's is ready.
    static var definesClock: Bool { sanitizerArguments.isEmpty }

    /// The runner exports its `clock_gettime` and `syscall`, so that the libraries' calls bind to them.
    static var clockArguments: [String] { definesClock ? ["-Xlinker", "--export-dynamic"] : [] }

    /// The sanitizers this flipbook was built with (scripts/tsan.sh builds one under
    /// ThreadSanitizer): the library beside it comes from the same build and needs the same
    /// runtime linked into the runner, which a plain swiftc would leave out. Found by the runtime's
    /// entry point being in this process.
    static let sanitizerArguments: [String] = {
        let runtimes = [("__tsan_init", "thread"), ("__asan_init", "address")]
        let names = runtimes.compactMap { symbol, name in dlsym(nil, symbol) == nil ? nil : name }
        return names.isEmpty ? [] : ["-sanitize=" + names.joined(separator: ",")]
    }()

    // MARK: - Cache

    /// What a runner being compiled has between its key and the pid of the flipbook compiling it.
    static let buildingMark = ".building-"

    /// Removes the folders of compiles whose flipbook is gone (killed before it could clean up):
    /// nothing else ever would.
    static func removeAbandonedBuilds() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: cacheRoot)) ?? []
        for name in names {
            guard let mark = name.range(of: buildingMark), let pid = pid_t(name[mark.upperBound...]) else { continue }
            guard kill(pid, 0) != 0 && errno == ESRCH else { continue }
            try? FileManager.default.removeItem(atPath: (cacheRoot as NSString).appendingPathComponent(name))
        }
    }

    static var cacheRoot: String {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (NSHomeDirectory() as NSString).appendingPathComponent(".cache")
        return (base as NSString).appendingPathComponent("flipbook/runners")
    }

    /// A digest of everything the runner depends on: the compiler, Flipbook's library and
    /// module, the sanitizer flags, the sources as compiled and the generated main.
    private func cacheKey(compiler: String, texts: [String], main: String) throws -> String {
        var digest = Digest()
        for file in [compiler, (libraryDirectory as NSString).appendingPathComponent("libSwiftUI.so"),
                     (libraryDirectory as NSString).appendingPathComponent("Modules/SwiftUI.swiftmodule"),
                     (libraryDirectory as NSString).appendingPathComponent("Modules/FlipbookUI.swiftmodule")] {
            let attributes = try? FileManager.default.attributesOfItem(atPath: file)
            digest.add("\(file) \((attributes?[.size] as? NSNumber)?.intValue ?? -1) \((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1)")
        }
        digest.add(Self.sanitizerArguments.joined(separator: " "))
        for text in texts { digest.add(text) }
        digest.add(main)
        return digest.hex
    }

    // MARK: - Running the compiler

    static func findCompiler() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = (String(directory) as NSString).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw CLIError.failure("no swiftc on PATH: compiling a Swift file needs the Swift toolchain")
    }

    /// Runs the compiler, its messages going to this process's stderr as the user should see
    /// them (CompilerOutput); its exit status.
    private static func run(_ program: String, _ arguments: [String], userFiles: Set<String>) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { throw CLIError.failure("cannot run \(program): \(error.localizedDescription)") }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let cleaned = CompilerOutput.cleaned(String(decoding: output, as: UTF8.self), userFiles: userFiles)
        FileHandle.standardError.write(Data(cleaned.utf8))
        return process.terminationStatus
    }
}

/// A 128-bit FNV-1a digest (two 64-bit lanes): enough to tell cache entries apart.
struct Digest {
    private var a: UInt64 = 0xcbf2_9ce4_8422_2325
    private var b: UInt64 = 0x6c62_272e_07bb_0142

    mutating func add(_ text: String) {
        for byte in text.utf8 {
            a = (a ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            b = (b ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 &+ 0x9e37_79b9
        }
        a = (a ^ 0xff) &* 0x0000_0100_0000_01b3
    }

    var hex: String { String(format: "%016llx%016llx", a, b) }
}
