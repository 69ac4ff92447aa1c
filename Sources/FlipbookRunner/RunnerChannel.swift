// RunnerChannel.swift: the conversation between flipbook and a runner, over two pipes the runner
// finds at descriptors 3 (requests) and 4 (answers), so that the user's code can print to
// stdout and stderr without breaking it. Requests are lines: `timeline`, `frame <t>`,
// `same <later> <earlier>`, `quit`. Answers are a header line — `T <json>`, `F <width> <height>`
// followed by the premultiplied RGBA bytes, `S 0|1`, or `E <message>` — so that a failure is
// one line the parent can show.

import Foundation

/// One request to a runner.
public enum RunnerRequest: Equatable, Sendable {
    case timeline
    case frame(time: Double)
    case sameFrame(later: Double, earlier: Double)
    case quit

    public var line: String {
        switch self {
        case .timeline: return "timeline"
        case .frame(let t): return "frame \(t)"
        case .sameFrame(let later, let earlier): return "same \(later) \(earlier)"
        case .quit: return "quit"
        }
    }

    public init?(line: String) {
        let words = line.split(separator: " ").map(String.init)
        switch (words.first, words.count) {
        case ("timeline", 1): self = .timeline
        case ("quit", 1): self = .quit
        case ("frame", 2):
            guard let t = Double(words[1]) else { return nil }
            self = .frame(time: t)
        case ("same", 3):
            guard let a = Double(words[1]), let b = Double(words[2]) else { return nil }
            self = .sameFrame(later: a, earlier: b)
        default: return nil
        }
    }
}

/// The descriptors of the conversation, as the runner sees them.
public enum RunnerDescriptors {
    public static let requests: Int32 = 3
    public static let answers: Int32 = 4
}
