// DisplayList.swift: what a frame draws, in order, with everything resolved: paths in root
// points with the map to device pixels that applies to them, paints, images, and the layers
// (group opacity, clip, shadow, blur, colour matrix, mask, blend mode) that groups of items are composited through. It is the
// engine's output; DisplayListRenderer is the only place that turns it into pixels.

import Raster

/// The drawing of one frame.
struct DisplayList: Equatable {
    var items: [DisplayItem] = []

    /// The layers inside, nested ones too.
    var layerCount: Int {
        items.reduce(0) { count, item in
            guard case .layer(let effect, let content) = item else { return count }
            return count + 1 + effect.layerCount + content.layerCount
        }
    }
}

/// One drawing operation.
enum DisplayItem: Equatable {
    /// A path filled with a paint; `transform` maps the path to device pixels.
    case fill(Raster.Path, Paint, FillRule, transform: ProjectiveTransform)
    /// A path stroked in path space, then mapped.
    case stroke(Raster.Path, Raster.StrokeStyle, Paint, transform: ProjectiveTransform)
    /// A bitmap drawn into a rect (root points), then mapped.
    case image(Pixmap, Rect, transform: ProjectiveTransform)
    /// Items drawn offscreen and composited through an effect.
    case layer(LayerEffect, DisplayList)
    /// What is drawn so far under a path blurred, σ in the path's units (a material's backdrop).
    case backdropBlur(Raster.Path, FillRule, transform: ProjectiveTransform, sigma: Double)
}

/// How a layer is composited onto what is below it.
enum LayerEffect: Equatable {
    case opacity(Double)
    /// Through the inside of a path (mapped by the transform).
    case clip(Raster.Path, FillRule, ProjectiveTransform)
    /// With a blurred, offset copy of the layer's coverage behind it (device pixels).
    case shadow(LayerShadow)
    /// Blurred (device pixels).
    case blur(LayerBlur)
    /// Through a colour matrix on its straight colours.
    case colorMatrix(ColorMatrix)
    /// Cut by its alpha into one colour (GraphicsContext's alphaThreshold filter).
    case alphaThreshold(AlphaThreshold)
    /// Through the alpha of what the mask's list draws.
    case mask(DisplayList)
    /// In a blend mode other than source-over.
    case blend(Raster.BlendMode)
}

extension LayerEffect {
    /// The layers the effect's own drawing holds (a mask's), nested ones too.
    var layerCount: Int {
        if case .mask(let mask) = self { return mask.layerCount }
        return 0
    }
}
