// Rotation3D.swift: rotation3DEffect as a 2-D projective map, exactly as SwiftUI computes it
// (swiftui-facts §3): in the view's own space (x right, y down, z towards the viewer) a point is
// taken relative to the anchor (anchor.x·w, anchor.y·h, anchorZ), rotated about the unit axis,
// and divided by w′ = 1 − r.z / d with d = max(w, h) / perspective (perspective 0: no division).
// Every step is affine in (x, y) until the division, so the whole map is one homography.

import Raster

enum Rotation3D {
    /// The map from the view's local coordinates (origin at its frame's top-left) to where they
    /// are drawn, in the same local space.
    static func projection(_ spec: Rotation3DEffect, size: CGSize) -> ProjectiveTransform {
        let (ax, ay, az) = (Double(spec.anchor.x * size.width), Double(spec.anchor.y * size.height), Double(spec.anchorZ))
        let length = (spec.axis.x * spec.axis.x + spec.axis.y * spec.axis.y + spec.axis.z * spec.axis.z).squareRoot()
        guard length > 0 else { return .identity }
        let (kx, ky, kz) = (Double(spec.axis.x / length), Double(spec.axis.y / length), Double(spec.axis.z / length))
        let theta = spec.angle.radians, c = cos(theta), s = sin(theta), t = 1 - c
        // Rodrigues: R = c·I + s·[k]× + t·k·kᵀ.
        let r: [[Double]] = [
            [c + t * kx * kx, t * kx * ky - s * kz, t * kx * kz + s * ky],
            [t * ky * kx + s * kz, c + t * ky * ky, t * ky * kz - s * kx],
            [t * kz * kx - s * ky, t * kz * ky + s * kx, c + t * kz * kz],
        ]
        let extent = Double(max(size.width, size.height))
        let inverseDistance = spec.perspective == 0 || extent == 0 ? 0 : Double(spec.perspective) / extent
        // Homogeneous image (X, Y, W) of a local point, affine in (x, y).
        func image(_ x: Double, _ y: Double) -> (Double, Double, Double) {
            let v = (x - ax, y - ay, -az)
            let rx = r[0][0] * v.0 + r[0][1] * v.1 + r[0][2] * v.2
            let ry = r[1][0] * v.0 + r[1][1] * v.1 + r[1][2] * v.2
            let rz = r[2][0] * v.0 + r[2][1] * v.1 + r[2][2] * v.2
            let w = 1 - rz * inverseDistance
            return (ax * w + rx, ay * w + ry, w)
        }
        let o = image(0, 0), ex = image(1, 0), ey = image(0, 1)
        return ProjectiveTransform(rows: [
            [ex.0 - o.0, ex.1 - o.1, ex.2 - o.2],
            [ey.0 - o.0, ey.1 - o.1, ey.2 - o.2],
            [o.0, o.1, o.2],
        ])
    }
}
