// Path+Description.swift: Path as LosslessStringConvertible, in the postfix syntax SwiftUI's Path
// prints: each element's points, then its operator: `x y m` (move), `x y l` (line), `cx cy x y q`
// (quadratic curve), `c1x c1y c2x c2y x y c` (cubic curve), `h` (close), separated by spaces.
// Numbers are written as Swift prints a Double at its shortest that reads back the same (whole
// ones without ".0"), so a path read back from its description is the same path.

import Foundation

extension Path: LosslessStringConvertible {
    public var description: String {
        var words: [String] = []
        func add(_ points: CGPoint..., op: String) {
            for p in points { words += [Self.number(p.x), Self.number(p.y)] }
            words.append(op)
        }
        forEach { element in
            switch element {
            case .move(let p): add(p, op: "m")
            case .line(let p): add(p, op: "l")
            case .quadCurve(let p, let c): add(c, p, op: "q")
            case .curve(let p, let c1, let c2): add(c1, c2, p, op: "c")
            case .closeSubpath: words.append("h")
            }
        }
        return words.joined(separator: " ")
    }

    /// The path a description gives; nil when the string is not one (an unknown word, an
    /// operator without its numbers, numbers left over, or a line or curve before any move).
    public init?(_ string: String) {
        self.init()
        var numbers: [CGFloat] = []
        var moved = false
        for word in string.split(whereSeparator: \.isWhitespace) {
            if let value = Double(word), value.isFinite {
                numbers.append(CGFloat(value))
                continue
            }
            let needed = ["m": 2, "l": 2, "q": 4, "c": 6, "h": 0][String(word)]
            guard let needed, numbers.count == needed, word == "m" || moved else { return nil }
            moved = true
            let points = stride(from: 0, to: needed, by: 2).map { CGPoint(x: numbers[$0], y: numbers[$0 + 1]) }
            switch word {
            case "m": move(to: points[0])
            case "l": addLine(to: points[0])
            case "q": addQuadCurve(to: points[1], control: points[0])
            case "c": addCurve(to: points[2], control1: points[0], control2: points[1])
            default: closeSubpath()
            }
            numbers.removeAll()
        }
        guard numbers.isEmpty else { return nil }
    }

    /// A coordinate at its shortest exact form, a whole number without ".0".
    private static func number(_ value: CGFloat) -> String {
        let v = Double(value)
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return String(v)
    }
}
