// GIFEncoderOptions.swift: the choices a caller makes about an animated GIF: looping, what happens
// to transparency (see GIFBackground), and dithering when colours must be reduced.

import Raster

/// Options for `GIFEncoder` and `GIF.encode`.
public struct GIFEncoderOptions: Equatable, Sendable {
    /// Loop forever (a NETSCAPE2.0 block with loop count 0); false plays the animation once.
    public var loopForever: Bool
    /// Opaque over white unless set.
    public var background: GIFBackground
    /// Ordered (Bayer 8×8) dithering for frames whose colours had to be quantized, i.e. when the
    /// whole animation has more than 256 colours. Exact palettes are never dithered.
    public var dither: Bool

    public init(loopForever: Bool = true, background: GIFBackground = .opaque(.white), dither: Bool = false) {
        self.loopForever = loopForever
        self.background = background
        self.dither = dither
    }
}
