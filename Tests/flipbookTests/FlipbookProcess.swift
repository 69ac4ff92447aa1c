// FlipbookProcess.swift: runs the `flipbook` executable built beside the test bundle, as a shell
// script would, with its output captured through files (no pipe can fill up and stall it). Shared
// by the command-line tests and the user-code tests.

import XCTest
import Foundation

/// What one run of flipbook did.
struct FlipbookRun {
    var status: Int32
    var stdout: String
    var stderr: String

    /// stderr's last line (where flipbook puts its error, after any compiler diagnostics).
    var lastErrorLine: String { stderr.split(separator: "\n").last.map(String.init) ?? "" }
}

enum FlipbookProcess {
    /// Runs the built executable with `arguments` from `directory`, with `environment` added to
    /// this process's.
    static func run(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws -> FlipbookRun {
        let executable = try XCTUnwrap(Self.executable, "no built 'flipbook' executable found next to the tests (looked in: \(searchedDirectories.map(\.path).joined(separator: ", "))); run `swift build --build-tests` first")
        let outputs = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-cli-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: outputs) }
        let stdoutURL = outputs.appendingPathComponent("stdout"), stderrURL = outputs.appendingPathComponent("stderr")
        XCTAssertTrue(FileManager.default.createFile(atPath: stdoutURL.path, contents: nil))
        XCTAssertTrue(FileManager.default.createFile(atPath: stderrURL.path, contents: nil))
        let stdout = try FileHandle(forWritingTo: stdoutURL), stderr = try FileHandle(forWritingTo: stderrURL)
        let process = Self.process(executable, arguments, in: directory, environment: environment, stdout: stdout, stderr: stderr)
        try process.run()
        process.waitUntilExit()
        try stdout.close()
        try stderr.close()
        XCTAssertEqual(process.terminationReason, .exit, "flipbook \(arguments) was killed by a signal")
        return FlipbookRun(status: process.terminationStatus,
                           stdout: try String(contentsOf: stdoutURL, encoding: .utf8),
                           stderr: try String(contentsOf: stderrURL, encoding: .utf8))
    }

    /// Starts the built executable with `arguments` from `directory` and leaves it running; its
    /// stderr goes to the file returned.
    static func start(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws -> (Process, URL) {
        let executable = try XCTUnwrap(Self.executable, "no built 'flipbook' executable found next to the tests")
        let stderrURL = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-cli-err-\(UUID().uuidString)")
        XCTAssertTrue(FileManager.default.createFile(atPath: stderrURL.path, contents: nil))
        let process = Self.process(executable, arguments, in: directory, environment: environment,
                                   stdout: FileHandle.nullDevice, stderr: try FileHandle(forWritingTo: stderrURL))
        try process.run()
        return (process, stderrURL)
    }

    /// The executable set to run with `arguments` from `directory`, no input, its outputs to the
    /// handles given.
    private static func process(_ executable: URL, _ arguments: [String], in directory: String, environment: [String: String],
                                stdout: FileHandle, stderr: FileHandle) -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdout
        process.standardError = stderr
        return process
    }

    /// The package, for its golden files.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Where the build under test put its products: beside the test bundle (.build/<config>).
    /// Nowhere else: a binary from another build could be stale.
    /// (On Linux the test bundle is an executable in .build/<triple>/<config>.)
    private static let searchedDirectories: [URL] = [Bundle.main.executableURL].compactMap { $0?.deletingLastPathComponent() }

    private static let executable: URL? = {
        for dir in searchedDirectories {
            let candidate = dir.appendingPathComponent("flipbook")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        return nil
    }()
}
