// SymbolDesign+Media.swift: playback and media: play, pause, stop, forward, backward (and their
// .end forms), the speaker and its waves, the music note, mic, camera, photo (and
// photo.artframe), video, waveform and airplayaudio.
// Follows SF Symbols' regular-weight media symbols by eye: triangles with softly rounded corners
// (play.fill 0.7 × 0.84 em), pause as two lines (two bars when filled), the forward pair of
// triangles touching tip to base, speaker waves as arcs of one centre, the camcorder (video) 1.2 ×
// 0.72 em, its lens apart from its body; filled forms knock their inner lines (the camera's lens,
// the photo's hills) out of the solid shape; waveform nine bars 1.1 × 0.9 em, airplayaudio three
// arcs round a triangle 1 em square.
// Layers (SymbolLayer): speaker.wave's waves are secondary and variable, lit from the inside out.

import Foundation
import Raster

extension SymbolDesign {
    static let media: Family = [
        ("play", { polygon(playVertices, radius: 0.07, filled: false, pen: $0) }),
        ("play.fill", { polygon(playVertices, radius: 0.07, filled: true, pen: $0) }),
        ("pause", { pause(filled: false, pen: $0) }),
        ("pause.fill", { pause(filled: true, pen: $0) }),
        ("stop", { polygon(stopVertices, radius: 0.12, filled: false, pen: $0) }),
        ("stop.fill", { polygon(stopVertices, radius: 0.12, filled: true, pen: $0) }),
        ("forward", { skip(end: false, filled: false, pen: $0) }),
        ("forward.fill", { skip(end: false, filled: true, pen: $0) }),
        ("backward", { skip(end: false, filled: false, pen: $0).mirrored }),
        ("backward.fill", { skip(end: false, filled: true, pen: $0).mirrored }),
        ("forward.end", { skip(end: true, filled: false, pen: $0) }),
        ("forward.end.fill", { skip(end: true, filled: true, pen: $0) }),
        ("backward.end", { skip(end: true, filled: false, pen: $0).mirrored }),
        ("backward.end.fill", { skip(end: true, filled: true, pen: $0).mirrored }),
        ("speaker", { speaker(waves: 0, filled: false, pen: $0) }),
        ("speaker.fill", { speaker(waves: 0, filled: true, pen: $0) }),
        ("speaker.wave.1", { speaker(waves: 1, filled: false, pen: $0) }),
        ("speaker.wave.1.fill", { speaker(waves: 1, filled: true, pen: $0) }),
        ("speaker.wave.2", { speaker(waves: 2, filled: false, pen: $0) }),
        ("speaker.wave.2.fill", { speaker(waves: 2, filled: true, pen: $0) }),
        ("speaker.wave.3", { speaker(waves: 3, filled: false, pen: $0) }),
        ("speaker.wave.3.fill", { speaker(waves: 3, filled: true, pen: $0) }),
        ("music.note", { musicNote(pen: $0) }),
        ("mic", { mic(filled: false, pen: $0) }),
        ("mic.fill", { mic(filled: true, pen: $0) }),
        ("camera", { camera(filled: false, pen: $0) }),
        ("camera.fill", { camera(filled: true, pen: $0) }),
        ("photo", { photo(filled: false, pen: $0) }),
        ("photo.fill", { photo(filled: true, pen: $0) }),
        ("photo.artframe", { artFrame(pen: $0) }),
        ("waveform", { waveform(pen: $0) }),
        ("airplayaudio", { airplayAudio(pen: $0) }),
        ("video", { video(filled: false, pen: $0) }),
        ("video.fill", { video(filled: true, pen: $0) }),
    ]

    /// A right-pointing triangle 0.7 × 0.84 em.
    static let playVertices = [Point(0, 0), Point(0.7, 0.42), Point(0, 0.84)]
    /// A square 0.78 em.
    static let stopVertices = [Point(0, 0), Point(0.78, 0), Point(0.78, 0.78), Point(0, 0.78)]

    /// Two bars 0.8 em tall, 0.62 em apart outside: lines of the pen, or bars 0.22 em wide.
    private static func pause(filled: Bool, pen: Double) -> SymbolDesign {
        let width = 0.62, height = 0.8, bar = 0.217
        var s = SymbolSketch(pen: pen)
        for x in [0, width - bar] {
            if filled {
                s.draw(.area(Raster.Path(roundedRect: Rect(x: x, y: 0, width: bar, height: height), cornerRadius: 0.05)))
            } else {
                s.line(Point(x + bar / 2, pen / 2), Point(x + bar / 2, height - pen / 2))
            }
        }
        return s.design
    }

    /// Two triangles 0.6 × 0.68 em, the second's base at the first's tip (and, for .end, a bar
    /// after them).
    private static func skip(end: Bool, filled: Bool, pen: Double) -> SymbolDesign {
        let w = 0.6, h = 0.68, step = end ? 0.5 : 0.56
        var s = SymbolSketch(pen: pen)
        for x0 in end ? [0.0] : [0, step] {
            let vertices = [Point(x0, 0), Point(x0 + w, h / 2), Point(x0, h)]
            if filled {
                s.draw(.area(SymbolOutline.roundedPolygon(vertices, radius: 0.06)))
            } else {
                s.draw(.rounded(SymbolOutline.offsetPolygon(vertices, by: -pen / 2), radius: max(0.06 - pen / 2, 0), width: pen))
            }
        }
        if end {
            let x = w + 0.04 + max(pen, 0.11) / 2
            let barWidth = filled ? max(pen, 0.11) : pen
            s.draw(.polyline([Point(x, barWidth / 2), Point(x, h - barWidth / 2)], width: barWidth, closed: false))
        }
        return s.design
    }

    /// The speaker: a box and a cone 0.45 × 0.84 em, with `waves` arcs of one centre after it.
    private static func speaker(waves: Int, filled: Bool, pen: Double) -> SymbolDesign {
        let body = [Point(0, 0.26), Point(0.17, 0.26), Point(0.45, 0), Point(0.45, 0.84), Point(0.17, 0.58), Point(0, 0.58)]
        let radii = [0.05, 0, 0.05, 0.05, 0, 0.05]
        var s = SymbolSketch(pen: pen)
        if filled {
            s.draw(.area(SymbolOutline.roundedPolygon(body, radii: radii)))
        } else {
            s.draw(.roundedPolygon(SymbolOutline.offsetPolygon(body, by: -pen / 2), radii: radii.map { max($0 - pen / 2, 0) }, width: pen))
        }
        let c = Point(0.36, 0.42), degree = Double.pi / 180
        for (i, radius) in [0.26, 0.43, 0.6].prefix(waves).enumerated() {
            let spread = [42.0, 48, 52][i] * degree
            s.layer(1, variable: i)
            s.draw(.arc(center: c, radius: radius, start: -spread, end: spread, width: pen))
        }
        return s.design
    }

    /// A quaver: a slanted oval head, a stem, and a flag leaning down to the right.
    private static func musicNote(pen: Double) -> SymbolDesign {
        let head = Point(0.2, 0.82), stemX = 0.36
        var s = SymbolSketch(pen: pen)
        let oval = Raster.Path(ellipseIn: Rect(x: -0.205, y: -0.145, width: 0.41, height: 0.29))
            .applying(Transform(rotation: -20 * Double.pi / 180).concatenating(Transform(translationX: head.x, y: head.y)))
        s.draw(.area(oval))
        let r = pen / 2
        s.draw(.polyline([Point(stemX - r, 0.8), Point(stemX - r, r)], width: pen, closed: false))
        let flag = [Point(stemX - pen, 0), Point(0.66, 0.12), Point(0.66, 0.32), Point(stemX - pen, 0.2)]
        s.draw(.area(SymbolOutline.roundedPolygon(flag, radii: [0, 0.04, 0.04, 0])))
        return s.design
    }

    /// A microphone: a capsule 0.38 × 0.62 em in a U-shaped stand on a stem, 1 em tall.
    private static func mic(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, cx = 0.36, capsule = Rect(x: cx - 0.19, y: 0, width: 0.38, height: 0.62)
        var s = SymbolSketch(pen: pen)
        if filled {
            s.draw(.area(Raster.Path(roundedRect: capsule, cornerRadius: capsule.width / 2)))
        } else {
            let inner = capsule.insetBy(dx: r, dy: r)
            s.draw(.curve(Raster.Path(roundedRect: inner, cornerRadius: inner.width / 2), width: pen))
        }
        let stand = 0.36 - r
        s.draw(.arc(center: Point(cx, 0.4), radius: stand, start: 0, end: .pi, width: pen))
        s.line(Point(cx, 0.4 + stand), Point(cx, 1 - r))
        return s.design
    }

    /// A camera body 1.14 × 0.8 em with a hump on top and a lens 0.38 em across.
    private static func camera(filled: Bool, pen: Double) -> SymbolDesign {
        let body = [Point(0, 0.14), Point(0.31, 0.14), Point(0.39, 0), Point(0.75, 0), Point(0.83, 0.14),
                    Point(1.14, 0.14), Point(1.14, 0.8), Point(0, 0.8)]
        let radii = [0.13, 0.02, 0.04, 0.04, 0.02, 0.13, 0.13, 0.13]
        let lens = Point(0.57, 0.46), lensRadius = 0.19 - pen / 2
        var s = SymbolSketch(pen: pen)
        if filled {
            s.draw(.area(SymbolOutline.roundedPolygon(body, radii: radii)))
            s.cut(.ring(center: lens, radius: lensRadius + pen * 0.4, width: pen * 0.8))
        } else {
            s.draw(.roundedPolygon(SymbolOutline.offsetPolygon(body, by: -pen / 2), radii: radii.map { max($0 - pen / 2, 0) }, width: pen))
            s.draw(.ring(center: lens, radius: lensRadius, width: pen))
        }
        return s.design
    }

    /// A framed picture 1.16 × 0.86 em: a sun (a dot) at the top left and a line of hills.
    private static func photo(filled: Bool, pen: Double) -> SymbolDesign {
        let width = 1.16, height = 0.86, r = pen / 2
        let frame = [Point(0, 0), Point(width, 0), Point(width, height), Point(0, height)]
        var s = SymbolSketch(pen: pen)
        if filled {
            s.draw(.area(SymbolOutline.roundedPolygon(frame, radius: 0.14)))
            s.cut(.dot(center: Point(0.3, 0.28), diameter: 0.17))
            s.cut(.polyline([Point(0.14, 0.7), Point(0.4, 0.45), Point(0.62, 0.64), Point(0.78, 0.52), Point(1.02, 0.7)],
                            width: pen, closed: false))
        } else {
            s.draw(.rounded(SymbolOutline.offsetPolygon(frame, by: -r), radius: 0.14 - r, width: pen))
            s.draw(.dot(center: Point(0.3, 0.28), diameter: 0.17))
            s.line(Point(r, 0.74), Point(0.4, 0.43), Point(0.62, 0.63), Point(0.78, 0.5), Point(width - r, 0.76))
        }
        return s.design
    }

    /// A picture in a frame 1.12 × 0.98 em: the frame's outer edge with corners of 0.12 em and,
    /// 0.18 em inside it (centreline to centreline), its inner edge, round a mountain and the sun.
    /// A pen that leaves less than 0.03 em between the edges draws the frame as one wide line.
    private static func artFrame(pen: Double) -> SymbolDesign {
        let width = 1.12, height = 0.98, r = pen / 2, band = 0.18
        let outer = [Point(r, r), Point(width - r, r), Point(width - r, height - r), Point(r, height - r)]
        let inner = SymbolOutline.offsetPolygon(outer, by: -band)
        var s = SymbolSketch(pen: pen)
        if band - pen >= 0.03 {
            s.draw(.rounded(outer, radius: 0.12 - r, width: pen))
            s.draw(.rounded(inner, radius: 0.02, width: pen))
        } else {
            s.draw(.rounded(SymbolOutline.offsetPolygon(outer, by: -band / 2), radius: max(0.12 - (band + pen) / 2, 0), width: band + pen))
        }
        let x0 = inner[0].x, x1 = inner[1].x, y0 = inner[0].y, y1 = inner[2].y
        let p = { (x: Double, y: Double) in Point(x0 + (x1 - x0) * x, y0 + (y1 - y0) * y) }
        s.draw(.dot(center: p(0.72, 0.32), diameter: 0.12))
        s.line(p(0, 0.9), p(0.34, 0.42), p(0.78, 1))
        return s.design
    }

    /// The bars' heights, as shares of waveform's 0.9 em, left to right.
    static let waveformBars = [0.3, 0.56, 0.9, 0.66, 1, 0.48, 0.74, 0.36, 0.16]

    /// A sound wave 1.1 × 0.9 em: nine upright bars of the pen (at most 0.09 em wide, so that
    /// they keep their gaps), centred on one line.
    private static func waveform(pen: Double) -> SymbolDesign {
        let w = min(pen, 0.09), height = 0.9, step = (1.1 - w) / Double(waveformBars.count - 1)
        var s = SymbolSketch(pen: pen)
        for (i, share) in waveformBars.enumerated() {
            let x = w / 2 + Double(i) * step, half = max(share * height - w, 0) / 2
            s.draw(.polyline([Point(x, height / 2 - half), Point(x, height / 2 + half)], width: w, closed: false))
        }
        return s.design
    }

    /// AirPlay's sound: three arcs of one centre (rings 0.3, 0.62 and 1 em across) open at the
    /// bottom round a solid triangle 0.56 em wide whose point is just under their centre, 1 em
    /// square in all; each arc stops 0.06 em clear of the triangle's sides.
    private static func airplayAudio(pen: Double) -> SymbolDesign {
        let r = pen / 2, c = Point(0.5, 0.5), apex = Point(0.5, 0.54), corner = Point(0.78, 1)
        let side = (corner - apex).normalized ?? Point(0, 1), normal = Point(side.y, -side.x)
        var s = SymbolSketch(pen: pen)
        for radius in [0.15 - r, 0.31 - r, 0.5 - r] {
            // The first angle from straight down at which the arc's line clears the right side.
            var gap = 0.0
            while gap < .pi {
                let p = c + Point(sin(gap), cos(gap)) * radius
                if (p - apex).dot(normal) >= r + 0.06 || p.y < apex.y - r - 0.06 { break }
                gap += .pi / 360
            }
            s.draw(.arc(center: c, radius: radius, start: .pi / 2 + gap, end: 2.5 * .pi - gap, width: pen))
        }
        s.draw(.area(SymbolOutline.roundedPolygon([apex, corner, Point(1 - corner.x, corner.y)], radius: 0.04)))
        return s.design
    }

    /// A camcorder 1.2 × 0.72 em: a body 0.8 em wide with corners of 0.16 em and, 0.06 em to its
    /// right, a lens widening away from it.
    private static func video(filled: Bool, pen: Double) -> SymbolDesign {
        let height = 0.72
        var s = SymbolSketch(pen: pen)
        s.shape([Point(0, 0), Point(0.8, 0), Point(0.8, height), Point(0, height)], radius: 0.16, filled: filled)
        s.shape([Point(0.86, 0.24), Point(1.2, 0.06), Point(1.2, height - 0.06), Point(0.86, height - 0.24)],
                radii: [0.04, 0.07, 0.07, 0.04], filled: filled)
        return s.design
    }
}
