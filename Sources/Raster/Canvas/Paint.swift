// Paint.swift: what fills a shape's coverage: a solid colour, or a gradient along a line, around
// a centre (angular) or out from it (radial, elliptical under a stretching transform). Geometry is
// in the same space as the path; angles are radians from +x toward +y, clockwise on a y-down
// screen.

/// A gradient colour stop: a straight sRGB colour at a location in 0…1.
public struct GradientStop: Equatable, Sendable {
    var color: RGBA8
    var location: Double
    public init(color: RGBA8, location: Double) { self.color = color; self.location = location }
}

/// A colour source for fills and strokes.
public enum Paint: Equatable, Sendable {
    case solid(RGBA8)
    /// Colours along the line from `start` to `end` (in the same space as the path), padded
    /// beyond both ends.
    case linearGradient(stops: [GradientStop], start: Point, end: Point)
    /// Colours by direction from `center`: location 0 at `startAngle`, 1 at `endAngle`. Over more
    /// than a turn only the last full turn shows; short of a turn, the gap beyond `endAngle` takes
    /// the last colour for its first half and the first colour for its second.
    case angularGradient(stops: [GradientStop], center: Point, startAngle: Double, endAngle: Double)
    /// Colours by distance from `center`: location 0 at `startRadius`, 1 at `endRadius`, padded
    /// inside and beyond. The circles are drawn in a space that `transform` maps into the path's,
    /// so a scale that differs in x and y makes them ellipses.
    case radialGradient(stops: [GradientStop], center: Point, startRadius: Double, endRadius: Double,
                        transform: Transform = .identity)
}
