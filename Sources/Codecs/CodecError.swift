// CodecError.swift: the one error type every codec and file helper throws.
// A single struct with a one-line message (rather than an enum of cases) because callers only ever
// show the message to a person; the message names the file or the problem, never a C error code.

import Foundation

/// A failure while encoding, decoding, reading or writing an image.
/// `message` is one line, suitable for printing as is, e.g. "corrupt PNG: IDAT: invalid distance too far back".
public struct CodecError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// What went wrong, in one line.
    public let message: String

    /// Wraps a one-line message; newlines are flattened so the one-line promise holds even for
    /// messages that come from C libraries.
    public init(_ message: String) {
        self.message = message.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    public var description: String { message }
    public var errorDescription: String? { message }
}
