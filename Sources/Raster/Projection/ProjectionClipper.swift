// ProjectionClipper.swift: projects a flattened polygon through a homography, first cutting away
// the part behind the eye (weight W ≤ 0), where the projection would fold it inside out.

enum ProjectionClipper {
    /// Smallest weight kept: points closer to the eye plane would project absurdly far away.
    private static let minimumWeight = 1e-6

    static func project(_ polygon: [Point], _ m: ProjectiveTransform) -> [Point] {
        let weights = polygon.map(m.weight)
        if weights.allSatisfy({ $0 >= minimumWeight }) { return polygon.map(m.apply) }
        // Sutherland–Hodgman against the plane W = minimumWeight, in path space (W is affine there).
        var kept: [Point] = []
        for i in polygon.indices {
            let j = (i + 1) % polygon.count
            let (p, q, wp, wq) = (polygon[i], polygon[j], weights[i], weights[j])
            if wp >= minimumWeight { kept.append(p) }
            if (wp >= minimumWeight) != (wq >= minimumWeight) {
                let t = (minimumWeight - wp) / (wq - wp)
                kept.append(p.lerp(to: q, t))
            }
        }
        return kept.map(m.apply)
    }
}
