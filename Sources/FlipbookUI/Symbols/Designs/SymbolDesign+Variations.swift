// SymbolDesign+Variations.swift: symbols made from other symbols' finished designs: a slash
// across one (bell.slash, speaker.slash, mic.slash, video.slash, heart.slash, location.slash,
// lightbulb.slash, bookmark.slash, wifi.slash), a plus badge at its bottom right
// (folder.badge.plus, doc.badge.plus, calendar.badge.plus, bag.badge.plus), and one in front of a
// copy or of a plain rectangle or square (square.on.square, photo.on.rectangle,
// square.and.arrow.up.on.square, bubble.left.and.bubble.right).
// Follows the slashed bolt and star (SymbolDesign+Shapes): the slash runs from the top left to the
// bottom right of a square as large as the symbol's longer side (at most 1 em) centred on it (for
// the narrow speaker, 1 em from its middle, over where its waves would be), and the symbol is kept
// 0.06 em clear of it on both sides; a badge is a plus 0.36 em across (more at heavy weights) whose
// symbol is kept 0.06 em clear of it; the symbol behind is kept 0.06 em clear of the one in front,
// as doc.on.doc's page is. Outline designs lose the stretches of their lines that run into the
// cleared area (their curves followed in 16 pieces); filled designs lose the parts of their areas,
// ink and knocked-out alike, so their holes stay holes.
// Guarantees: each variation is drawn from its base's design at the same pen, so it changes with
// it; a cleared area is convex, so every piece is exact up to the curves' flattening.
// Layers (SymbolLayer): a plus badge is the primary layer (green in multicolor) over its
// secondary base.

import Foundation
import Raster

extension SymbolDesign {
    static let variations: Family = {
        var family: Family = []
        for (base, hasFill) in [("bell", true), ("speaker", true), ("mic", true), ("video", true), ("heart", true),
                                ("location", true), ("lightbulb", true), ("bookmark", true), ("wifi", false)] {
            // The speaker's slash runs out to the right, where its waves would be.
            let centred = base != "speaker"
            family.append(("\(base).slash", { slashed(base, centred: centred, pen: $0) }))
            if hasFill { family.append(("\(base).slash.fill", { slashed("\(base).fill", centred: centred, pen: $0) })) }
        }
        // SF spells a filled base with a badge as base.fill.badge.plus.
        for (name, base, spot) in [("folder.badge.plus", "folder", Point(0.98, 0.76)),
                                   ("folder.fill.badge.plus", "folder.fill", Point(0.98, 0.76)),
                                   ("doc.badge.plus", "doc", Point(0.72, 0.86)),
                                   ("calendar.badge.plus", "calendar", Point(0.92, 0.84)),
                                   ("bag.badge.plus", "bag", Point(0.8, 0.86))] {
            family.append((name, { badged(base, at: spot, pen: $0) }))
        }
        family += [
            ("square.on.square", { stacked(front: "square", back: "square", pen: $0) }),
            ("square.fill.on.square.fill", { stacked(front: "square.fill", back: "square.fill", pen: $0) }),
            ("photo.on.rectangle", { stacked(front: "photo", back: "rectangle", pen: $0) }),
            ("photo.fill.on.rectangle.fill", { stacked(front: "photo.fill", back: "rectangle.fill", pen: $0) }),
            ("square.and.arrow.up.on.square", { stacked(front: "square.and.arrow.up", back: "square", pen: $0) }),
            ("square.and.arrow.up.on.square.fill", { stacked(front: "square.and.arrow.up.fill", back: "square.fill", pen: $0) }),
            // The bubble on the right in front, low, the one on the left behind it, high.
            ("bubble.left.and.bubble.right", { stacked(front: "bubble.right", back: "bubble.left", scale: 0.78,
                                                       frontAt: Point(0.42, 0.3), backAt: .zero, pen: $0) }),
            ("bubble.left.and.bubble.right.fill", { stacked(front: "bubble.right.fill", back: "bubble.left.fill", scale: 0.78,
                                                            frontAt: Point(0.42, 0.3), backAt: .zero, pen: $0) }),
        ]
        return family
    }()

    /// How far a variation keeps its base clear of what it adds.
    private static let variationGap = 0.06

    // MARK: - Pieces of a design

    /// The marks that redraw `design`, less the convex area `cleared(grow)` when given: a stroked
    /// design's lines where they run outside the area grown by half their width, a filled
    /// design's areas outside it, each knocked out (`isCut`) when it was.
    static func marks(of design: SymbolDesign, clearing cleared: ((_ grow: Double) -> [Point])? = nil)
        -> [(mark: SymbolMark, isCut: Bool)] {
        if let w = design.strokeWidth {
            guard let cleared else { return [(.curve(design.path, width: w), false)] }
            let area = cleared(w / 2)
            return centrelines(design.path).flatMap { SymbolGlyph.parts(of: $0, outside: area) }
                .map { (.polyline($0, width: w, closed: false), false) }
        }
        return PathSubpath.split(design.path).flatMap { subpath -> [(mark: SymbolMark, isCut: Bool)] in
            let isCut = SymbolOutline.doubleSignedArea(subpath.samples()) < 0
            guard let cleared else { return [(.area(subpath.path), isCut)] }
            return SymbolGlyph.subtract(cleared(0), from: subpath.samples(pieces: 16)).map { (.area(SymbolOutline.polygon($0)), isCut) }
        }
    }

    /// A stroked design's centrelines as polylines, each curve in 16 pieces, a closed one ending
    /// where it starts.
    private static func centrelines(_ path: Raster.Path) -> [[Point]] {
        var lines: [[Point]] = [], start: Point?, elements: [PathElement] = []
        func flush(closed: Bool) {
            if let first = start, !elements.isEmpty {
                let points = PathSubpath(start: first, elements: elements).samples(pieces: 16)
                lines.append(closed ? points + [first] : points)
            }
            start = nil
            elements = []
        }
        for element in path.elements {
            switch element {
            case .move(let p): flush(closed: false); start = p
            case .close: flush(closed: true)
            default: elements.append(element)
            }
        }
        flush(closed: false)
        return lines
    }

    /// The sketch of a design's marks (less what `cleared` takes away).
    private static func sketch(of design: SymbolDesign, pen: Double, clearing cleared: ((Double) -> [Point])? = nil) -> SymbolSketch {
        var s = SymbolSketch(pen: pen)
        for (mark, isCut) in marks(of: design, clearing: cleared) { s.mark(mark, knockedOut: isCut) }
        return s
    }

    private static func base(_ name: String, pen: Double) -> SymbolDesign {
        guard let design = named(name, stroke: pen) else { preconditionFailure("no symbol \(name) to vary") }
        return design
    }

    // MARK: - Slash, badge, stack

    /// The symbol crossed by a slash from the top left to the bottom right of a square as large
    /// as its longer side (at most 1 em) about its centre, or (not `centred`) of a square 1 em
    /// across with its left edge at the symbol's middle.
    private static func slashed(_ name: String, centred: Bool, pen: Double) -> SymbolDesign {
        let design = base(name, pen: pen), box = design.inkBounds, r = pen / 2
        let side = centred ? min(max(box.width, box.height), 1) : 1
        let half = side / 2 - r, c = Point(centred ? box.midX : box.midX + side / 2, box.midY)
        let a = c - Point(half, half), b = c + Point(half, half)
        var s = sketch(of: design, pen: pen) { slashBand(a, b, clear: r + variationGap + $0) }
        s.line(a, b)
        return s.design
    }

    /// The symbol with a plus 0.36 em across centred at `spot` (in the symbol's own box), kept
    /// clear of it; a heavy pen keeps its arms at least 0.12 em from the middle to their caps'
    /// centres, so that it stays a plus.
    private static func badged(_ name: String, at spot: Point, pen: Double) -> SymbolDesign {
        let half = max(0.18 - pen / 2, 0.12), reach = half + pen / 2
        var s = sketch(of: base(name, pen: pen), pen: pen) {
            SymbolOutline.flattened(SymbolOutline.disk(spot, diameter: 2 * (reach + variationGap + $0)), pieces: 8)
        }
        s.layer()
        s.line(spot - Point(half, 0), spot + Point(half, 0))
        s.line(spot - Point(0, half), spot + Point(0, half))
        return s.design.badgeLayers(.green)
    }

    /// `front` at `scale` of its size with its ink box's top left at `frontAt` and `back` at the
    /// same size with its box's top left at `backAt` (by default, at 0.86, the front at the
    /// bottom left and the back 0.2 em up and to the right), the back kept clear of the front
    /// one's box (each symbol here fills its box).
    private static func stacked(front: String, back: String, scale k: Double = 0.86, frontAt: Point = Point(0, 0.2),
                                backAt: Point = Point(0.2, 0), pen: Double) -> SymbolDesign {
        // Each from its ink box's top left (a mirrored design's box starts left of zero).
        func placed(_ name: String, at p: Point) -> SymbolDesign {
            let design = base(name, pen: pen), origin = Point(design.inkBounds.minX, design.inkBounds.minY)
            return design.applying(Transform(translationX: -origin.x, y: -origin.y)
                .concatenating(Transform(scaleX: k, y: k)).concatenating(Transform(translationX: p.x, y: p.y)))
        }
        let frontDesign = placed(front, at: frontAt), backDesign = placed(back, at: backAt)
        let box = frontDesign.inkBounds
        var s = sketch(of: backDesign, pen: pen) { grow in
            let clear = box.insetBy(dx: -(variationGap + grow), dy: -(variationGap + grow))
            return SymbolOutline.flattened(Raster.Path(roundedRect: clear, cornerRadius: 0.12 + variationGap + grow), pieces: 8)
        }
        for (mark, isCut) in marks(of: frontDesign) { s.mark(mark, knockedOut: isCut) }
        return s.design
    }
}
