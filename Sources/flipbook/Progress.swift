// Progress.swift: a progress bar on a terminal (frames done of total, elapsed time), silent when
// standard error is not a terminal or with --quiet. Thread-safe: workers report as they finish.

import Foundation

final class Progress: @unchecked Sendable {
    private let total: Int
    private let enabled: Bool
    private let start = Date()
    private var done = 0
    private var lastDrawn = Date.distantPast
    private let lock = NSLock()

    init(total: Int, quiet: Bool) {
        self.total = total
        enabled = !quiet && isatty(STDERR_FILENO) == 1
    }

    var elapsed: Double { Date().timeIntervalSince(start) }

    func advance(by n: Int = 1) {
        lock.lock(); defer { lock.unlock() }
        done += n
        guard enabled, done == total || Date().timeIntervalSince(lastDrawn) > 0.1 else { return }
        lastDrawn = Date()
        let width = 30, filled = total > 0 ? width * done / total : width
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        FileHandle.standardError.write(Data(String(format: "\r%@ %d/%d frames  %.1f s", bar, done, total, elapsed).utf8))
    }

    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
