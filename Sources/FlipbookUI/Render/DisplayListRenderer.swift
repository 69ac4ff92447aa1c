// DisplayListRenderer.swift: draws a display list onto a Raster canvas: the one place where the
// engine's output becomes pixels. Affine maps go to the canvas as transforms, perspective ones as
// projections (curves are then flattened in path space, with the tolerance shrunk by the
// projection's stretch); layers become offscreen canvas layers.

import Raster

/// Draws display lists onto a canvas.
struct DisplayListRenderer {
    let canvas: Raster.Canvas
    /// The layers of the frame drawn before, to reuse those that did not change.
    let layers: LayerCache

    /// Draws a frame's list.
    func drawFrame(_ list: DisplayList) {
        layers.startFrame()
        draw(list)
    }

    private func draw(_ list: DisplayList) {
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
        case .layer(let effect, let content):
            drawLayer(effect, content)
        case .backdropBlur(let path, let rule, let map, let sigma):
            canvas.blurBackdrop(under: path, rule: rule, projection: map, sigma: sigma)
        }
    }

    /// A layer: composited from what it left where the frames before drew the same, else drawn
    /// with its effect applied to its own pixels (and those kept once it has drawn the same twice
    /// running).
    private func drawLayer(_ effect: LayerEffect, _ content: DisplayList) {
        let place = layers.enterLayer()
        let keepPixels: Bool
        switch layers.lookUp(at: place, for: effect, content: content, on: canvas) {
        case .reuse(let kept):
            layers.skipLayers(effect.layerCount + content.layerCount)
            if case .opacity(let opacity) = effect { canvas.beginLayer(restoring: kept, opacity: opacity) } else {
                canvas.beginLayer(restoring: kept)
            }
            end(effect)
            return
        case .draw(let keep):
            keepPixels = keep
        }
        switch effect {
        case .opacity(let opacity):
            canvas.beginLayer(opacity: opacity)
        case .clip(let path, let rule, let map):
            canvas.beginLayer()
            canvas.clip(to: path, rule: rule, projection: map)
        case .shadow, .blur, .colorMatrix, .alphaThreshold, .blend, .mask:
            canvas.beginLayer()
        }
        draw(content)
        switch effect {
        case .blur(let blur): canvas.blurTopLayer(blur)
        case .colorMatrix(let matrix): canvas.filterTopLayer(matrix)
        case .alphaThreshold(let threshold): canvas.thresholdTopLayer(threshold)
        case .mask(let mask):
            canvas.beginLayer()
            draw(mask)
            canvas.maskTopLayer()
        case .opacity, .clip, .shadow, .blend: break
        }
        if keepPixels, let pixels = canvas.topLayerPixels() { layers.keep(pixels, at: place, for: effect, content: content) }
        end(effect)
    }

    /// Composites the top layer, its own effect already applied to its pixels.
    private func end(_ effect: LayerEffect) {
        switch effect {
        case .shadow(let shadow): canvas.endLayer(shadow: shadow)
        case .blend(let mode): canvas.endLayer(blendMode: mode)
        case .opacity, .clip, .blur, .colorMatrix, .alphaThreshold, .mask: canvas.endLayer()
        }
    }
}
