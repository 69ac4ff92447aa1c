// Command.swift: what every subcommand is, and the one error type the CLI reports.

/// A subcommand: parses its options at init (usage errors), then runs.
protocol Command {
    init(_ options: inout Options) throws
    func run() throws
}

/// A failure to report: usage errors exit 2, everything else 1.
struct CLIError: Error {
    let message: String
    let exitCode: Int32

    /// Newlines in the message (an argument quoted back, say) become spaces, so the error a
    /// script reads is always one line.
    init(message: String, exitCode: Int32) {
        self.message = String(message.map { $0.isNewline ? " " : $0 })
        self.exitCode = exitCode
    }

    static func usage(_ message: String) -> CLIError { CLIError(message: message, exitCode: 2) }
    static func failure(_ message: String) -> CLIError { CLIError(message: message, exitCode: 1) }
}
