// Scene+JSON.swift: decodes the yardstick's scene documents, `{"scenes": [...]}` or a single scene
// object, into Scenes. Every field is checked here, once, in document order, and a failure names
// the scene, the operation and the problem in one line (all a command-line user sees); this is
// what makes Scene's guarantees hold.

import Foundation
import Raster

/// Why a scene file could not be used; the message names the scene and field.
public struct SceneError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }

    /// Newlines in the message (a scene's name or a field's value, quoted back) become spaces,
    /// so the error stays one line.
    init(message: String) {
        self.message = String(message.map { $0.isNewline ? " " : $0 })
    }
}

extension Scene {
    /// Decodes every scene of a document `{"scenes": [...]}` (or a single scene object).
    public static func decodeDocument(_ data: Data) throws -> [Scene] {
        let json: Any
        do { json = try JSONSerialization.jsonObject(with: data) } catch {
            throw SceneError(message: "not valid JSON")
        }
        if let doc = json as? [String: Any], let list = doc["scenes"] as? [Any] {
            return try list.enumerated().map { try Scene(json: $0.element, index: $0.offset) }
        }
        return [try Scene(json: json, index: 0)]
    }

    private init(json: Any, index: Int) throws {
        guard let o = json as? [String: Any] else { throw SceneError(message: "scene #\(index + 1) is not an object") }
        let name = (o["name"] as? String) ?? "scene\(index + 1)"
        func fail(_ what: String) -> SceneError { SceneError(message: "scene '\(name)': \(what)") }
        // The name becomes a file name: no path separators, no hidden or parent names.
        guard !name.isEmpty, !name.hasPrefix("."), name.allSatisfy({ $0.isLetter || $0.isNumber || "-_.".contains($0) }) else {
            throw fail("a name may hold only letters, digits, '-', '_' and '.', and not start with '.'")
        }
        guard let w = Scene.number(o["width"]).flatMap(Int.init(exactly:)),
              let h = Scene.number(o["height"]).flatMap(Int.init(exactly:)) else {
            throw fail("width and height must be integers")
        }
        guard (1...Pixmap.maximumSide).contains(w), (1...Pixmap.maximumSide).contains(h) else {
            throw fail("size \(w)×\(h) is outside 1…\(Pixmap.maximumSide)")
        }
        let background = try o["background"].map { try Scene.color($0, fail("bad background colour")) } ?? .white
        guard let ops = o["ops"] as? [Any] else { throw fail("missing 'ops'") }
        let operations = try ops.enumerated().map { i, op in
            try Scene.operation(op, fail: { fail("op #\(i + 1): \($0)") })
        }
        self.init(name: name, width: w, height: h, background: background, operations: operations)
    }

    private static func color(_ v: Any, _ error: SceneError) throws -> RGBA8 {
        guard let c = v as? [Any], c.count == 4 else { throw error }
        let n = try c.map { x -> UInt8 in
            guard let d = Scene.number(x), d >= 0, d <= 255 else { throw error }
            return UInt8(d.rounded())
        }
        return RGBA8(r: n[0], g: n[1], b: n[2], a: n[3])
    }

    private static func operation(_ v: Any, fail: (String) -> SceneError) throws -> Operation {
        guard let o = v as? [String: Any] else { throw fail("not an object") }
        let path = try Scene.path(o, fail: fail)
        let color = try Scene.color(o["color"] as Any, fail("bad colour"))
        switch o["type"] as? String {
        case "fill":
            let rule: FillRule
            switch (o["fill_rule"] as? String) ?? "nonzero" {
            case "nonzero": rule = .nonzero
            case "evenodd": rule = .evenOdd
            case let r: throw fail("unknown fill rule '\(r)'")
            }
            return Operation(kind: .fill(rule), path: path, color: color)
        case "stroke":
            guard let width = Scene.number(o["stroke_width"]), width.isFinite, width >= 0 else {
                throw fail("stroke_width must be a finite number ≥ 0")
            }
            guard let cap = LineCap(rawValue: (o["cap"] as? String) ?? "butt") else { throw fail("unknown cap") }
            guard let join = LineJoin(rawValue: (o["join"] as? String) ?? "miter") else { throw fail("unknown join") }
            if o["miter_limit"] != nil && Scene.number(o["miter_limit"]) == nil { throw fail("miter_limit must be a number") }
            let limit = Scene.number(o["miter_limit"]) ?? 4
            guard limit.isFinite, limit >= 1 else { throw fail("miter_limit must be ≥ 1") }
            return Operation(kind: .stroke(StrokeStyle(width: width, cap: cap, join: join, miterLimit: limit)),
                             path: path, color: color)
        case let t: throw fail("unknown type '\(t ?? "none")'")
        }
    }

    /// A JSON number as a Double; nil for anything else, booleans included: Foundation hands
    /// JSON's true and false back as NSNumbers (of C type "c"), which would make `true` a width
    /// of 1, and `is Bool` cannot tell them apart from the numbers 0 and 1.
    private static func number(_ value: Any?) -> Double? {
        guard let n = value as? NSNumber, String(cString: n.objCType) != "c" else { return nil }
        return n.doubleValue
    }

    /// The structured command list when present (exact numbers), else the SVG string.
    private static func path(_ o: [String: Any], fail: (String) -> SceneError) throws -> Path {
        if let cmds = o["path"] as? [[String: Any]] {
            var b = PathBuilder()
            for c in cmds {
                guard let cmd = c["cmd"] as? String else { throw fail("path command without 'cmd'") }
                let a = ((c["args"] as? [Any]) ?? []).compactMap(Scene.number)
                guard a.count == ((c["args"] as? [Any]) ?? []).count else { throw fail("path arguments must be numbers") }
                let need = ["M": 2, "L": 2, "Q": 4, "C": 6, "Z": 0][cmd]
                guard let need, a.count == need else { throw fail("path command '\(cmd)' needs other arguments") }
                guard a.allSatisfy(\.isFinite) else { throw fail("path coordinates must be finite") }
                switch cmd {
                case "M": b.move(to: Point(a[0], a[1]))
                case "L": b.line(to: Point(a[0], a[1]))
                case "Q": b.quad(to: Point(a[2], a[3]), control: Point(a[0], a[1]))
                case "C": b.cubic(to: Point(a[4], a[5]), control1: Point(a[0], a[1]), control2: Point(a[2], a[3]))
                default: b.close()
                }
            }
            return b.path
        }
        guard let d = o["d"] as? String else { throw fail("no 'path' or 'd'") }
        do { return try Path(svg: d) } catch { throw fail("path data: \(error)") }
    }
}
