// options.swift: fuzzes the command-line options parser (Sources/flipbook/Options.swift): the
// input is an argument list, arguments separated by NUL bytes as the kernel hands them over, and
// every accessor the commands use is asked for, each on its own so one error does not hide the
// rest. Properties: no crash, no hang; an error is a one-line usage error (exit status 2); a
// number that is accepted lies in the range asked for.
// fuzz-modules:
// fuzz-sources: Sources/flipbook/Options.swift Sources/flipbook/Command.swift

func fuzz(_ input: [UInt8]) {
    let arguments = input.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    var options: Options
    do {
        options = try Options(arguments)
    } catch {
        return checkUsageError(error)
    }
    _ = options.flag("all")
    _ = options.flag("quiet")
    _ = options.positional
    _ = options.string("output")
    _ = options.string("format")
    checking { _ = try options.required("out-dir") }
    checking {
        let scale = try options.double("scale", default: 2, in: 0.25...8)
        expect((0.25...8).contains(scale), "--scale \(scale)")
    }
    checking {
        let threshold = try options.double("threshold", default: 0.1, in: 0...1)
        expect((0...1).contains(threshold), "--threshold \(threshold)")
    }
    checking {
        let jobs = try options.integer("jobs", default: 1, in: 1...64)
        expect((1...64).contains(jobs), "--jobs \(jobs)")
    }
    checking {
        let n = try options.integer("n", in: 1...1_000_000)
        expect((1...1_000_000).contains(n), "--n \(n)")
    }
    checking { try options.finish() }
}

private func checking(_ body: () throws -> Void) {
    do { try body() } catch { checkUsageError(error) }
}

private func checkUsageError(_ error: Error) {
    guard let error = error as? CLIError else { return expect(false, "unexpected error type: \(error)") }
    expect(error.exitCode == 2, "exit status \(error.exitCode) for a usage error")
    expect(isOneLine(error.message), "multi-line error: \(error.message.debugDescription)")
}
