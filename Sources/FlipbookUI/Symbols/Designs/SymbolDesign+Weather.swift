// SymbolDesign+Weather.swift: the weather: cloud.sun.fill, cloud.rain.fill, cloud.sun.rain.fill and
// cloud.bolt.rain.fill (cloud.fill's cloud with the sun behind it, rain under it, or both, or a
// bolt in the rain), snowflake, wind, thermometer (and thermometer.sun.fill), moon.stars.fill and
// water.waves; cloud.snow, cloud.fog, moon.zzz and sun.haze, each in outline and filled forms.
// Follows SF Symbols' regular-weight weather symbols by eye, against the 0.9961 em circle: the
// cloud is cloud.fill's, shrunk (to 0.84 with the sun, 1.11 × 1.05 em in all; to 0.9 over the rain,
// 1.03 × 1.06 em; the sun and rain together at 0.84 of the sun's size, 0.93 × 1.2 em, and the bolt
// in the rain 1.03 × 1.2 em); the sun behind it is sun.max's disk and rays, kept 0.07 em clear of
// the cloud, with only the rays the cloud leaves whole; the snowflake 0.88 × 1 em of six arms with
// a V of branches on each; wind 0.96 × 0.99 em of three lines ending in curls; the thermometer 0.54
// × 1 em, a tube on a bulb with the mercury solid inside, up to the tube's middle (with
// sun.max.fill's sun at 0.55 at its top right, 1.13 em wide in all); the moon is moon.fill's
// crescent with two sparkles in its bite; water.waves three wavy lines 1.06 em wide; cloud.snow
// the cloud at 0.9 over three six-armed flakes (1.2 em tall), cloud.fog the cloud at 0.84 over two
// lines of fog; moon.zzz the crescent with two Zs in its bite (1.11 em wide); sun.haze sun.max's
// sun without its lower rays over three lines of haze (1.1 × 1.12 em). Lines are the pen's, with
// round caps; the outline forms draw the cloud or crescent as a line just inside its edge.
// Layers (SymbolLayer, SF's split): the cloud primary (white in multicolor), the sun secondary
// (yellow), rain tertiary beside a sun and secondary under a bare cloud (blue), the bolt secondary
// (yellow); snow, fog, the thermometer's sun and moon.stars' sparkles secondary.

import Foundation
import Raster

extension SymbolDesign {
    static let weather: Family = [
        ("cloud.sun.fill", { cloudSun(rain: false, pen: $0) }),
        ("cloud.rain.fill", { cloudRain(bolt: false, pen: $0) }),
        ("cloud.sun.rain.fill", { cloudSun(rain: true, pen: $0) }),
        ("cloud.bolt.rain.fill", { cloudRain(bolt: true, pen: $0) }),
        ("snowflake", { snowflake(pen: $0) }),
        ("wind", { wind(pen: $0) }),
        ("thermometer", { thermometer(sun: false, pen: $0) }),
        ("thermometer.sun.fill", { thermometer(sun: true, pen: $0) }),
        ("moon.stars.fill", { moonStars(pen: $0) }),
        ("water.waves", { waterWaves(pen: $0) }),
        ("cloud.snow", { cloudSnow(filled: false, pen: $0) }),
        ("cloud.snow.fill", { cloudSnow(filled: true, pen: $0) }),
        ("cloud.fog", { cloudFog(filled: false, pen: $0) }),
        ("cloud.fog.fill", { cloudFog(filled: true, pen: $0) }),
        ("moon.zzz", { moonZzz(filled: false, pen: $0) }),
        ("moon.zzz.fill", { moonZzz(filled: true, pen: $0) }),
        ("sun.haze", { sunHaze(filled: false, pen: $0) }),
        ("sun.haze.fill", { sunHaze(filled: true, pen: $0) }),
    ]

    // MARK: - Clouds

    /// The cloud's outline scaled by `scale` about its top-left, then moved by `offset`, with its
    /// bumps' circles moved the same way.
    private static func cloud(scale k: Double, offset: Point) -> (path: Raster.Path, bumps: [(c: Point, r: Double)]) {
        let place = Transform(scaleX: k, y: k).concatenating(Transform(translationX: offset.x, y: offset.y))
        return (cloudPath(inset: 0).applying(place), cloudBumps.map { (c: $0.c * k + offset, r: $0.r * k) })
    }

    /// The cloud at 0.84, its base on the bottom of a 1 em box, and at its top right a sun 0.32 em
    /// across (rays to 0.39 em from its centre) behind it: the sun's disk less the big bump grown
    /// by the gap, and each ray that clears every bump by the gap. With rain, all of it at 0.84
    /// of that size over three drops of rain down to 0.32 em below the cloud.
    private static func cloudSun(rain: Bool, pen: Double) -> SymbolDesign {
        let f = rain ? 0.84 : 1, k = 0.84 * f, gap = 0.07, r = pen / 2
        let (outline, bumps) = cloud(scale: k, offset: Point(0, f - cloudBase * k))
        let sun = Point(0.72, 0.34) * f, radius = 0.16 * f
        var s = SymbolSketch(pen: pen)
        s.layer(0, multicolor: .white)
        s.draw(.area(outline))
        s.layer(1, multicolor: .yellow)
        s.draw(.area(SymbolOutline.twoDiskRegion(sun, radius, bumps[1].c, bumps[1].r + gap, keepOverlap: false)))
        for ray in sunRays(around: sun, from: 0.25 * f, to: 0.39 * f - r) {
            // Judged at its ends and three points between.
            let clear = (0...4).allSatisfy { i in
                let p = ray.from + (ray.to - ray.from) * (Double(i) / 4)
                return bumps.allSatisfy { ($0.c - p).length > $0.r + gap + r }
            }
            if clear { s.line(ray.from, ray.to) }
        }
        if rain {
            s.layer(2, multicolor: .blue)
            drops(at: [0.3, 0.5, 0.7], from: f + 0.1 + r, to: f + 0.32 - r, in: &s)
        }
        return s.design
    }

    /// The cloud at 0.9 over three slanted drops of rain, 0.1 em below it, leaning to the left
    /// as they fall, down to 1.06 em; with a bolt, two drops either side of bolt.fill's bolt at
    /// 0.4, 0.07 em under the cloud.
    private static func cloudRain(bolt: Bool, pen: Double) -> SymbolDesign {
        let k = 0.9, r = pen / 2, top = cloudBase * k + 0.1 + r, bottom = 1.06 - r
        var s = SymbolSketch(pen: pen)
        s.layer(0, multicolor: .white)
        s.draw(.area(cloud(scale: k, offset: .zero).path))
        if bolt {
            s.layer(1, multicolor: .yellow)
            let place = Point(0.55 - 0.4 * 0.4, cloudBase * k + 0.07)
            s.draw(.area(SymbolOutline.roundedPolygon(boltVertices.map { $0 * 0.4 + place }, radius: 0.05 * 0.4)))
        }
        s.layer(1, multicolor: .blue)
        drops(at: bolt ? [0.27, 0.86] : [0.3, 0.54, 0.78], from: top, to: bottom, in: &s)
        return s.design
    }

    /// The cloud at `k` about its top left: solid, or as a line of the pen just inside its edge.
    private static func cloudMark(scale k: Double, filled: Bool, pen: Double) -> SymbolMark {
        let place = Transform(scaleX: k, y: k)
        guard !filled else { return .area(cloudPath(inset: 0).applying(place)) }
        return .curve(cloudPath(inset: pen / 2 / k).applying(place), width: pen)
    }

    /// The cloud at 0.9 over three snowflakes (six-armed stars, arms of the pen 0.08 em from
    /// the middle to their caps' centres), two in a row under it and one below between them,
    /// down to 1.2 em.
    private static func cloudSnow(filled: Bool, pen: Double) -> SymbolDesign {
        let k = 0.9, r = pen / 2, arm = 0.08, base = cloudBase * k
        var s = SymbolSketch(pen: pen)
        s.draw(cloudMark(scale: k, filled: filled, pen: pen))
        s.layer(1)
        let low = 1.2 - arm - r
        let flakes = [Point(0.3, low - 0.2), Point(0.74, low - 0.2), Point(0.52, low)]
        for c in flakes {
            for a in [Double.pi / 2, Double.pi / 6, -Double.pi / 6] {
                let d = Point(cos(a), sin(a)) * arm
                s.line(c - d, c + d)
            }
        }
        return s.design
    }

    /// The cloud at 0.84 over two lines of fog, 0.12 em under it and 0.2 em apart: the first as
    /// wide as the cloud, the second shorter at the left.
    private static func cloudFog(filled: Bool, pen: Double) -> SymbolDesign {
        let k = 0.84, r = pen / 2, base = cloudBase * k, width = 1.14 * k
        var s = SymbolSketch(pen: pen)
        s.draw(cloudMark(scale: k, filled: filled, pen: pen))
        s.layer(1)
        s.line(Point(r, base + 0.12 + r), Point(width - r, base + 0.12 + r))
        s.line(Point(0.2 + r, base + 0.32 + r), Point(width - r, base + 0.32 + r))
        return s.design
    }

    /// moon's crescent with two Zs in its bite: one 0.32 em across at the top, one 0.22 em
    /// below it to the right (lines of the pen).
    private static func moonZzz(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2
        var s = SymbolSketch(pen: pen)
        s.draw(filled ? .area(crescentPath(inset: 0)) : .curve(crescentPath(inset: r), width: pen))
        for (c, size) in [(Point(0.8, 0.16), 0.32), (Point(0.98, 0.5), 0.22)] {
            // A heavy pen keeps a Z 0.03 em either side of its middle, growing inwards.
            let h = max(size / 2 - r, 0.03)
            s.line(c + Point(-h, -h), c + Point(h, -h), c + Point(-h, h), c + Point(h, h))
        }
        return s.design
    }

    /// The sun (sun.max's disk, or ring, 0.44 em across) high in a 1.1 em box with its five
    /// upper rays, and under it three lines of haze, the lowest shortest.
    private static func sunHaze(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, c = Point(0.55, 0.46), disk = 0.44
        var s = SymbolSketch(pen: pen)
        s.draw(filled ? .dot(center: c, diameter: disk) : .ring(center: c, radius: (disk - pen) / 2, width: pen))
        for (i, ray) in sunRays(around: c, from: 0.34, to: 0.46 - r).enumerated() where ![1, 2, 3].contains(i) {
            s.line(ray.from, ray.to)
        }
        for (y, inset) in [(0.8, 0.0), (0.96, 0.14), (1.12, 0.3)] {
            s.line(Point(inset + r, y - r), Point(1.1 - inset - r, y - r))
        }
        return s.design
    }

    /// Drops of rain: lines of the pen from `top` to `bottom` (centrelines), each leaning 0.1 em
    /// to the left as it falls from its x.
    private static func drops(at xs: [Double], from top: Double, to bottom: Double, in s: inout SymbolSketch) {
        for x in xs { s.line(Point(x, top), Point(x - 0.1, bottom)) }
    }

    // MARK: - Snow, wind, heat

    /// Six arms 0.5 em long (to the ends of their caps) from the centre, each with a V of two
    /// branches from half-way out, opening outwards.
    private static func snowflake(pen: Double) -> SymbolDesign {
        let r = pen / 2, c = Point(0.45, 0.5), arm = 0.5 - r
        var s = SymbolSketch(pen: pen)
        for k in 0..<6 {
            let a = -Double.pi / 2 + Double(k) * .pi / 3, d = Point(cos(a), sin(a)), n = Point(-d.y, d.x)
            s.line(c, c + d * arm)
            let fork = c + d * (0.52 * arm), tip = c + d * (0.76 * arm)
            s.line(tip + n * (0.24 * arm), fork, tip - n * (0.24 * arm))
        }
        return s.design
    }

    /// Three lines from the left edge, 0.24 em apart, each ending in a curl of 240°: the top two
    /// curl up and back over themselves (the middle one longest, with the largest curl), the
    /// bottom one curls down.
    private static func wind(pen: Double) -> SymbolDesign {
        let r = pen / 2, degree = Double.pi / 180
        let rows: [(y: Double, end: Double, curl: Double, up: Bool)] = [(0.27, 0.5, 0.1, true), (0.51, 0.78, 0.12, true),
                                                                        (0.75, 0.56, 0.1, false)]
        var s = SymbolSketch(pen: pen)
        for row in rows {
            s.line(Point(r, row.y), Point(row.end, row.y))
            // The arc leaves the line's end at its bottom (curling up) or top (curling down).
            if row.up {
                s.draw(.arc(center: Point(row.end, row.y - row.curl), radius: row.curl, start: -150 * degree, end: 90 * degree,
                            width: pen))
            } else {
                s.draw(.arc(center: Point(row.end, row.y + row.curl), radius: row.curl, start: -90 * degree, end: 150 * degree,
                            width: pen))
            }
        }
        return s.design
    }

    /// A tube 0.36 em wide with a round top, standing on a bulb 0.54 em across, drawn with the
    /// pen; inside, the mercury: a disk in the bulb 0.05 em clear of it and a column up to the
    /// tube's middle, 0.03 em clear of its sides. With the sun, sun.max.fill's at 0.55 (0.61 em
    /// across) at its top right, its rays 0.07 em clear of the tube.
    private static func thermometer(sun: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, cx = 0.27, tube = 0.18, bulb = 0.27, c = Point(cx, 1 - bulb)
        let side = tube - r, rim = bulb - r
        // Where the tube's sides meet the bulb's circle (centrelines).
        let join = c.y - (rim * rim - side * side).squareRoot(), joinAngle = atan2(join - c.y, side)
        var s = SymbolSketch(pen: pen)
        s.draw(.arc(center: Point(cx, tube), radius: side, start: .pi, end: 2 * .pi, width: pen))
        for x in [cx - side, cx + side] { s.line(Point(x, tube), Point(x, join)) }
        s.draw(.arc(center: c, radius: rim, start: joinAngle, end: .pi - joinAngle, width: pen))
        let column = max(2 * (tube - pen - 0.03), 0.04)
        s.draw(.dot(center: c, diameter: max(2 * (bulb - pen - 0.05), column)))
        s.draw(.polyline([c, Point(cx, 0.42)], width: column, closed: false))
        if sun {
            s.layer(1)
            let rays = 0.555 * 0.55, centre = Point(cx + tube + 0.07 + rays, rays)
            s.draw(.dot(center: centre, diameter: 0.47 * 0.55))
            for ray in sunRays(around: centre, from: 0.365 * 0.55, to: rays - r) { s.line(ray.from, ray.to) }
        }
        return s.design
    }

    // MARK: - Night, water

    /// moon.fill's crescent with a sparkle 0.34 em across in its bite and a smaller one, 0.2 em,
    /// below it to the right.
    private static func moonStars(pen: Double) -> SymbolDesign {
        var s = SymbolSketch(pen: pen)
        s.draw(.area(crescentPath(inset: 0)))
        s.layer(1)
        s.draw(.area(sparklePath(center: Point(0.74, 0.2), radius: 0.17)))
        s.draw(.area(sparklePath(center: Point(0.95, 0.47), radius: 0.1)))
        return s.design
    }

    /// Three waves 0.29 em apart, each five half-waves of 0.07 em amplitude across 1.06 em
    /// (caps included), starting upwards.
    private static func waterWaves(pen: Double) -> SymbolDesign {
        let r = pen / 2, halves = 5, step = (1.06 - pen) / Double(halves), amplitude = 0.07
        // A cubic's middle reaches 3/4 of its controls' height.
        let lift = amplitude * 4 / 3
        var s = SymbolSketch(pen: pen)
        for row in 0..<3 {
            let y = amplitude + r + Double(row) * 0.29
            var b = PathBuilder()
            b.move(to: Point(r, y))
            for i in 0..<halves {
                let x = r + Double(i) * step, dy = i % 2 == 0 ? -lift : lift
                b.cubic(to: Point(x + step, y), control1: Point(x + step * 0.36, y + dy), control2: Point(x + step * 0.64, y + dy))
            }
            s.draw(.curve(b.path, width: pen))
        }
        return s.design
    }
}
