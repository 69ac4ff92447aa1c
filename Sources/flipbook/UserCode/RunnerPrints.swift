// RunnerPrints.swift: what the user's code printed (its standard output) while its storyboard was
// played, shown on flipbook's standard output after the render, as `swift run` would show it:
// the `print` a developer adds to see when an action fires or what a value is.
// Every runner plays the same storyboard from the program's start, deterministically, and only
// that play prints (the workers that draw frames print nowhere): so each runner's output is the
// same, and the first one read stands for all of them: a tap's print appears once, not once per
// runner and once more per worker.
// Guarantees: at most `shownBytes` of it are shown, up to the last whole line within them, and
// a view that printed more is told how much.

import Foundation

final class RunnerPrints: @unchecked Sendable {
    static let shared = RunnerPrints()

    /// The most of a view's output shown: a print in a loop can write gigabytes.
    static let shownBytes = 1 << 20

    private let lock = NSLock()
    private var output: (name: String, text: Data, total: Int)?

    /// Keeps what the runner `name` printed, unless a runner's output is kept already.
    /// - Parameter path: the file the runner's standard output went to.
    func keep(name: String, printedTo path: String) {
        lock.lock(); defer { lock.unlock() }
        guard output == nil, let file = FileHandle(forReadingAtPath: path) else { return }
        defer { try? file.close() }
        var text = (try? file.read(upToCount: Self.shownBytes)) ?? Data()
        let total = (try? file.seekToEnd()).map(Int.init) ?? text.count
        // Cut after a whole line.
        if total > text.count, let newline = text.lastIndex(of: UInt8(ascii: "\n")) { text = text[...newline] }
        output = (name, text, total)
    }

    /// Writes the kept output to standard output, and forgets it for the next render.
    func show() {
        lock.lock()
        let kept = output
        output = nil
        lock.unlock()
        guard let kept, !kept.text.isEmpty else { return }
        FileHandle.standardOutput.write(kept.text)
        if kept.text.last != UInt8(ascii: "\n") { FileHandle.standardOutput.write(Data("\n".utf8)) }
        if kept.total > kept.text.count {
            let megabytes = String(format: "%.1f", Double(kept.total) / 1_048_576)
            FileHandle.standardError.write(Data("\(RunnerWarnings.prefix)\(kept.name) printed \(megabytes) MB; only its first MB is shown\n".utf8))
        }
    }
}
