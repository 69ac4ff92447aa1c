// RunnerServer.swift: the runner's side: the program flipbook compiles from the user's files
// calls `RunnerServer.serve(name:root:)` from its generated main. It reads its configuration,
// decides the storyboard (the interactions asked for in the catalog's rhythm; else one seamless
// loop of what animates by itself; else two taps on the first view that takes taps; else a
// still), plays it (telling flipbook the storyboard time before each step), and answers requests
// for the timeline and for frames until told to quit.
// All the user's code runs in children of this process (ForkedProcess), never in it: one child
// plays the storyboard and hands back what it found (RunnerPlan), then a worker draws the frames
// from it, and when a frame asked for comes before a touch the worker has had, a new worker
// starts from the beginning. So every play of the view starts from the program's first state,
// and flipbook survives whatever the user's code does. A child that dies takes the runner with
// it, the same way (ForkedProcess.end(as:)), so that flipbook reports it as before.

import Foundation
import FlipbookUI

public enum RunnerServer {
    /// Serves requests for the view `root` makes. Never returns.
    /// `root` is isolated to the main actor, as SwiftUI's views are: the runner plays the view on
    /// its main thread alone, so it is called there without a hop.
    public static func serve(name: String, root mainActorRoot: @escaping @MainActor () -> any View) -> Never {
        let root = unsafeBitCast(mainActorRoot, to: (() -> any View).self)
        let arguments = CommandLine.arguments
        guard arguments.count >= 2, let data = arguments[1].data(using: .utf8),
              let configuration = try? JSONDecoder().decode(RunnerConfiguration.self, from: data) else {
            FileHandle.standardError.write(Data("\(name): this program is run by flipbook render, with its configuration\n".utf8))
            exit(2)
        }
        // The user's code may not take the machine's memory (a loop of allocations in a view):
        // past the limit an allocation fails, and the runtime says so in the log flipbook reads.
        if let limit = configuration.memoryLimit {
            var data = rlimit()
            getrlimit(Int32(RLIMIT_DATA.rawValue), &data)
            data.rlim_cur = min(rlim_t(limit), data.rlim_max)
            setrlimit(Int32(RLIMIT_DATA.rawValue), &data)
        }
        AssetCatalogs.directories = configuration.assetCatalogs
        AssetCatalogs.preferredScale = configuration.scale
        // A worker that died is found at the next wait, not by a signal on writing to it.
        signal(SIGPIPE, SIG_IGN)
        // A view printing in a loop must not fill the disk with its output: past the limit a
        // write fails (the signal that would end the process instead is ignored).
        var files = rlimit()
        getrlimit(Int32(RLIMIT_FSIZE.rawValue), &files)
        files.rlim_cur = min(rlim_t(Self.largestFile), files.rlim_max)
        setrlimit(Int32(RLIMIT_FSIZE.rawValue), &files)
        signal(SIGXFSZ, SIG_IGN)
        // The root view is made at its clock's start, so that its initial state reads that time.
        let madeAtStart = { RenderClock.atStart(root) }
        let plan = playStoryboard(configuration, root: madeAtStart)
        var worker = FrameWorker(plan: plan, root: madeAtStart)
        var requests = LineReader(descriptor: RunnerDescriptors.requests)
        while true {
            guard let line = requests.nextLine(orEndOf: worker.process) else {
                _ = worker.process.kill()
                exit(0)
            }
            switch RunnerRequest(line: line) {
            case .timeline?:
                let json = (try? JSONEncoder().encode(plan.timeline)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
                answer("T \(json)\n")
            case .frame(let t)?:
                worker.send(line, showing: t)
            case .sameFrame(let later, _)?:
                worker.send(line, showing: later)
            case .quit?:
                _ = worker.process.kill()
                exit(0)
            case nil:
                answer("E unknown request '\(line)'\n")
            }
        }
    }

    /// The largest file the runner and the user's code may write: their output and their log.
    static let largestFile = 64 << 20

    /// Plays the storyboard in a child and returns what it found; ends the runner as the child
    /// ended when it failed (it has told flipbook why).
    private static func playStoryboard(_ configuration: RunnerConfiguration, root: @escaping () -> any View) -> RunnerPlan {
        guard let child = ForkedProcess.start({ _, output in
            // This play is the one whose prints flipbook shows (RunnerPrints): a line at a time,
            // so that what came before a crash is not lost in a buffer.
            setvbuf(stdout, nil, _IOLBF, 0)
            // While the storyboard plays, "P t" lines tell flipbook how far it got, so that a
            // crash or a hang in the user's code is reported at its storyboard time.
            // The view's own clock reports too, as it is played ahead to plan the recording
            // (a timer's crash 1.5 s in is told at 1.5 s, not at the step that waited for it);
            // only a time that changed is sent.
            var reported = -Double.infinity
            let progress = { (t: Double) in
                guard t != reported else { return }
                reported = t
                answer("P \(t)\n")
            }
            RenderClock.willRunViewCode = progress
            do {
                let plan = try RunnerSession(configuration, root: root, progress: progress).plan
                guard ForkedProcess.write(Array(try JSONEncoder().encode(plan)), to: output) else { exit(1) }
            } catch {
                answer("E \(oneLine(error))\n")
                exit(1)
            }
        }) else {
            answer("E cannot start a process to play the view in\n")
            exit(1)
        }
        let bytes = child.readAll()
        let status = child.wait()
        guard status == 0 else { ForkedProcess.end(as: status) }
        guard let plan = try? JSONDecoder().decode(RunnerPlan.self, from: Data(bytes)) else {
            answer("E the storyboard's recording could not be read back\n")
            exit(1)
        }
        return plan
    }

    static func answer(_ text: String) {
        FileHandle(fileDescriptor: RunnerDescriptors.answers, closeOnDealloc: false).write(Data(text.utf8))
    }

    static func oneLine(_ error: Error) -> String {
        "\(error)".split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}

/// The child that draws frames: it plays the recorded touches as the times asked for pass, and
/// answers flipbook itself.
struct FrameWorker {
    private let plan: RunnerPlan
    private let root: () -> any View
    private(set) var process: ForkedProcess
    /// The latest time the worker has been asked to show: every touch up to it has happened.
    private var shown = -Double.infinity

    init(plan: RunnerPlan, root: @escaping () -> any View) {
        self.plan = plan
        self.root = root
        process = Self.start(plan: plan, root: root)
    }

    /// Hands the request on, to a new worker if the one running has had a touch after t.
    mutating func send(_ line: String, showing t: Double) {
        if plan.recording.mustRestart(toShow: t, havingShown: shown) {
            _ = process.kill()
            process = Self.start(plan: plan, root: root)
            shown = -.infinity
        }
        shown = max(shown, t)
        process.send(line)
    }

    private static func start(plan: RunnerPlan, root: @escaping () -> any View) -> ForkedProcess {
        guard let process = ForkedProcess.start({ input, _ in
            PrintedOutput.discard()  // the storyboard's play printed what the view prints
            serve(plan: plan, root: root, requests: input)
        }) else {
            RunnerServer.answer("E cannot start a process to draw the frames in\n")
            exit(1)
        }
        return process
    }

    /// The worker's side: frames and same-frame questions, until the runner closes its pipe.
    private static func serve(plan: RunnerPlan, root: @escaping () -> any View, requests: Int32) {
        let playback = Playback(root, configuration: plan.render, recording: plan.recording)
        let answers = FileHandle(fileDescriptor: RunnerDescriptors.answers, closeOnDealloc: false)
        var reader = LineReader(descriptor: requests)
        while let line = reader.nextLine() {
            switch RunnerRequest(line: line) {
            case .frame(let t)?:
                guard let pixmap = playback.frame(at: t) else {
                    RunnerServer.answer("E the frame at \(t) s could not be drawn\n")
                    continue
                }
                answers.write(Data("F \(pixmap.width) \(pixmap.height)\n".utf8))
                answers.write(Data(pixmap.bytes))
            case .sameFrame(let later, let earlier)?:
                RunnerServer.answer(playback.showsSameFrame(at: later, as: earlier) ? "S 1\n" : "S 0\n")
            default:
                RunnerServer.answer("E unknown request '\(line)'\n")
            }
        }
    }
}

/// Lines read from a descriptor.
struct LineReader {
    let descriptor: Int32
    private var buffer: [UInt8] = []

    init(descriptor: Int32) { self.descriptor = descriptor }

    /// The next line (nil at the end of the input).
    mutating func nextLine() -> String? {
        while true {
            if let line = bufferedLine() { return line }
            guard fill() else { return nil }
        }
    }

    /// The next line, or nil at the end of the input; a child's end while waiting for it ends
    /// the runner as the child ended.
    mutating func nextLine(orEndOf child: ForkedProcess) -> String? {
        while true {
            if let line = bufferedLine() { return line }
            var watched = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: child.output, events: Int16(POLLIN), revents: 0)]
            guard poll(&watched, 2, -1) >= 0 else {
                if errno == EINTR { continue }
                return nil
            }
            if watched[1].revents != 0 { ForkedProcess.end(as: child.wait()) }
            if watched[0].revents != 0, !fill() { return nil }
        }
    }

    private mutating func bufferedLine() -> String? {
        guard let newline = buffer.firstIndex(of: 0x0A) else { return nil }
        let line = String(decoding: buffer[..<newline], as: UTF8.self)
        buffer.removeSubrange(...newline)
        return line
    }

    /// Reads what is there; false at the end of the input.
    private mutating func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if n > 0 { buffer += chunk[..<n]; return true }
            if n < 0 && errno == EINTR { continue }
            return false
        }
    }
}
