// color-argument.swift: fuzzes colour arguments (`--background`, Sources/flipbook/ColorArgument.swift)
// against the grammar the usage text promises: `transparent`, a colour name, or #RRGGBB / #RRGGBBAA
// (the '#' optional, any letter case). Properties: no crash; exactly what the grammar admits is
// accepted, with the colour the digits spell; an error is a one-line usage error.
// fuzz-modules: Raster
// fuzz-sources: Sources/flipbook/ColorArgument.swift Sources/flipbook/Command.swift Sources/flipbook/Options.swift

import Raster

func fuzz(_ input: [UInt8]) {
    let text = String(decoding: input, as: UTF8.self)
    let expected = grammar(text)
    do {
        let color = try ColorArgument.parse(text)
        switch expected {
        case .rejected: expect(false, "accepted \(text.debugDescription) as \(String(describing: color))")
        case .accepted(let value): expect(color == value, "\(text.debugDescription) gave \(String(describing: color)), not \(String(describing: value))")
        }
    } catch let error as CLIError {
        if case .accepted = expected { expect(false, "rejected \(text.debugDescription)") }
        expect(error.exitCode == 2, "exit status \(error.exitCode) for a usage error")
        expect(isOneLine(error.message), "multi-line error: \(error.message.debugDescription)")
    } catch {
        expect(false, "unexpected error type: \(error)")
    }
}

private enum Verdict { case accepted(RGBA8?), rejected }

/// The grammar, written out independently of the parser: bytes, ASCII hex digits only.
private func grammar(_ text: String) -> Verdict {
    let lower = text.lowercased()
    if lower == "transparent" { return .accepted(nil) }
    if let named = ColorArgument.names[lower] { return .accepted(named) }
    var digits = Array(lower.utf8)
    if digits.first == UInt8(ascii: "#") { digits.removeFirst() }
    guard digits.count == 6 || digits.count == 8 else { return .rejected }
    var values: [UInt8] = []
    for d in digits {
        switch d {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): values.append(d - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): values.append(d - UInt8(ascii: "a") + 10)
        default: return .rejected
        }
    }
    if values.count == 6 { values += [15, 15] }
    let byte = { (i: Int) in values[2 * i] << 4 | values[2 * i + 1] }
    return .accepted(RGBA8(r: byte(0), g: byte(1), b: byte(2), a: byte(3)))
}
