// GradientTable.swift: a gradient's colours sampled at 256 places along its axis, premultiplied.
// Components are interpolated straight (unpremultiplied) in sRGB, as Core Graphics does.

enum GradientTable {
    static func premultiplied(_ unsortedStops: [GradientStop]) -> [PremultipliedColor] {
        let stops = unsortedStops.filter { $0.location.isFinite }.sorted { $0.location < $1.location }
        guard let first = stops.first, let last = stops.last else {
            return [PremultipliedColor](repeating: PremultipliedColor(premultiplying: .transparent), count: 256)
        }
        return (0..<256).map { i in
            let t = Double(i) / 255
            if t <= first.location { return PremultipliedColor(premultiplying: first.color) }
            if t >= last.location { return PremultipliedColor(premultiplying: last.color) }
            let j = stops.firstIndex { $0.location > t }!
            let a = stops[j - 1], b = stops[j]
            let f = (t - a.location) / (b.location - a.location)
            func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * f).rounded()) }
            return PremultipliedColor(premultiplying: RGBA8(r: mix(a.color.r, b.color.r), g: mix(a.color.g, b.color.g),
                                            b: mix(a.color.b, b.color.b), a: mix(a.color.a, b.color.a)))
        }
    }
}
