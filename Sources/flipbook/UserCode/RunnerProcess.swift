// RunnerProcess.swift: one running runner, the child process the user's code runs in. It is
// started with its configuration, requests go to it on descriptor 3 and answers come back on 4
// (RunnerChannel); its stderr goes to a log file, read to say why it died and, as it ends, for
// the warnings the engine printed there (RunnerWarnings); its stdout, what the user's code
// printed, to a file of its own (RunnerPrints). Every answer is awaited with
// a time limit: a runner that does not answer in time is killed, and one that dies is reported
// with the reason the Swift runtime printed (or the signal), and the storyboard time it was
// working on.

import Foundation
import FlipbookRunner
import Raster

/// What went wrong in a runner, as one line for the user.
struct RunnerFailure: Error, CustomStringConvertible {
    let description: String
    /// The runner could not be started at all (its file is no program: a damaged cache entry).
    var cannotStart = false
}

final class RunnerProcess {
    private let pid: pid_t
    private let requests: Int32
    private let answers: Int32
    private let logPath: String
    /// Where the runner's standard output goes: the user's prints.
    private let printedPath: String
    /// The name used in messages (the file's name without its extension).
    let name: String
    /// Seconds an answer may take.
    let timeout: Double
    /// The user's files as given, named in crash messages.
    private let sourcePaths: [String]
    /// The bytes the runner may allocate, named when an allocation failed.
    private let memoryLimit: Int?
    private var buffer: [UInt8] = []
    private var exited = false

    init(executable: String, configuration: RunnerConfiguration, name: String, timeout: Double, sourcePaths: [String] = []) throws {
        self.name = name
        self.timeout = timeout
        self.sourcePaths = sourcePaths
        memoryLimit = configuration.memoryLimit
        // Close-on-exec and above 9, so that the dup2s to 3 and 4 below never overwrite a pipe end
        // still to be dup'ed, and no other child inherits them.
        func pipeEnds() throws -> (read: Int32, write: Int32) {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { throw RunnerFailure(description: "cannot make pipes for the runner") }
            let high = ends.map { fcntl($0, F_DUPFD_CLOEXEC, 10) }
            ends.forEach { close($0) }
            guard high.allSatisfy({ $0 >= 0 }) else { throw RunnerFailure(description: "cannot make pipes for the runner") }
            return (high[0], high[1])
        }
        let requestPipe = try pipeEnds(), answerPipe = try pipeEnds()
        let stem = (NSTemporaryDirectory() as NSString).appendingPathComponent("flipbook-runner-\(getpid())-\(UUID().uuidString)")
        let logFile = stem + ".log", printedFile = stem + ".out"
        logPath = logFile
        printedPath = printedFile
        // Until the runner has started, a failure takes back what was made for it.
        var started = false
        defer {
            if !started {
                [requestPipe.read, requestPipe.write, answerPipe.read, answerPipe.write].forEach { close($0) }
                unlink(logFile)
                unlink(printedFile)
            }
        }
        // Above 9 too: opened as 3 or 4 (when the parent inherited descriptor 3, as under flock),
        // the dup2s to 3 and 4 would overwrite it before it is dup'ed to 1 and 2, and the user's
        // prints would land on the answer pipe.
        let log = Self.openHigh(logFile)
        guard log >= 0 else { throw RunnerFailure(description: "cannot create the runner's log '\(logFile)'") }
        defer { close(log) }
        let printed = Self.openHigh(printedFile)
        guard printed >= 0 else { throw RunnerFailure(description: "cannot create the runner's output file '\(printedFile)'") }
        defer { close(printed) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, requestPipe.read, RunnerDescriptors.requests)
        posix_spawn_file_actions_adddup2(&actions, answerPipe.write, RunnerDescriptors.answers)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, printed, 1)
        posix_spawn_file_actions_adddup2(&actions, log, 2)

        let json = String(decoding: try JSONEncoder().encode(configuration), as: UTF8.self)
        // No interactive backtrace: the reason is read from the log; the runtime's one line is enough.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        // Sets and dictionaries iterate in the same order in every runner (and its frames agree).
        environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
        // Dates the view formats itself (`Date.now.formatted()`, Calendar.current) read UTC, as
        // Text(date, style:) does, on every machine: the render clock's 09:41 is 09:41 everywhere.
        environment["TZ"] = "UTC"
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup(executable), strdup(json), nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        // A process group of its own: the runner forks children to run the user's code in, and
        // killing the group ends them with it (one stuck in a loop would outlive the runner).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard status == 0 else {
            throw RunnerFailure(description: "cannot start the runner: \(String(cString: strerror(status)))", cannotStart: true)
        }
        started = true
        close(requestPipe.read)
        close(answerPipe.write)
        pid = child
        requests = requestPipe.write
        answers = answerPipe.read
        InterruptCleanup.register(runner: child, log: logPath)
        InterruptCleanup.register(runner: child, log: printedPath)
    }

    /// A new file at `path`, open for writing on a descriptor above 9, close-on-exec; −1 when
    /// it cannot be made.
    private static func openHigh(_ path: String) -> Int32 {
        let opened = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard opened >= 0 else { return -1 }
        defer { close(opened) }
        return fcntl(opened, F_DUPFD_CLOEXEC, 10)
    }

    deinit {
        if !exited {
            _ = send(.quit)
            kill(-pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(requests)
        close(answers)
        if let log = try? String(contentsOfFile: logPath, encoding: .utf8) { RunnerWarnings.shared.gather(fromLog: log) }
        // A storyboard that failed printed what it printed up to its failure: kept too.
        RunnerPrints.shared.keep(name: name, printedTo: printedPath)
        unlink(logPath)
        unlink(printedPath)
        InterruptCleanup.unregister(runner: pid)
    }

    // MARK: - Requests

    /// The storyboard's timeline (the runner plays it first, which may take a while).
    /// Its progress lines ("P t") say how far the storyboard got, so that a failure on the way
    /// is reported at that time.
    func timeline() throws -> RunnerTimeline {
        var reached = 0.0
        guard send(.timeline) else { throw died(at: reached) }
        var header = try readLine(at: reached)
        while header.hasPrefix("P ") {
            if let t = Double(header.dropFirst(2)), t.isFinite { reached = t }
            header = try readLine(at: reached)
        }
        guard header.hasPrefix("T "), let timeline = try? JSONDecoder().decode(RunnerTimeline.self, from: Data(header.dropFirst(2).utf8)) else {
            throw failure(header, at: reached)
        }
        // The storyboard's play has ended (it prints nowhere else), so its output is whole.
        RunnerPrints.shared.keep(name: name, printedTo: printedPath)
        return timeline
    }

    func frame(at t: Double) throws -> Pixmap {
        guard send(.frame(time: t)) else { throw died(at: t) }
        let header = try readLine(at: t)
        let words = header.split(separator: " ")
        guard words.count == 3, words[0] == "F", let width = Int(words[1]), let height = Int(words[2]),
              width > 0, height > 0, width <= Pixmap.maximumSide, height <= Pixmap.maximumSide else {
            throw failure(header, at: t)
        }
        let bytes = try read(count: width * height * 4, at: t)
        guard let pixmap = Pixmap(width: width, height: height, premultipliedBytes: bytes) else {
            throw RunnerFailure(description: "\(name) sent a frame flipbook cannot read at t = \(t) s")
        }
        return pixmap
    }

    func showsSameFrame(at later: Double, as earlier: Double) throws -> Bool {
        guard send(.sameFrame(later: later, earlier: earlier)) else { throw died(at: later) }
        let header = try readLine(at: later)
        guard header == "S 0" || header == "S 1" else { throw failure(header, at: later) }
        return header == "S 1"
    }

    // MARK: - Pipes

    private func send(_ request: RunnerRequest) -> Bool {
        let line = Array((request.line + "\n").utf8)
        return line.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(requests, raw.baseAddress! + offset, raw.count - offset)
                if n <= 0 { return false }
                offset += n
            }
            return true
        }
    }

    private func readLine(at t: Double) throws -> String {
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            try fill(at: t)
        }
    }

    private func read(count: Int, at t: Double) throws -> [UInt8] {
        while buffer.count < count { try fill(at: t) }
        defer { buffer.removeSubrange(..<count) }
        return Array(buffer[..<count])
    }

    /// Reads what the runner has sent, waiting at most `timeout`.
    private func fill(at t: Double) throws {
        var descriptor = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(min(timeout * 1000, Double(Int32.max))))
        guard ready > 0 else {
            kill(-pid, SIGKILL)
            reap()
            throw RunnerFailure(description: "\(name) took longer than \(Self.seconds(timeout)) s at t = \(Self.seconds(t)) s (see --timeout)")
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let n = chunk.withUnsafeMutableBytes { Foundation.read(answers, $0.baseAddress, $0.count) }
        guard n > 0 else { throw died(at: t) }
        buffer.append(contentsOf: chunk[..<n])
    }

    // MARK: - Failures

    private func failure(_ header: String, at t: Double) -> RunnerFailure {
        if header.hasPrefix("E ") { return RunnerFailure(description: "\(name): \(header.dropFirst(2))") }
        return RunnerFailure(description: "\(name) answered flipbook with '\(header.prefix(60))' at t = \(Self.seconds(t)) s")
    }

    /// The runner's end, explained.
    private func died(at t: Double) -> RunnerFailure {
        let status = reap()
        let reason = reason(status: status)
        // An allocation the limit refused (the runtime's "failed to allocate N bytes").
        if let memoryLimit, reason.contains("failed to allocate") {
            return RunnerFailure(description: "\(name) used more than \(MemoryLimit.describe(Double(memoryLimit))) of memory at t = \(Self.seconds(t)) s (raise the limit with --max-memory)")
        }
        return RunnerFailure(description: "\(name) crashed at t = \(Self.seconds(t)) s: \(reason)")
    }

    @discardableResult
    private func reap() -> Int32 {
        var status: Int32 = 0
        if !exited { waitpid(pid, &status, 0) }
        exited = true
        return status
    }

    /// What the runtime printed last about the failure, else how the process ended.
    private func reason(status: Int32) -> String {
        let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        let lines = log.split(whereSeparator: \.isNewline).map(String.init)
        if let message = Self.runtimeMessage(lines) { return withUserPaths(message) }
        // Swift's exclusivity check names the conflict first, its backtrace and verdict after.
        if let conflict = lines.last(where: { $0.hasPrefix("Simultaneous accesses to ") }) {
            return "overlapping accesses to one variable (Swift's exclusivity check): " + Self.withoutAddress(conflict)
        }
        let signal = status & 0x7f
        if signal != 0 { return "signal \(signal) (\(String(cString: strsignal(signal))))" }
        let code = (status >> 8) & 0xff
        if let last = lines.last(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) {
            return "exit status \(code): \(last)"
        }
        return "exit status \(code)"
    }

    /// The Swift runtime's last verdict in the log (`fatalError`, a failed `assert` or
    /// `precondition`, an index out of range), as one line: a message of several lines is
    /// joined, up to the stack trace the runtime prints after it.
    static func runtimeMessage(_ lines: [String]) -> String? {
        // After `file:line: `, or alone at the line's start (an allocation that failed).
        let verdicts = ["Fatal error: ", "Assertion failed", "Precondition failed"]
        guard let start = lines.lastIndex(where: { line in verdicts.contains { line.contains($0) } }) else { return nil }
        let end = lines[start...].firstIndex(where: { $0.hasPrefix("Current stack trace:") }) ?? lines.endIndex
        return lines[start..<end].map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// `message` with the runtime's name for a user's file (the compiled module's, from
    /// `#fileID`: `FlipbookUserCode/Card.swift:6`) replaced by the path the user gave.
    private func withUserPaths(_ message: String) -> String {
        var message = message
        for path in sourcePaths {
            let runtimeName = "FlipbookUserCode/" + (path as NSString).lastPathComponent + ":"
            message = message.replacingOccurrences(of: runtimeName, with: path + ":")
        }
        return message
    }

    /// The runtime's line without the address, which differs from run to run.
    private static func withoutAddress(_ line: String) -> String {
        line.replacingOccurrences(of: #"0x[0-9a-fA-F]+"#, with: "memory", options: .regularExpression)
            .trimmingCharacters(in: .whitespaces)
    }

    static func seconds(_ t: Double) -> String { String(format: "%.2f", t) }
}
