// ProjectiveTransform.swift: 3×3 projective maps of the plane, for rotation3DEffect's perspective.
// Row-vector convention, as Core Animation and SwiftUI's ProjectionTransform: a point (x, y, 1)
// times the matrix gives (X, Y, W), and the image is (X / W, Y / W).

/// A projective (homography) map of the plane.
public struct ProjectiveTransform: Equatable, Sendable {
    /// m[row][column]; the third column holds the perspective terms.
    public var m: [[Double]]

    public init(rows: [[Double]]) {
        precondition(rows.count == 3 && rows.allSatisfy { $0.count == 3 }, "a projective transform is 3×3")
        m = rows
    }

    public static let identity = ProjectiveTransform(rows: [[1, 0, 0], [0, 1, 0], [0, 0, 1]])

    public init(_ t: Transform) {
        self.init(rows: [[t.a, t.b, 0], [t.c, t.d, 0], [t.tx, t.ty, 1]])
    }

    /// First self, then `next`.
    public func concatenating(_ next: ProjectiveTransform) -> ProjectiveTransform {
        var r = [[Double]](repeating: [0, 0, 0], count: 3)
        for i in 0..<3 {
            for j in 0..<3 {
                r[i][j] = m[i][0] * next.m[0][j] + m[i][1] * next.m[1][j] + m[i][2] * next.m[2][j]
            }
        }
        return ProjectiveTransform(rows: r)
    }

    /// True when the map has no perspective part.
    public var isAffine: Bool { m[0][2] == 0 && m[1][2] == 0 && m[2][2] == 1 }

    /// The affine part, for maps without perspective.
    public var affine: Transform {
        Transform(a: m[0][0], b: m[0][1], c: m[1][0], d: m[1][1], tx: m[2][0], ty: m[2][1])
    }

    /// The homogeneous weight W of a point; the map is only meaningful where W > 0.
    func weight(_ p: Point) -> Double { p.x * m[0][2] + p.y * m[1][2] + m[2][2] }

    public func apply(_ p: Point) -> Point {
        let w = weight(p)
        return Point((p.x * m[0][0] + p.y * m[1][0] + m[2][0]) / w,
                     (p.x * m[0][1] + p.y * m[1][1] + m[2][1]) / w)
    }

    /// An upper bound on how much the map stretches lengths anywhere inside `rect`, from its
    /// Jacobian at the corners (the stretch of a homography is largest at the corners of a
    /// convex region where W stays positive).
    func maximumScale(over rect: Rect) -> Double {
        var s = 0.0
        for p in [Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY),
                  Point(rect.minX, rect.maxY), Point(rect.maxX, rect.maxY)] {
            let w = weight(p)
            guard w > 0 else { continue }
            let q = apply(p)
            // d(X/W)/dx = (m00 − q.x·m02)/W, and so on.
            let j = Transform(a: (m[0][0] - q.x * m[0][2]) / w, b: (m[0][1] - q.y * m[0][2]) / w,
                              c: (m[1][0] - q.x * m[1][2]) / w, d: (m[1][1] - q.y * m[1][2]) / w, tx: 0, ty: 0)
            s = max(s, j.maximumScale)
        }
        return s
    }

    /// The inverse map, or nil when the matrix is singular.
    public var inverted: ProjectiveTransform? {
        let a = m
        let det = a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1]) - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
            + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0])
        guard det != 0, det.isFinite else { return nil }
        let inv: [[Double]] = [
            [(a[1][1] * a[2][2] - a[1][2] * a[2][1]) / det, (a[0][2] * a[2][1] - a[0][1] * a[2][2]) / det, (a[0][1] * a[1][2] - a[0][2] * a[1][1]) / det],
            [(a[1][2] * a[2][0] - a[1][0] * a[2][2]) / det, (a[0][0] * a[2][2] - a[0][2] * a[2][0]) / det, (a[0][2] * a[1][0] - a[0][0] * a[1][2]) / det],
            [(a[1][0] * a[2][1] - a[1][1] * a[2][0]) / det, (a[0][1] * a[2][0] - a[0][0] * a[2][1]) / det, (a[0][0] * a[1][1] - a[0][1] * a[1][0]) / det],
        ]
        return ProjectiveTransform(rows: inv)
    }
}
