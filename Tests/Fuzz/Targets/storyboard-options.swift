// storyboard-options.swift: fuzzes the values of `flipbook render FILE.swift`'s storyboard and
// canvas options (Sources/flipbook/UserCode/StepArgument.swift: --tap, --double-tap, --tap-text,
// --press, --drag, --rest, --size, --duration) and of --max-memory (Sources/flipbook/MemoryLimit.swift).
// The first byte chooses the option, the rest is its value. Properties: no crash; an error is a
// one-line usage error; an accepted value is what the usage text promises: finite points within
// ±1e6, times in 0…3600 (above 0 for a press, drag or duration), a size within 1…8192 points a
// side, a positive memory limit.
// fuzz-modules: FlipbookRunner:RunnerConfiguration.swift
// fuzz-sources: Sources/flipbook/UserCode/StepArgument.swift Sources/flipbook/MemoryLimit.swift Sources/flipbook/Command.swift Sources/flipbook/Options.swift

import Foundation
import FlipbookRunner

private let options = ["tap", "double-tap", "tap-text", "press", "drag", "rest", "size", "duration", "max-memory"]

func fuzz(_ input: [UInt8]) {
    guard let first = input.first else { return }
    let option = options[Int(first) % options.count]
    let value = String(decoding: input.dropFirst(), as: UTF8.self)
    do {
        switch option {
        case "size":
            let size = try StepArgument.size(value)
            expect((1...8192).contains(size.width) && (1...8192).contains(size.height), "--size \(size)")
        case "duration":
            let seconds = try StepArgument.seconds(value, option: option, allowZero: false)
            expect(seconds > 0 && seconds <= 3600, "--duration \(seconds)")
        case "max-memory":
            let limit = try MemoryLimit(parsing: value)
            expect(limit.bytes > 0, "--max-memory \(limit.bytes)")
        default:
            check(try StepArgument.step((name: option, value: value)), option: option)
        }
    } catch let error as CLIError {
        expect(error.exitCode == 2, "exit status \(error.exitCode) for a usage error")
        expect(isOneLine(error.message), "multi-line error: \(error.message.debugDescription)")
    } catch {
        expect(false, "unexpected error type: \(error)")
    }
}

private func check(_ step: RunnerConfiguration.Step, option: String) {
    func point(_ values: Double...) -> Bool { values.allSatisfy { $0.isFinite && abs($0) <= 1e6 } }
    switch step {
    case .tap(let x, let y): expect(option == "tap" && point(x, y), "--\(option) \(step)")
    case .doubleTap(let x, let y): expect(option == "double-tap" && point(x, y), "--\(option) \(step)")
    case .tapText(let text): expect(option == "tap-text" && !text.isEmpty, "--\(option) \(step)")
    case .press(let x, let y, let s): expect(option == "press" && point(x, y) && s > 0 && s <= 3600, "--\(option) \(step)")
    case .drag(let x1, let y1, let x2, let y2, let s):
        expect(option == "drag" && point(x1, y1, x2, y2) && s > 0 && s <= 3600, "--\(option) \(step)")
    case .rest(let s): expect(option == "rest" && s >= 0 && s <= 3600, "--\(option) \(step)")
    }
}
