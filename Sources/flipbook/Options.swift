// Options.swift: a small parser for `--name value` options, `--flag` switches, `-o FILE` and
// positional arguments. Every option a command does not take is an error, so a typo never
// passes silently.

struct Options {
    /// Options that take no value.
    static let flags: Set<String> = ["all", "quiet", "gallery", "watch", "help"]
    /// Options that may be given several times; their order counts (a storyboard's steps).
    static let repeatable: Set<String> = ["tap", "double-tap", "tap-text", "press", "drag", "rest"]
    /// Options that take a value, of any command.
    static let valued: Set<String> = ["assets", "at", "background", "color-scheme", "diff", "duration", "format", "fps", "jobs",
                                      "max-memory", "n", "out-dir", "output", "preview", "scale", "scene", "scenes", "shard",
                                      "size", "threshold", "timeout", "tolerance", "view"]
    /// Short spellings.
    static let shortNames = ["-o": "output", "-h": "help"]

    private var values: [String: String] = [:]
    /// The repeatable options, in the order given.
    private var sequence: [(name: String, value: String)] = []
    private(set) var positional: [String] = []
    private var consumed: Set<String> = []

    init(_ arguments: [String]) throws {
        var i = 0
        while i < arguments.count {
            var a = arguments[i]
            if let long = Options.shortNames[a] { a = "--" + long }
            if a.hasPrefix("--") {
                var name = String(a.dropFirst(2)), value: String
                if let eq = name.firstIndex(of: "=") {
                    value = String(name[name.index(after: eq)...])
                    name = String(name[..<eq])
                } else if Options.flags.contains(name) {
                    value = "true"
                } else {
                    guard Options.valued.contains(name) || Options.repeatable.contains(name) else {
                        throw CLIError.usage("unknown option --\(name)")
                    }
                    // The next argument is the value, unless it is another option (`--scale -o x.png`).
                    guard i + 1 < arguments.count, !Options.looksLikeOption(arguments[i + 1]) else {
                        throw CLIError.usage("option --\(name) needs a value")
                    }
                    value = arguments[i + 1]
                    i += 1
                }
                guard Options.flags.contains(name) || Options.valued.contains(name) || Options.repeatable.contains(name) else {
                    throw CLIError.usage("unknown option --\(name)")
                }
                if Options.repeatable.contains(name) {
                    sequence.append((name, value))
                } else {
                    guard values[name] == nil else { throw CLIError.usage("option --\(name) given twice") }
                    values[name] = value
                }
            } else if Options.looksLikeOption(a) {
                throw CLIError.usage("unknown option \(a)")
            } else {
                positional.append(a)
            }
            i += 1
        }
    }

    /// An argument spelled as an option: a dash and a letter ("-x", "--scale"), not a negative
    /// number ("-5,3").
    static func looksLikeOption(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument.count > 1 else { return false }
        let second = argument[argument.index(after: argument.startIndex)]
        return !(second.isNumber || second == ".")
    }

    /// The repeatable options among `names`, in the order they were given.
    mutating func ordered(_ names: Set<String>) -> [(name: String, value: String)] {
        consumed.formUnion(names)
        return sequence.filter { names.contains($0.name) }
    }

    mutating func flag(_ name: String) -> Bool {
        consumed.insert(name)
        return values[name] != nil
    }

    mutating func string(_ name: String) -> String? {
        consumed.insert(name)
        return values[name]
    }

    mutating func required(_ name: String) throws -> String {
        guard let v = string(name) else { throw CLIError.usage("missing --\(name)") }
        return v
    }

    /// A number within `range`, or the default when the option is absent.
    mutating func double(_ name: String, default value: Double, in range: ClosedRange<Double>) throws -> Double {
        guard let text = string(name) else { return value }
        guard let v = Double(text), range.contains(v) else {
            throw CLIError.usage("--\(name) must be a number in \(range.lowerBound)…\(range.upperBound), not '\(text)'")
        }
        return v
    }

    mutating func integer(_ name: String, default value: Int, in range: ClosedRange<Int>) throws -> Int {
        guard string(name) != nil else { return value }
        return try integer(name, in: range)
    }

    mutating func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int {
        let text = try required(name)
        guard let v = Int(text), range.contains(v) else {
            throw CLIError.usage("--\(name) must be a whole number in \(range.lowerBound)…\(range.upperBound), not '\(text)'")
        }
        return v
    }

    /// Fails on any option that no one asked for.
    func finish() throws {
        if let unknown = (Array(values.keys) + sequence.map(\.name)).sorted().first(where: { !consumed.contains($0) }) {
            throw CLIError.usage("unknown option --\(unknown)")
        }
    }
}
