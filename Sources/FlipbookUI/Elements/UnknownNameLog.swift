// UnknownNameLog.swift: the warnings for a name Flipbook has nothing for: an Image(systemName:)
// whose symbol it does not draw (SwiftUI logs "No symbol named '…' found in system symbol set"
// each time such an image is built), a custom font it has no file for, an image or a colour no
// asset catalog has, an AsyncImage URL it cannot load (no network), a part of a transition it
// does not animate. Flipbook prints one line per name to stderr, once per process, so a user
// learns what is missing without a flood of repeats in every frame of a storyboard.
// Guarantees: each name is reported at most once per log, whichever thread asks.

import Foundation

/// Reports unknown names of one kind, once each.
final class UnknownNameLog: @unchecked Sendable {
    /// The logs the engine reports to: stderr.
    static let symbols = UnknownNameLog(message: symbolMessage) { FileHandle.standardError.write(Data($0.utf8)) }
    static let fonts = UnknownNameLog(message: fontMessage) { FileHandle.standardError.write(Data($0.utf8)) }
    static let images = UnknownNameLog(message: imageMessage) { FileHandle.standardError.write(Data($0.utf8)) }
    static let colors = UnknownNameLog(message: colorMessage) { FileHandle.standardError.write(Data($0.utf8)) }
    static let remoteImages = UnknownNameLog(message: remoteImageMessage) { FileHandle.standardError.write(Data($0.utf8)) }
    static let transitionParts = UnknownNameLog(message: transitionPartMessage) { FileHandle.standardError.write(Data($0.utf8)) }

    private let message: (String) -> String
    private let write: (String) -> Void
    private let lock = NSLock()
    private var reported: Set<String> = []

    /// A log that hands each line (with its newline) to `write`.
    init(message: @escaping (String) -> String, write: @escaping (String) -> Void) {
        self.message = message
        self.write = write
    }

    /// The warning printed for a symbol's name.
    static func symbolMessage(_ name: String) -> String {
        "flipbook: warning: no symbol named '\(name)' (Image(systemName:)); it draws nothing\n"
    }

    /// The warning printed for what a Transition's body puts beside its content.
    static func transitionPartMessage(_ part: String) -> String {
        "flipbook: warning: a transition's body puts a \(part) beside its content, which it does not animate; only the effects on the content itself (offset, opacity, scale, rotation, blur, clip shape) play\n"
    }

    /// The warning printed for an image's name.
    static func imageMessage(_ name: String) -> String {
        "flipbook: warning: no image named '\(name)' that Flipbook can read (a PNG in an .imageset of an .xcassets catalog beside the files); it draws nothing\n"
    }

    /// The warning printed for a colour's name.
    static func colorMessage(_ name: String) -> String {
        "flipbook: warning: no colour named '\(name)' in an .xcassets catalog beside the files (Color(_:)); it draws nothing\n"
    }

    /// The warning printed for an image URL that is not a file's.
    static func remoteImageMessage(_ url: String) -> String {
        "flipbook: warning: AsyncImage does not load '\(url)' (no network here; file URLs of PNG images load): its placeholder is shown\n"
    }

    /// The warning printed for a font's name.
    static func fontMessage(_ name: String) -> String {
        "flipbook: warning: no font named '\(name)' here (Font.custom); its text is drawn in the system font\n"
    }

    /// Reports `name` unless it was reported before.
    func report(_ name: String) {
        lock.lock()
        let isNew = reported.insert(name).inserted
        lock.unlock()
        if isNew { write(message(name)) }
    }

    /// Whether `name` has been reported.
    func hasReported(_ name: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return reported.contains(name)
    }
}
