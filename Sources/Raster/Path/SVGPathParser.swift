// SVGPathParser.swift: SVG path data (the `d` attribute) → Path. Every command of SVG 1.1,
// absolute and relative: M L H V C S Q T A Z, with implicit repeats and the smooth-curve
// reflections. Follows the grammar of SVG 1.1 §8.3.

/// A problem in SVG path data, with the offset of the character where it was found.
/// Public because `Path(svg:)` is: a caller that catches what it throws can name it.
public struct SVGPathError: Error, CustomStringConvertible, Equatable {
    public let message: String
    public let offset: Int
    public var description: String { "\(message) at character \(offset)" }
}

extension Path {
    /// Parses SVG path data.
    public init(svg data: String) throws {
        var parser = SVGPathParser(Array(data.utf8))
        self = try parser.parse()
    }
}

private struct SVGPathParser {
    let chars: [UInt8]
    var i = 0
    var builder = PathBuilder()
    var current = Point.zero
    var subpathStart = Point.zero
    /// The reflected control point for S and T, when the previous command was of the same kind.
    var lastCubicControl: Point?
    var lastQuadControl: Point?

    init(_ chars: [UInt8]) { self.chars = chars }

    mutating func parse() throws -> Path {
        var command: UInt8? = nil
        skipSeparators()
        while i < chars.count {
            let c = chars[i]
            if isCommand(c) {
                command = c; i += 1
            } else if command == nil || !startsNumber(c) {
                throw SVGPathError(message: "expected a path command, found \(describe(c))", offset: i)
            }
            guard let cmd = command else { break }
            if !isCommand(c), cmd == UInt8(ascii: "z") || cmd == UInt8(ascii: "Z") {
                throw SVGPathError(message: "numbers after Z", offset: i)
            }
            try execute(cmd)
            // After a moveto, further coordinate pairs are implicit linetos.
            if cmd == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
            if cmd == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
            skipSeparators()
        }
        if builder.hasNonFiniteInput { throw SVGPathError(message: "a coordinate is not finite", offset: i) }
        return builder.path
    }

    private mutating func execute(_ cmd: UInt8) throws {
        let relative = cmd >= UInt8(ascii: "a")
        let base = relative ? current : .zero
        func pt(_ x: Double, _ y: Double) -> Point { Point(base.x + x, base.y + y) }
        var cubicControl: Point? = nil, quadControl: Point? = nil
        switch cmd | 0x20 {  // lower-cased
        case UInt8(ascii: "m"):
            let p = pt(try number(), try number())
            builder.move(to: p); current = p; subpathStart = p
        case UInt8(ascii: "l"):
            let p = pt(try number(), try number())
            builder.line(to: p); current = p
        case UInt8(ascii: "h"):
            let x = try number()
            let p = Point(relative ? current.x + x : x, current.y)
            builder.line(to: p); current = p
        case UInt8(ascii: "v"):
            let y = try number()
            let p = Point(current.x, relative ? current.y + y : y)
            builder.line(to: p); current = p
        case UInt8(ascii: "c"):
            let c1 = pt(try number(), try number()), c2 = pt(try number(), try number()), p = pt(try number(), try number())
            builder.cubic(to: p, control1: c1, control2: c2); current = p; cubicControl = c2
        case UInt8(ascii: "s"):
            let c1 = lastCubicControl.map { current * 2 - $0 } ?? current
            let c2 = pt(try number(), try number()), p = pt(try number(), try number())
            builder.cubic(to: p, control1: c1, control2: c2); current = p; cubicControl = c2
        case UInt8(ascii: "q"):
            let c = pt(try number(), try number()), p = pt(try number(), try number())
            builder.quad(to: p, control: c); current = p; quadControl = c
        case UInt8(ascii: "t"):
            let c = lastQuadControl.map { current * 2 - $0 } ?? current
            let p = pt(try number(), try number())
            builder.quad(to: p, control: c); current = p; quadControl = c
        case UInt8(ascii: "a"):
            let rx = try number(), ry = try number(), rotation = try number()
            let large = try flag(), sweep = try flag()
            let p = pt(try number(), try number())
            builder.addSVGArc(radii: Point(rx, ry), xAxisRotation: rotation, largeArc: large, sweep: sweep, to: p)
            current = p
        case UInt8(ascii: "z"):
            builder.close(); current = subpathStart
        default:
            throw SVGPathError(message: "unknown command", offset: i - 1)
        }
        lastCubicControl = cubicControl
        lastQuadControl = quadControl
    }

    // MARK: - Lexing

    private func isCommand(_ c: UInt8) -> Bool {
        "MmLlHhVvCcSsQqTtAaZz".utf8.contains(c)
    }

    /// A byte for an error message: itself in quotes when printable ASCII, else its value, so a
    /// control character (a newline) or a piece of UTF-8 cannot break the one-line message.
    private func describe(_ c: UInt8) -> String {
        (0x21...0x7E).contains(c) ? "'\(Character(UnicodeScalar(c)))'" : "byte 0x\(String(c, radix: 16, uppercase: true))"
    }

    private func startsNumber(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".")
    }

    private mutating func skipSeparators() {
        while i < chars.count, chars[i] == 0x20 || chars[i] == 0x09 || chars[i] == 0x0A || chars[i] == 0x0D || chars[i] == UInt8(ascii: ",") {
            i += 1
        }
    }

    private mutating func number() throws -> Double {
        skipSeparators()
        let start = i
        if i < chars.count, chars[i] == UInt8(ascii: "-") || chars[i] == UInt8(ascii: "+") { i += 1 }
        var digits = 0
        while i < chars.count, chars[i] >= UInt8(ascii: "0"), chars[i] <= UInt8(ascii: "9") { i += 1; digits += 1 }
        if i < chars.count, chars[i] == UInt8(ascii: ".") {
            i += 1
            while i < chars.count, chars[i] >= UInt8(ascii: "0"), chars[i] <= UInt8(ascii: "9") { i += 1; digits += 1 }
        }
        guard digits > 0 else { throw SVGPathError(message: "expected a number", offset: start) }
        if i < chars.count, chars[i] == UInt8(ascii: "e") || chars[i] == UInt8(ascii: "E") {
            var j = i + 1
            if j < chars.count, chars[j] == UInt8(ascii: "-") || chars[j] == UInt8(ascii: "+") { j += 1 }
            if j < chars.count, chars[j] >= UInt8(ascii: "0"), chars[j] <= UInt8(ascii: "9") {
                i = j
                while i < chars.count, chars[i] >= UInt8(ascii: "0"), chars[i] <= UInt8(ascii: "9") { i += 1 }
            }
        }
        guard let value = Double(String(decoding: chars[start..<i], as: UTF8.self)), value.isFinite else {
            throw SVGPathError(message: "number out of range", offset: start)
        }
        return value
    }

    /// Arc flags may be written without separators ("a1 1 0 00 1 1").
    private mutating func flag() throws -> Bool {
        skipSeparators()
        guard i < chars.count, chars[i] == UInt8(ascii: "0") || chars[i] == UInt8(ascii: "1") else {
            throw SVGPathError(message: "expected an arc flag (0 or 1)", offset: i)
        }
        defer { i += 1 }
        return chars[i] == UInt8(ascii: "1")
    }
}
