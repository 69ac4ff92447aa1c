// DisplayListRenderer.swift: draws a display list onto a Raster canvas: the one place where the
// engine's output becomes pixels. Affine maps go to the canvas as transforms, perspective ones as
// projections (curves are then flattened in path space, with the tolerance shrunk by the
// projection's stretch); layers become offscreen canvas layers.

import Raster

/// Draws display lists onto a canvas.
struct DisplayListRenderer {
    let canvas: Canvas

    func draw(_ list: DisplayList) {
        for item in list.items { draw(item) }
    }

    private func draw(_ item: DisplayItem) {
        switch item {
        case .fill(let path, let paint, let rule, let map):
            if map.isAffine { canvas.fill(path, with: paint, rule: rule, transform: map.affine) } else {
                canvas.fill(path, with: paint, rule: rule, projection: map)
            }
        case .stroke(let path, let style, let paint, let map):
            if map.isAffine { canvas.stroke(path, style: style, with: paint, transform: map.affine) } else {
                canvas.stroke(path, style: style, with: paint, projection: map)
            }
        case .image(let pixmap, let rect, let map):
            canvas.drawImage(pixmap, in: rect, projection: map)
        case .layer(.opacity(let opacity), let content):
            canvas.beginLayer(opacity: opacity)
            draw(content)
            canvas.endLayer()
        case .layer(.clip(let path, let rule, let map), let content):
            canvas.beginLayer()
            canvas.clip(to: path, rule: rule, projection: map)
            draw(content)
            canvas.endLayer()
        case .layer(.shadow(let shadow), let content):
            offscreen(content) { canvas.endLayer(shadow: shadow) }
        case .layer(.blur(let blur), let content):
            offscreen(content) { canvas.endLayer(blur: blur) }
        case .layer(.colorMatrix(let matrix), let content):
            offscreen(content) { canvas.endLayer(filter: matrix) }
        case .layer(.blend(let mode), let content):
            offscreen(content) { canvas.endLayer(blendMode: mode) }
        case .layer(.mask(let mask), let content):
            canvas.beginLayer()
            draw(content)
            offscreen(mask) { canvas.endMaskedLayer() }
        }
    }

    /// Draws `content` into a new layer, which `end` composites.
    private func offscreen(_ content: DisplayList, ending end: () -> Void) {
        canvas.beginLayer()
        draw(content)
        end()
    }
}

extension ProjectiveTransform {
    /// The affine part, for maps without perspective.
    var affine: Transform {
        Transform(a: m[0][0], b: m[0][1], c: m[1][0], d: m[1][1], tx: m[2][0], ty: m[2][1])
    }
}
