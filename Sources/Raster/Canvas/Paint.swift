// Paint.swift: what fills a shape's coverage: a solid colour or a linear gradient.

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
}
