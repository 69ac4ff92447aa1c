// FillRule.swift: which points a path's winding makes "inside".

/// How the winding number of a point decides whether it is painted.
public enum FillRule: String, Sendable, CaseIterable {
    /// Inside where the winding number is not zero.
    case nonzero
    /// Inside where the winding number is odd.
    case evenOdd

    @inline(__always)
    func isInside(_ winding: Int32) -> Bool { winding & insideBits != 0 }

    /// The bits of a winding number that make it inside when any is set: all of them (nonzero)
    /// or the lowest (even-odd).
    @inline(__always)
    var insideBits: Int32 { self == .nonzero ? ~0 : 1 }
}
