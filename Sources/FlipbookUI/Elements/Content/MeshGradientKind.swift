// MeshGradientKind.swift: a MeshGradient in its frame (API/MeshGradient.swift for what is chosen
// where Apple publishes nothing): each cell of the grid is cut into small triangles whose corners
// take the interpolated position and colour, and each triangle is filled with its corners' colours
// blended by barycentric weights at every pixel centre inside it, into an image at the device's
// resolution over the background, kept for the frames after while the mesh does not change.
// Points and colours animate as one vector.

import Foundation
import Raster

/// A mesh gradient filling its frame.
struct MeshGradientKind: ElementKind, HitTestsFrame {
    /// The grid: `width` points a row, `height` rows, in the unit square, each with its colour.
    struct Mesh: Equatable {
        var width: Int
        var height: Int
        var points: [CGPoint]
        var colors: [Color]
        var smooth: Bool

        /// Whether the grid is whole: two points a side at least, a colour for each point.
        var isValid: Bool { width >= 2 && height >= 2 && points.count == width * height && colors.count == points.count }
    }

    var mesh: Mesh
    let background: Color

    /// Triangles a cell is cut into along each side (twice this squared in all).
    static let cellSteps = 16

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] { [] }
    func childTransform(in frame: CGRect) -> ProjectiveTransform? { nil }

    func animated<Animator: AttributeAnimator>(by animator: inout Animator) -> Self {
        guard mesh.isValid else { return self }
        var values: [Double] = []
        for p in mesh.points { values += [Double(p.x), Double(p.y)] }
        for c in mesh.colors { values += [c.red, c.green, c.blue, c.alpha] }
        let moved = animator.animate(.effect, GradientVector(values: values)).values
        guard moved.count == values.count else { return self }
        var copy = self
        let n = mesh.points.count
        copy.mesh.points = (0..<n).map { CGPoint(x: moved[2 * $0], y: moved[2 * $0 + 1]) }
        copy.mesh.colors = (0..<n).map { i in
            let k = 2 * n + 4 * i
            return Color(red: moved[k], green: moved[k + 1], blue: moved[k + 2], opacity: moved[k + 3])
        }
        return copy
    }

    func draw(_ element: PresentedElement, into list: inout DisplayListBuilder) {
        let frame = element.frame
        guard frame.width > 0, frame.height > 0 else { return }
        let scale = list.deviceScale
        let width = min(Pixmap.maximumSide, max(1, Int((Double(frame.width) * scale).rounded(.up))))
        let height = min(Pixmap.maximumSide, max(1, Int((Double(frame.height) * scale).rounded(.up))))
        let key = MeshImageCache.Key(mesh: mesh, background: background, width: width, height: height)
        guard let pixmap = MeshImageCache.shared.image(for: key, draw: {
            var image = MeshImage(width: width, height: height, background: Self.components(background))
            if mesh.isValid { image.fill(mesh, steps: Self.cellSteps) }
            return Pixmap(width: width, height: height, premultipliedBytes: image.premultipliedBytes)
        }) else { return }
        list.image(pixmap, in: Rect(frame))
    }

    /// A colour's straight components, gamma-encoded, in 0…1.
    static func components(_ c: Color) -> SIMD4<Double> { SIMD4(c.red, c.green, c.blue, c.alpha) }
}

/// The last meshes drawn, by what they were drawn from: a still mesh behind something that moves
/// is drawn once, not in every frame. Frames are drawn on several threads at once, hence the lock.
private final class MeshImageCache: @unchecked Sendable {
    struct Key: Equatable {
        let mesh: MeshGradientKind.Mesh
        let background: Color
        let width: Int
        let height: Int
    }

    static let shared = MeshImageCache()
    /// Enough for a few meshes on screen at once; an animating mesh draws anew every frame anyway.
    private static let capacity = 4
    private let lock = NSLock()
    private var entries: [(key: Key, image: Pixmap)] = []

    /// The image drawn for `key` before, else what `draw` draws, kept.
    func image(for key: Key, draw: () -> Pixmap?) -> Pixmap? {
        lock.lock()
        if let hit = entries.first(where: { $0.key == key }) {
            lock.unlock()
            return hit.image
        }
        lock.unlock()
        guard let image = draw() else { return nil }
        lock.lock()
        entries.append((key, image))
        if entries.count > Self.capacity { entries.removeFirst() }
        lock.unlock()
        return image
    }
}

/// The image a mesh is drawn into: straight colours, one SIMD4 a pixel.
private struct MeshImage {
    let width: Int
    let height: Int
    var pixels: [SIMD4<Double>]

    init(width: Int, height: Int, background: SIMD4<Double>) {
        self.width = width
        self.height = height
        pixels = Array(repeating: background, count: width * height)
    }

    /// Fills every cell of the mesh, cut into `steps` × `steps` pairs of triangles.
    mutating func fill(_ mesh: MeshGradientKind.Mesh, steps: Int) {
        let colors = mesh.colors.map(MeshGradientKind.components)
        let positions = mesh.points.map { SIMD4(Double($0.x), Double($0.y), 0, 0) }
        let grid = MeshGrid(width: mesh.width, height: mesh.height, smooth: mesh.smooth)
        let size = SIMD4(Double(width), Double(height), 0, 0)
        for row in 0..<(mesh.height - 1) {
            for column in 0..<(mesh.width - 1) {
                // The cell's sample points, in pixels, with their colours.
                var corners: [(p: SIMD4<Double>, c: SIMD4<Double>)] = []
                for j in 0...steps {
                    for i in 0...steps {
                        let s = Double(i) / Double(steps), t = Double(j) / Double(steps)
                        corners.append((grid.value(positions, column, row, s, t) * size, grid.value(colors, column, row, s, t)))
                    }
                }
                for j in 0..<steps {
                    for i in 0..<steps {
                        let a = corners[j * (steps + 1) + i], b = corners[j * (steps + 1) + i + 1]
                        let c = corners[(j + 1) * (steps + 1) + i], d = corners[(j + 1) * (steps + 1) + i + 1]
                        triangle(a, b, d)
                        triangle(a, d, c)
                    }
                }
            }
        }
    }

    /// Fills the pixels whose centres the triangle holds with its corners' colours blended by
    /// barycentric weight.
    private mutating func triangle(_ a: (p: SIMD4<Double>, c: SIMD4<Double>), _ b: (p: SIMD4<Double>, c: SIMD4<Double>),
                                   _ c: (p: SIMD4<Double>, c: SIMD4<Double>)) {
        let area = (b.p.x - a.p.x) * (c.p.y - a.p.y) - (b.p.y - a.p.y) * (c.p.x - a.p.x)
        guard abs(area) > 1e-12 else { return }
        let minX = max(0, Int((min(a.p.x, b.p.x, c.p.x) - 0.5).rounded(.up)))
        let maxX = min(width - 1, Int((max(a.p.x, b.p.x, c.p.x) - 0.5).rounded(.down)))
        let minY = max(0, Int((min(a.p.y, b.p.y, c.p.y) - 0.5).rounded(.up)))
        let maxY = min(height - 1, Int((max(a.p.y, b.p.y, c.p.y) - 0.5).rounded(.down)))
        guard minX <= maxX, minY <= maxY else { return }
        let tolerance = -1e-9
        for y in minY...maxY {
            let py = Double(y) + 0.5
            for x in minX...maxX {
                let px = Double(x) + 0.5
                let wa = ((b.p.x - px) * (c.p.y - py) - (b.p.y - py) * (c.p.x - px)) / area
                let wb = ((c.p.x - px) * (a.p.y - py) - (c.p.y - py) * (a.p.x - px)) / area
                let wc = 1 - wa - wb
                guard wa >= tolerance, wb >= tolerance, wc >= tolerance else { continue }
                pixels[y * width + x] = a.c * wa + b.c * wb + c.c * wc
            }
        }
    }

    /// The pixels premultiplied, as bytes.
    var premultipliedBytes: [UInt8] {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for (i, p) in pixels.enumerated() {
            let q = p.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1))
            let a = q.w
            bytes[4 * i] = UInt8((q.x * a * 255).rounded())
            bytes[4 * i + 1] = UInt8((q.y * a * 255).rounded())
            bytes[4 * i + 2] = UInt8((q.z * a * 255).rounded())
            bytes[4 * i + 3] = UInt8((a * 255).rounded())
        }
        return bytes
    }
}

/// Interpolates values given at a grid's points inside one of its cells: Catmull-Rom splines
/// through the neighbouring rows and columns (the edges repeated), or bilinearly.
private struct MeshGrid {
    let width: Int
    let height: Int
    let smooth: Bool

    /// The value at (s, t) of the cell whose top-leading point is (column, row).
    func value(_ values: [SIMD4<Double>], _ column: Int, _ row: Int, _ s: Double, _ t: Double) -> SIMD4<Double> {
        func at(_ i: Int, _ j: Int) -> SIMD4<Double> { values[min(max(j, 0), height - 1) * width + min(max(i, 0), width - 1)] }
        guard smooth else {
            let top = at(column, row) * (1 - s) + at(column + 1, row) * s
            let bottom = at(column, row + 1) * (1 - s) + at(column + 1, row + 1) * s
            return top * (1 - t) + bottom * t
        }
        let rows = (-1...2).map { dj in
            Self.catmullRom(at(column - 1, row + dj), at(column, row + dj), at(column + 1, row + dj), at(column + 2, row + dj), s)
        }
        return Self.catmullRom(rows[0], rows[1], rows[2], rows[3], t)
    }

    private static func catmullRom(_ p0: SIMD4<Double>, _ p1: SIMD4<Double>, _ p2: SIMD4<Double>, _ p3: SIMD4<Double>,
                                   _ t: Double) -> SIMD4<Double> {
        let t2 = t * t, t3 = t2 * t
        let a: SIMD4<Double> = 2 * p1
        let b: SIMD4<Double> = (p2 - p0) * t
        let c: SIMD4<Double> = (2 * p0 - 5 * p1 + 4 * p2 - p3) * t2
        let d: SIMD4<Double> = (3 * p1 - p0 - 3 * p2 + p3) * t3
        return 0.5 * (a + b + c + d)
    }
}
