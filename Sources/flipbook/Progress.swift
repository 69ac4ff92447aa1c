// Progress.swift: a progress bar on a terminal, silent when standard error is not a terminal or
// with --quiet. Every frame counts twice: once rendered, once output (its PNG written, or its
// share of its GIF's frames compressed), so the bar reaches the end only when the last file is
// written, not when the last frame is rendered, however the pipeline interleaves the two. The text
// gives frames rendered, files written and the time. Thread-safe: workers report as they go.

import Foundation

final class Progress: @unchecked Sendable {
    private let frames: Int
    private let files: Int
    private let enabled: Bool
    private let start = Date()
    private var rendered = 0, output = 0, written = 0
    private var lastDrawn = Date.distantPast
    private let lock = NSLock()

    /// - Parameters:
    ///   - frames: every frame of every output.
    ///   - files: the files that will be written.
    init(frames: Int, files: Int, quiet: Bool) {
        self.frames = frames
        self.files = files
        enabled = !quiet && isatty(STDERR_FILENO) == 1
    }

    var elapsed: Double { Date().timeIntervalSince(start) }

    /// `count` more frames rendered.
    func rendered(_ count: Int) {
        update { rendered += count }
    }

    /// `count` more frames output, and `files` more files written.
    func output(_ count: Int, files: Int) {
        update {
            output += count
            written += files
        }
    }

    private func update(_ change: () -> Void) {
        lock.lock(); defer { lock.unlock() }
        change()
        let work = rendered + output, total = 2 * frames
        guard enabled, work == total || Date().timeIntervalSince(lastDrawn) > 0.1 else { return }
        lastDrawn = Date()
        let width = 30, filled = total > 0 ? width * work / total : width
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        FileHandle.standardError.write(Data(String(format: "\r%@ %d/%d frames, %d/%d files  %.1f s",
                                                   bar, rendered, frames, written, files, elapsed).utf8))
    }

    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
