// SymbolDesign+Code.swift: code and the machines it runs on: terminal,
// chevron.left.forwardslash.chevron.right, curlybraces, number, barcode,
// point.3.connected.trianglepath.dotted, memorychip, server.rack and applewatch.
// Follows SF Symbols' regular-weight symbols by eye, against the 0.9961 em circle: a window 1.16 ×
// 0.9 em with a prompt (a chevron and an underscore) at its left; "</>" 1.24 × 0.84 em; braces
// 1.02 × 0.96 em; "#" 0.9 × 0.92 em, its upright strokes leaning a little; a barcode 1.1 × 0.8 em of
// bars of three weights; three nodes (rings 0.3 em across) at the corners of a triangle 1.1 ×
// 0.96 em with dotted sides; a memory chip 1.12 × 0.92 em (a body with four pins on its top and
// bottom edges); a rack 1.1 × 1 em of three units with two lights each; a watch 0.8 × 1.04 em (a
// face with corners of 0.2 em between its band's ends, its crown on the right). Lines are the
// pen's (the prompt, the dots and the pins too); filled forms are solid with their inner lines
// knocked out.

import Foundation
import Raster

extension SymbolDesign {
    static let code: Family = [
        ("terminal", { terminal(filled: false, pen: $0) }),
        ("terminal.fill", { terminal(filled: true, pen: $0) }),
        ("chevron.left.forwardslash.chevron.right", { codeBrackets(pen: $0) }),
        ("curlybraces", { braces(pen: $0) }),
        ("number", { numberSign(pen: $0) }),
        ("barcode", { barcode(pen: $0) }),
        ("point.3.connected.trianglepath.dotted", { connectedPoints(pen: $0) }),
        ("memorychip", { memoryChip(filled: false, pen: $0) }),
        ("memorychip.fill", { memoryChip(filled: true, pen: $0) }),
        ("server.rack", { serverRack(pen: $0) }),
        ("applewatch", { watch(pen: $0) }),
    ]

    // MARK: - Code

    /// A window 1.16 × 0.9 em with corners of 0.16 em and in it, at the left, a prompt: a
    /// chevron 0.2 × 0.34 em and an underscore after it (0.9 of the pen, knocked out when filled).
    private static func terminal(filled: Bool, pen: Double) -> SymbolDesign {
        let width = 1.16, height = 0.9, w = pen * innerPenRatio
        var s = SymbolSketch(pen: pen)
        s.shape([Point(0, 0), Point(width, 0), Point(width, height), Point(0, height)], radius: 0.16, filled: filled)
        s.mark(.polyline([Point(0.3, 0.27), Point(0.47, 0.43), Point(0.3, 0.59)], width: w, closed: false), knockedOut: filled)
        s.mark(.polyline([Point(0.58, 0.59), Point(0.84, 0.59)], width: w, closed: false), knockedOut: filled)
        return s.design
    }

    /// "</>": chevrons 0.34 × 0.64 em either side of a slash 0.84 em tall leaning right.
    private static func codeBrackets(pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.24, height = 0.84, mid = height / 2, arm = 0.32 - r, half = 0.32 - r
        var s = SymbolSketch(pen: pen)
        s.line(Point(r + arm, mid - half), Point(r, mid), Point(r + arm, mid + half))
        s.line(Point(width - r - arm, mid - half), Point(width - r, mid), Point(width - r - arm, mid + half))
        s.line(Point(width / 2 - 0.13, height - r), Point(width / 2 + 0.13, r))
        return s.design
    }

    /// "{ }": two braces 0.3 × 0.96 em, 0.42 em apart, each bending round to a point at its middle.
    private static func braces(pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 0.3, height = 0.96, apart = 0.42, mid = height / 2
        // The left brace, from its top end round to the point and on to its bottom end.
        var b = PathBuilder()
        let spine = 0.17
        b.move(to: Point(width - r, r))
        b.quad(to: Point(spine, 0.15), control: Point(spine, r))
        b.line(to: Point(spine, mid - 0.12))
        b.quad(to: Point(r, mid), control: Point(spine, mid))
        b.quad(to: Point(spine, mid + 0.12), control: Point(spine, mid))
        b.line(to: Point(spine, height - 0.15))
        b.quad(to: Point(width - r, height - r), control: Point(spine, height - r))
        var s = SymbolSketch(pen: pen)
        s.draw(.curve(b.path, width: pen))
        s.draw(.curve(b.path.applying(Transform(scaleX: -1, y: 1).concatenating(Transform(translationX: 2 * width + apart, y: 0))), width: pen))
        return s.design
    }

    /// "#" 0.9 × 0.92 em: two strokes leaning 0.1 em to the right over their height, crossed by
    /// two bars, the lower one 0.04 em further left.
    private static func numberSign(pen: Double) -> SymbolDesign {
        let r = pen / 2, height = 0.92
        var s = SymbolSketch(pen: pen)
        for x in [0.3, 0.62] { s.line(Point(x + 0.1, r), Point(x, height - r)) }
        s.line(Point(0.08 + r, 0.3), Point(0.9 - r, 0.3))
        s.line(Point(r, 0.62), Point(0.86 - r, 0.62))
        return s.design
    }

    /// A barcode 1.1 × 0.8 em: bars of three weights (0.6, 1 and 1.6 times the pen, no wider
    /// than their places allow) at fixed places.
    private static func barcode(pen: Double) -> SymbolDesign {
        let height = 0.8, places: [(x: Double, weight: Double)] = [
            (0.04, 1), (0.19, 0.6), (0.32, 1.6), (0.47, 0.6), (0.6, 1), (0.75, 1.6), (0.9, 0.6), (1.04, 1),
        ]
        var s = SymbolSketch(pen: pen)
        for (x, weight) in places {
            let w = min(pen * weight, 0.12)
            s.draw(.area(Raster.Path(roundedRect: Rect(x: x - w / 2, y: 0, width: w, height: height), cornerRadius: min(w / 2, 0.02))))
        }
        return s.design
    }

    /// Three rings 0.3 em across at the corners of a triangle (the top one in the middle), the
    /// sides between them dotted with dots of the pen.
    private static func connectedPoints(pen: Double) -> SymbolDesign {
        let r = pen / 2, node = 0.15, corners = [Point(0.55, node), Point(1.1 - node, 0.96 - node), Point(node, 0.96 - node)]
        var s = SymbolSketch(pen: pen)
        for c in corners { s.draw(.ring(center: c, radius: node - r, width: pen)) }
        for (a, b) in zip(corners, corners.dropFirst() + corners.prefix(1)) {
            // Dots evenly along the side between the rings, 0.08 em clear of them.
            let d = (b - a).normalized ?? Point(1, 0), start = a + d * (node + 0.08 + r), end = b - d * (node + 0.08 + r)
            let count = max(Int(((end - start).length / 0.17).rounded()), 1)
            for k in 0...count { s.line(start + (end - start) * (Double(k) / Double(count))) }
        }
        return s.design
    }

    // MARK: - Machines

    /// A chip's body 1.12 × 0.6 em with corners of 0.1 em, four pins 0.16 em long on its top and
    /// bottom edges.
    private static func memoryChip(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.12, top = 0.16, bottom = 0.76, pin = 0.16
        var s = SymbolSketch(pen: pen)
        s.shape([Point(0, top), Point(width, top), Point(width, bottom), Point(0, bottom)], radius: 0.1, filled: filled)
        for k in 0..<4 {
            let x = 0.23 + Double(k) * 0.22
            s.line(Point(x, top - pin + r), Point(x, top + r))
            s.line(Point(x, bottom - r), Point(x, bottom + pin - r))
        }
        return s.design
    }

    /// A rack 1.1 × 1 em with corners of 0.14 em, split into three units by two lines across, each
    /// unit with two lights (dots of the pen) at its left.
    private static func serverRack(pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.1, height = 1.0
        var s = SymbolSketch(pen: pen)
        s.shape([Point(0, 0), Point(width, 0), Point(width, height), Point(0, height)], radius: 0.14, filled: false)
        let unit = (height - pen) / 3
        for k in 1...2 { s.line(Point(r, r + Double(k) * unit), Point(width - r, r + Double(k) * unit)) }
        for k in 0..<3 {
            let y = r + (Double(k) + 0.5) * unit
            for x in [0.22, 0.36] { s.line(Point(x, y)) }
        }
        return s.design
    }

    /// A watch: a face 0.66 × 0.78 em with corners of 0.2 em, the ends of its band (0.42 em wide,
    /// 0.13 em long, narrowing away from the face) above and below it, its crown a short line
    /// 0.08 em to its right.
    private static func watch(pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 0.66, top = 0.13, bottom = top + 0.78, band = 0.42, cx = width / 2
        var s = SymbolSketch(pen: pen)
        s.shape([Point(0, top), Point(width, top), Point(width, bottom), Point(0, bottom)], radius: 0.2, filled: false)
        for (edge, end) in [(top + r, r), (bottom - r, bottom + top - r)] {
            s.line(Point(cx - band / 2 + r, edge), Point(cx - band / 2 + 0.04 + r, end), Point(cx + band / 2 - 0.04 - r, end),
                   Point(cx + band / 2 - r, edge))
        }
        s.line(Point(width + 0.08 - r + pen / 2, 0.42), Point(width + 0.08 - r + pen / 2, 0.56))
        return s.design
    }
}
