// SymbolDesign.swift: the drawings of the SF Symbols the catalog uses, each in its own ink box in
// ems (y down, the box's top-left at the origin), before placement on a line.
// Follows the pinned decision for Image(systemName:): the checkmark is SF Symbols' regular-weight
// checkmark, 0.85 em wide and 0.8 em tall including its round caps, its stroke 0.11 em at regular;
// the others are drawn in the same spirit and em box, sized by eye against SF Symbols 5 at
// regular weight (xmark a little smaller than the checkmark, circles and hearts a little larger,
// filled shapes with softly rounded corners). Strokes follow the weight; filled shapes do not,
// except the check cut out of checkmark.circle.fill.
// Guarantees: the drawing is never empty; `inkBounds` holds all of its paint.

import Foundation
import Raster

/// One symbol drawn in its ink box.
struct SymbolDesign {
    var path: Raster.Path
    /// Stroke width in ems; nil when `path` is filled.
    var strokeWidth: Double?

    /// The painted area, in ems: the path's bounds, grown by half the stroke width for stroked
    /// designs (their extreme points are all round caps or joins, which reach exactly that far).
    /// Rounded corners make it a little smaller than the box a design was drawn in.
    var inkBounds: Rect {
        let half = (strokeWidth ?? 0) / 2
        return (path.bounds ?? .zero).insetBy(dx: -half, dy: -half)
    }

    /// Every name the catalog draws.
    static let names = ["checkmark", "xmark", "play.fill", "pause.fill", "heart", "heart.fill", "star.fill",
                        "circle", "circle.fill", "checkmark.circle.fill"]

    /// The design called `name` with strokes `stroke` ems wide; nil for unknown names.
    static func named(_ name: String, stroke w: Double) -> SymbolDesign? {
        switch name {
        case "checkmark": return checkmark(box: Point(0.85, 0.8), stroke: w)
        case "xmark": return xmark(side: 0.7, stroke: w)
        case "play.fill": return play(width: 0.7, height: 0.84)
        case "pause.fill": return pause(width: 0.62, height: 0.8)
        case "heart": return heart(box: Point(0.96, 0.84), stroke: w)
        case "heart.fill": return heart(box: Point(0.96, 0.84), stroke: nil)
        case "star.fill": return star(width: 1.0)
        case "circle": return circle(diameter: 0.9, stroke: w)
        case "circle.fill": return circle(diameter: 0.9, stroke: nil)
        case "checkmark.circle.fill": return checkedDisk(diameter: 0.9, stroke: w)
        default: return nil
        }
    }

    // MARK: - Stroked designs

    /// The checkmark's centreline in a box, inset by the half width so that caps and the round
    /// join reach the box's edges exactly: the short arm starts 55 % down the left edge, the
    /// vertex sits 37 % across the bottom, the long arm ends at the top-right corner.
    static func checkmarkPoints(box: Point, stroke w: Double, origin: Point = .zero) -> [Point] {
        let r = w / 2
        let x0 = origin.x + r, y0 = origin.y + r, cw = box.x - w, ch = box.y - w
        return [Point(x0, y0 + 0.55 * ch), Point(x0 + 0.37 * cw, y0 + ch), Point(x0 + cw, y0)]
    }

    private static func checkmark(box: Point, stroke w: Double) -> SymbolDesign {
        var b = PathBuilder()
        let points = checkmarkPoints(box: box, stroke: w)
        b.move(to: points[0])
        for p in points.dropFirst() { b.line(to: p) }
        return SymbolDesign(path: b.path, strokeWidth: w)
    }

    private static func xmark(side: Double, stroke w: Double) -> SymbolDesign {
        let lo = w / 2, hi = side - w / 2
        var b = PathBuilder()
        b.move(to: Point(lo, lo)); b.line(to: Point(hi, hi))
        b.move(to: Point(hi, lo)); b.line(to: Point(lo, hi))
        return SymbolDesign(path: b.path, strokeWidth: w)
    }

    private static func circle(diameter: Double, stroke w: Double?) -> SymbolDesign {
        let inset = (w ?? 0) / 2
        let path = Raster.Path(ellipseIn: Rect(x: inset, y: inset, width: diameter - 2 * inset, height: diameter - 2 * inset))
        return SymbolDesign(path: path, strokeWidth: w)
    }

    /// A heart in a unit box (lobes meeting in a cleft 17 % down, a softly rounded tip at the
    /// bottom), scaled into the box; a stroked heart's centreline is inset by the half width.
    private static func heart(box: Point, stroke w: Double?) -> SymbolDesign {
        let inset = (w ?? 0) / 2
        let sx = box.x - 2 * inset, sy = box.y - 2 * inset
        func p(_ x: Double, _ y: Double) -> Point { Point(inset + x * sx, inset + y * sy) }
        var b = PathBuilder()
        b.move(to: p(0.5, 0.17))
        b.cubic(to: p(0.76, 0), control1: p(0.56, 0.06), control2: p(0.66, 0))
        b.cubic(to: p(1, 0.28), control1: p(0.9, 0), control2: p(1, 0.11))
        b.cubic(to: p(0.54, 0.965), control1: p(1, 0.52), control2: p(0.79, 0.74))
        b.quad(to: p(0.46, 0.965), control: p(0.5, 1.0))
        b.cubic(to: p(0, 0.28), control1: p(0.21, 0.74), control2: p(0, 0.52))
        b.cubic(to: p(0.24, 0), control1: p(0, 0.11), control2: p(0.1, 0))
        b.cubic(to: p(0.5, 0.17), control1: p(0.34, 0), control2: p(0.44, 0.06))
        b.close()
        return SymbolDesign(path: b.path, strokeWidth: w)
    }

    // MARK: - Filled designs

    /// A right-pointing triangle, clockwise from the top-left, corners rounded 0.07 em.
    private static func play(width: Double, height: Double) -> SymbolDesign {
        let path = SymbolOutline.roundedPolygon([Point(0, 0), Point(width, height / 2), Point(0, height)], radius: 0.07)
        return SymbolDesign(path: path, strokeWidth: nil)
    }

    /// Two bars, each 35 % of the width, corners rounded 0.05 em.
    private static func pause(width: Double, height: Double) -> SymbolDesign {
        let bar = width * 0.35
        var b = PathBuilder()
        b.addRoundedRect(Rect(x: 0, y: 0, width: bar, height: height), cornerWidth: 0.05, cornerHeight: 0.05, style: .circular)
        b.addRoundedRect(Rect(x: width - bar, y: 0, width: bar, height: height), cornerWidth: 0.05, cornerHeight: 0.05, style: .circular)
        return SymbolDesign(path: b.path, strokeWidth: nil)
    }

    /// A five-pointed star, plumper than a regular pentagram (inner radius 0.47 of the outer,
    /// against 0.38), point up, tips rounded 0.05 em.
    private static func star(width: Double) -> SymbolDesign {
        // The side tips are 18° above the horizontal, so the width is 2·R·cos 18°.
        let outer = width / (2 * cos(.pi / 10)), inner = outer * 0.47
        let center = Point(width / 2, outer)
        let vertices = (0..<10).map { k -> Point in
            let a = -Double.pi / 2 + Double(k) * .pi / 5
            let radius = k % 2 == 0 ? outer : inner
            return center + Point(cos(a), sin(a)) * radius
        }
        return SymbolDesign(path: SymbolOutline.roundedPolygon(vertices, radius: 0.05), strokeWidth: nil)
    }

    /// A disk with a checkmark cut out of it (the check's outline runs against the disk, so the
    /// nonzero rule leaves it empty); the check is half the checkmark's size, its stroke 0.9 of
    /// the symbol stroke.
    private static func checkedDisk(diameter: Double, stroke w: Double) -> SymbolDesign {
        var b = PathBuilder()
        b.addEllipse(in: Rect(x: 0, y: 0, width: diameter, height: diameter))
        let box = Point(0.46, 0.36), check = w * 0.9
        let origin = Point((diameter - box.x) / 2, (diameter - box.y) / 2)
        b.append(SymbolOutline.strokeOutline(checkmarkPoints(box: box, stroke: check, origin: origin), width: check))
        return SymbolDesign(path: b.path, strokeWidth: nil)
    }
}
