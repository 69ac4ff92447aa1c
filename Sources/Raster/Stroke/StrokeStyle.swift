// StrokeStyle.swift: how a path's outline is drawn: width, caps, joins, miter limit, dashes.

/// The shape at the open ends of a stroked subpath.
public enum LineCap: String, Sendable, CaseIterable {
    case butt, round, square
}

/// The shape where two segments of a stroked subpath meet.
public enum LineJoin: String, Sendable, CaseIterable {
    case miter, round, bevel
}

/// Stroke parameters, with SwiftUI's and SVG's defaults.
public struct StrokeStyle: Equatable, Sendable {
    /// The pen's width.
    public internal(set) var width: Double
    var cap: LineCap
    var join: LineJoin
    /// The largest allowed ratio of a miter's length to the stroke width (SVG's definition);
    /// sharper corners fall back to a bevel.
    var miterLimit: Double
    var dash: DashPattern?

    public init(width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter,
                miterLimit: Double = 10, dash: DashPattern? = nil) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
    }
}
