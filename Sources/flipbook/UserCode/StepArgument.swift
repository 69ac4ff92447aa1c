// StepArgument.swift: the values of the storyboard options: `--tap X,Y`, `--double-tap X,Y` (two
// taps 0.15 s apart), `--tap-text TEXT`, `--press X,Y[,SECONDS]` (0.25 s by default: long enough
// for a pressed look), `--drag
// X1,Y1,X2,Y2[,SECONDS]` (0.5 s by default), `--rest SECONDS`, and `--size WxH`. Numbers must be
// finite; points are in the canvas's points; a bad value is a one-line usage error naming it.

import Foundation
import FlipbookRunner

enum StepArgument {
    static let defaultPress = 0.25
    static let defaultDrag = 0.5

    static func step(_ option: (name: String, value: String)) throws -> RunnerConfiguration.Step {
        let (name, value) = option
        switch name {
        case "tap":
            let n = try numbers(value, option: name, counts: [2], shape: "X,Y")
            return .tap(x: n[0], y: n[1])
        case "double-tap":
            let n = try numbers(value, option: name, counts: [2], shape: "X,Y")
            return .doubleTap(x: n[0], y: n[1])
        case "tap-text":
            guard !value.isEmpty else { throw CLIError.usage("--tap-text needs the text of the view to tap") }
            return .tapText(value)
        case "press":
            let n = try numbers(value, option: name, counts: [2, 3], shape: "X,Y[,SECONDS]")
            return .press(x: n[0], y: n[1], seconds: n.count == 3 ? try positive(n[2], option: name) : defaultPress)
        case "drag":
            let n = try numbers(value, option: name, counts: [4, 5], shape: "X1,Y1,X2,Y2[,SECONDS]")
            return .drag(x1: n[0], y1: n[1], x2: n[2], y2: n[3], seconds: n.count == 5 ? try positive(n[4], option: name) : defaultDrag)
        default:
            return .rest(seconds: try seconds(value, option: name, allowZero: true))
        }
    }

    /// `WxH` in points, each in 1…8192.
    static func size(_ value: String) throws -> CGSize {
        let parts = value.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              (1...8192).contains(w), (1...8192).contains(h) else {
            throw CLIError.usage("--size must be WIDTHxHEIGHT in points (1…8192 each), not '\(printable(value))'")
        }
        return CGSize(width: w, height: h)
    }

    static func seconds(_ value: String, option: String, allowZero: Bool) throws -> Double {
        guard let s = Double(value), s.isFinite, allowZero ? s >= 0 : s > 0, s <= 3600 else {
            throw CLIError.usage("--\(option) must be a time in seconds (\(allowZero ? "0" : "above 0")…3600), not '\(printable(value))'")
        }
        return s
    }

    private static func positive(_ s: Double, option: String) throws -> Double {
        guard s > 0, s <= 3600 else { throw CLIError.usage("--\(option)'s time must be in seconds above 0…3600, not \(s)") }
        return s
    }

    private static func numbers(_ value: String, option: String, counts: Set<Int>, shape: String) throws -> [Double] {
        let parts = value.split(separator: ",", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard counts.contains(parts.count), numbers.count == parts.count, numbers.allSatisfy({ $0.isFinite && abs($0) <= 1e6 }) else {
            throw CLIError.usage("--\(option) must be \(shape) (numbers), not '\(printable(value))'")
        }
        return numbers
    }

    /// The value as it can stand in a one-line message.
    private static func printable(_ value: String) -> String {
        String(value.prefix(80).map { $0.isNewline || $0.asciiValue.map { $0 < 32 } == true ? "?" : $0 })
    }
}
