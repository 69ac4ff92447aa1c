// FillRule.swift: which points a path's winding makes "inside".

/// How the winding number of a point decides whether it is painted.
public enum FillRule: String, Sendable, CaseIterable {
    /// Inside where the winding number is not zero.
    case nonzero
    /// Inside where the winding number is odd.
    case evenOdd

    @inline(__always)
    func isInside(_ winding: Int32) -> Bool {
        self == .nonzero ? winding != 0 : winding & 1 != 0
    }
}
