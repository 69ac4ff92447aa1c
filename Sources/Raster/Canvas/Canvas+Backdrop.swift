// Canvas+Backdrop.swift: a material's backdrop: what is drawn so far under a path, blurred, as
// UIKit's blur effects blur what lies behind a material. The pixels under the path's bounds and
// the blur's reach around them (the canvas's edge pixels carried outward past its edges, so a
// card at the screen's edge does not darken there) are blurred with the recursive Gaussian, and
// the bounds' part is composited back through the path's coverage: over an opaque backdrop, the
// blurred pixels inside the path, the originals outside and a mix by coverage on its edge.
// What is blurred is what the canvas shows so far, every open layer over the bottom one, so that
// a material inside a clipped or faded card blurs what lies under the card.

extension Canvas {
    /// Blurs what is drawn so far under `path` (mapped by `projection`) with a Gaussian of σ =
    /// `sigma` in the path's units (taken at the map's largest stretch over the path).
    public func blurBackdrop(under path: Path, rule: FillRule = .nonzero, projection: ProjectiveTransform, sigma: Double) {
        guard let bounds = path.controlBounds else { return }
        let stretch = projection.maximumScale(over: bounds)
        guard stretch.isFinite, let gaussian = GaussianBlur(sigma: sigma * stretch) else { return }
        let corners = [Point(bounds.minX, bounds.minY), Point(bounds.maxX, bounds.minY),
                       Point(bounds.minX, bounds.maxY), Point(bounds.maxX, bounds.maxY)].map(projection.apply)
        guard corners.allSatisfy(\.isFinite) else { return }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let device = Rect(corner: Point(xs.min()!, ys.min()!), Point(xs.max()!, ys.max()!))
        let target = PixelRect(covering: device).intersection(PixelRect(width: width, height: height))
        guard !target.isEmpty, let blurred = blurredPixels(in: target, gaussian) else { return }
        beginLayer()
        clip(to: path, rule: rule, projection: projection)
        drawImage(blurred, in: Rect(x: Double(target.minX), y: Double(target.minY), width: Double(target.width),
                                    height: Double(target.height)), projection: .identity)
        endLayer()
    }

    /// The current layer's pixels in `target`, blurred, with the canvas's edges clamped.
    private func blurredPixels(in target: PixelRect, _ gaussian: GaussianBlur) -> Pixmap? {
        guard var result = Pixmap(width: target.width, height: target.height) else { return nil }
        let plane = target.outset(by: gaussian.reach)
        withPixelPlane(plane) { pixels in
            fillFlattened(pixels, plane)
            gaussian.apply(toPixels: pixels, width: plane.width, height: plane.height, activeRows: 0..<plane.height)
            result.bytes.withUnsafeMutableBytes { out in
                for y in 0..<target.height {
                    let row = pixels + (y + target.minY - plane.minY) * plane.width + (target.minX - plane.minX)
                    for x in 0..<target.width {
                        out.storeBytes(of: Self.pixelBytes(row[x], opaque: false), toByteOffset: (y * target.width + x) * 4,
                                       as: SIMD4<UInt8>.self)
                    }
                }
            }
        }
        return result
    }

    /// Fills `pixels` (covering `plane`) with what the canvas shows so far there: the bottom
    /// layer with every open layer over it, each at its group opacity (a material inside a
    /// clipped card blurs what is under the card, not the card's empty layer), the canvas's edge
    /// pixels carried outward past its edges.
    private func fillFlattened(_ pixels: UnsafeMutablePointer<SIMD4<Float>>, _ plane: PixelRect) {
        func load(_ bytes: UnsafeRawPointer, _ offset: Int) -> SIMD4<Float> {
            SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: bytes.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt8>.self)))
        }
        base.bytes.withUnsafeBytes { bottom in
            for py in 0..<plane.height {
                let y = min(max(plane.minY + py, 0), height - 1)
                for px in 0..<plane.width {
                    let x = min(max(plane.minX + px, 0), width - 1)
                    let offset = (y * width + x) * 4
                    var shown = load(bottom.baseAddress!, offset)
                    for layer in layers {
                        let over = load(UnsafeRawPointer(layer.buffer.base), offset) * Float(layer.opacity)
                        shown = over + shown * (1 - over.w / 255)
                    }
                    pixels[py * plane.width + px] = shown
                }
            }
        }
    }
}
