// CompilerOutput.swift: the compiler's messages as a user should see them. A message about the
// user's code can come with notes that point into Flipbook's own SwiftUI library ("candidate
// expects a value of type…" at /path/to/Sources/FlipbookUI/API/ProgressView.swift:47): paths of
// a machine the user never saw, quoting code that is not theirs. Such a note keeps its text,
// with the module's name in place of the path, and loses its quoted lines; every message about
// the user's files, and everything else the compiler says, is passed on as it is.

import Foundation

enum CompilerOutput {
    /// `output` with the notes that point outside `userFiles` (paths as the compiler prints them)
    /// named by the module instead.
    static func cleaned(_ output: String, userFiles: Set<String>) -> String {
        var lines: [Substring] = []
        var droppingExcerpt = false
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if let (path, rest) = diagnostic(line) {
                droppingExcerpt = !userFiles.contains(path) && rest.hasPrefix(" note:")
                lines.append(droppingExcerpt ? "SwiftUI:" + rest : line)
            } else if !droppingExcerpt {
                lines.append(line)
            }
        }
        let cleaned = lines.joined(separator: "\n")
        return output.hasSuffix("\n") && !cleaned.hasSuffix("\n") ? cleaned + "\n" : cleaned
    }

    /// A diagnostic's first line split into its path and what follows `path:line:column:`.
    private static func diagnostic(_ line: Substring) -> (path: String, rest: Substring)? {
        // path:line:column: severity: message (the path may hold colons; the numbers do not).
        let parts = line.split(separator: ":", maxSplits: Int.max, omittingEmptySubsequences: false)
        guard parts.count >= 5 else { return nil }
        for i in 1..<(parts.count - 2) where Int(parts[i]) != nil && Int(parts[i + 1]) != nil {
            let severity = parts[i + 2].trimmingCharacters(in: .whitespaces)
            guard ["error", "warning", "note", "remark"].contains(severity) else { continue }
            let path = parts[..<i].joined(separator: ":")
            let rest = parts[(i + 2)...].joined(separator: ":")
            return (path, Substring(rest))
        }
        return nil
    }
}
