// UnknownSymbolLog.swift: the warning for an Image(systemName:) whose name Flipbook does not
// draw. SwiftUI logs "No symbol named '…' found in system symbol set" each time such an image is
// built; Flipbook prints one line per name to stderr, once per process, so a user learns which
// symbol is missing without a flood of repeats in every frame of a storyboard.
// Guarantees: each name is reported at most once per log, whichever thread asks.

import Foundation

/// Reports unknown symbol names, once each.
final class UnknownSymbolLog: @unchecked Sendable {
    /// The log the engine reports to: stderr.
    static let shared = UnknownSymbolLog { FileHandle.standardError.write(Data($0.utf8)) }

    private let write: (String) -> Void
    private let lock = NSLock()
    private var reported: Set<String> = []

    /// A log that hands each line (with its newline) to `write`.
    init(write: @escaping (String) -> Void) { self.write = write }

    /// The warning printed for `name`.
    static func message(for name: String) -> String {
        "flipbook: warning: no symbol named '\(name)' (Image(systemName:)); it draws nothing\n"
    }

    /// Reports `name` unless it was reported before.
    func report(_ name: String) {
        lock.lock()
        let isNew = reported.insert(name).inserted
        lock.unlock()
        if isNew { write(UnknownSymbolLog.message(for: name)) }
    }

    /// Whether `name` has been reported.
    func hasReported(_ name: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return reported.contains(name)
    }
}
