// GIFBackground.swift: how the encoder resolves partial alpha, since GIF pixels are either fully
// opaque or fully transparent.

import Raster

/// What a GIF does with the alpha channel of its frames.
public enum GIFBackground: Equatable, Sendable {
    /// Every frame is composited over this colour (its alpha is ignored); the GIF is fully opaque.
    case opaque(RGBA8)
    /// Pixels with alpha below 128 become transparent; the others are composited over `matte`, the
    /// colour the GIF is expected to be shown on, so antialiased edges blend towards it.
    case transparent(matte: RGBA8)
}

extension GIFBackground {
    /// Whether frames may have transparent pixels.
    var isTransparent: Bool {
        if case .transparent = self { return true }
        return false
    }
}
