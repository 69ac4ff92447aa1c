// RunnerWarnings.swift: the warnings a user's view makes the engine print while it is drawn (an
// Image(systemName:) whose symbol Flipbook lacks), which in a runner go to the runner's log, not
// to the user: each runner hands its log's warning lines here as it ends, and the command prints
// them once each, after the frames, naming the file.
// Guarantees: each line is kept once, in the order first seen, whichever runner and thread
// reported it.

import Foundation

final class RunnerWarnings: @unchecked Sendable {
    static let shared = RunnerWarnings()

    /// What the engine's warnings start with (FlipbookUI prints them so).
    static let prefix = "flipbook: warning: "

    private let lock = NSLock()
    private var lines: [String] = []
    private var seen: Set<String> = []

    /// Keeps the warnings among a runner log's lines, without their prefix.
    func gather(fromLog log: String) {
        lock.lock(); defer { lock.unlock() }
        for line in log.split(whereSeparator: \.isNewline) where line.hasPrefix(Self.prefix) {
            let warning = String(line.dropFirst(Self.prefix.count))
            if seen.insert(warning).inserted { lines.append(warning) }
        }
    }

    /// The warnings gathered since the last call.
    func drain() -> [String] {
        lock.lock(); defer { lock.unlock() }
        defer { lines.removeAll(); seen.removeAll() }
        return lines
    }
}
