// ElementRenderer.swift: draws the placed tree onto a Raster Canvas. A projective map from root
// points to device pixels goes down the tree (the scale, applied once here, and every effect's
// transform composed onto it), so a rotation3DEffect turns everything under it, text included.
// Group effects (opacity, clip, shadow) draw their subtree into an offscreen layer.

import Raster

struct ElementRenderer {
    let canvas: Canvas

    func draw(_ placed: PlacedElement, _ map: ProjectiveTransform) {
        let e = placed.element, frame = placed.frame
        switch e.kind {
        case .shape(let s):
            drawShape(s, in: frame, map)
        case .text(let t):
            let origin = Transform(translationX: frame.minX, y: frame.minY)
            fill(t.layout.outlines.applying(origin), style: t.style, frame: frame, rule: .nonzero, map)
            for glyph in t.layout.colorGlyphs {
                let r = glyph.rect.offsetBy(dx: frame.minX, dy: frame.minY)
                canvas.drawImage(glyph.pixmap, in: Rect(r), projection: map)
            }
        case .symbol(let s):
            let origin = Transform(translationX: frame.minX, y: frame.minY)
            let path = s.symbol.path.applying(origin)
            if let style = s.symbol.stroke { stroke(path, style: style, paint: s.style, frame: frame, map) } else {
                fill(path, style: s.style, frame: frame, rule: .nonzero, map)
            }
        case .effect(let effect):
            drawEffect(effect, placed, map)
        case .offset:
            drawChildren(placed, ElementMap.childMap(placed, map))
        case .layered(let spec):
            let order = spec.behind > 0 ? Array(placed.children.dropFirst()) + [placed.children[0]] : placed.children
            order.forEach { draw($0, map) }
        default:
            drawChildren(placed, map)
        }
    }

    private func drawChildren(_ placed: PlacedElement, _ map: ProjectiveTransform) {
        // Later children draw on top; zIndex reorders, keeping ties in order.
        let ordered = placed.children.enumerated().sorted { a, b in
            let za = Self.zIndex(a.element), zb = Self.zIndex(b.element)
            return za != zb ? za < zb : a.offset < b.offset
        }
        for (_, child) in ordered { draw(child, map) }
    }

    private static func zIndex(_ p: PlacedElement) -> Double {
        if case .zIndex(let z) = p.element.kind { return z }
        return 0
    }

    // MARK: Effects

    private func drawEffect(_ effect: Effect, _ placed: PlacedElement, _ map: ProjectiveTransform) {
        let frame = placed.frame
        switch effect {
        case .opacity(let o):
            canvas.beginLayer(opacity: o)
            drawChildren(placed, map)
            canvas.endLayer()
        case .scale, .rotation, .rotation3D:
            drawChildren(placed, ElementMap.childMap(placed, map))
        case .clip(let shape, let eoFill):
            canvas.beginLayer()
            canvas.clip(to: shape.path(placedIn: frame), rule: eoFill ? .evenOdd : .nonzero, projection: map)
            drawChildren(placed, map)
            canvas.endLayer()
        case .shadow(let color, let radius, let x, let y):
            canvas.beginLayer()
            drawChildren(placed, map)
            // The shadow's blur and offset scale with the drawing (the device scale of `map`).
            let scale = Self.scale(of: map)
            canvas.endLayer(shadow: LayerShadow(color: color.rgba8, sigma: Double(radius) * scale,
                                                offsetX: Double(x) * scale, offsetY: Double(y) * scale))
        }
    }

    // MARK: Shapes

    private func drawShape(_ s: ShapeElement, in frame: CGRect, _ map: ProjectiveTransform) {
        let path = s.shape.path(placedIn: frame)
        switch s.drawing {
        case .fill(let eoFill): fill(path, style: s.style, frame: frame, rule: eoFill ? .evenOdd : .nonzero, map)
        case .stroke(let style): stroke(path, style: style, paint: s.style, frame: frame, map)
        }
    }

    private func fill(_ path: Raster.Path, style: ResolvedStyle, frame: CGRect, rule: FillRule, _ map: ProjectiveTransform) {
        let paint = Self.paint(style, frame: frame)
        if map.isAffine { canvas.fill(path, with: paint, rule: rule, transform: map.affine) } else {
            canvas.fill(path, with: paint, rule: rule, projection: map)
        }
    }

    private func stroke(_ path: Raster.Path, style: Raster.StrokeStyle, paint: ResolvedStyle, frame: CGRect, _ map: ProjectiveTransform) {
        let p = Self.paint(paint, frame: frame)
        if map.isAffine { canvas.stroke(path, style: style, with: p, transform: map.affine) } else {
            canvas.stroke(path, style: style, with: p, projection: map)
        }
    }

    static func paint(_ style: ResolvedStyle, frame: CGRect) -> Paint {
        switch style {
        case .color(let c): return .solid(c.rgba8)
        case .linearGradient(let g):
            let stops = g.gradient.stops.map { GradientStop(color: $0.color.rgba8, location: Double($0.location)) }
            let start = Point(Double(frame.minX + g.startPoint.x * frame.width), Double(frame.minY + g.startPoint.y * frame.height))
            let end = Point(Double(frame.minX + g.endPoint.x * frame.width), Double(frame.minY + g.endPoint.y * frame.height))
            return .linearGradient(stops: stops, start: start, end: end)
        }
    }

    static func translation(_ x: CGFloat, _ y: CGFloat) -> ProjectiveTransform {
        ProjectiveTransform(Transform(translationX: Double(x), y: Double(y)))
    }

    /// The map's linear scale at the origin, for effects measured in points.
    static func scale(of map: ProjectiveTransform) -> Double {
        (map.m[0][0] * map.m[0][0] + map.m[0][1] * map.m[0][1]).squareRoot() / max(abs(map.m[2][2]), 1e-12)
    }
}

extension ProjectiveTransform {
    /// The affine part, for maps without perspective.
    var affine: Transform {
        Transform(a: m[0][0], b: m[0][1], c: m[1][0], d: m[1][1], tx: m[2][0], ty: m[2][1])
    }
}

extension Color {
    /// 8-bit straight sRGB, rounded to nearest.
    var rgba8: RGBA8 {
        func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
        return RGBA8(r: byte(red), g: byte(green), b: byte(blue), a: byte(alpha))
    }
}
