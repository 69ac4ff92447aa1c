// GIFFrame.swift: one decoded GIF frame as the viewer sees it (composited over the frames before
// it, with disposal and transparency applied), plus its timing and stored rectangle, which tests
// and size comparisons look at.

import Raster

/// One decoded GIF frame.
public struct GIFFrame: Sendable {
    /// A rectangle in screen pixels.
    public struct Rect: Equatable, Sendable {
        public let x: Int, y: Int, width: Int, height: Int
    }

    /// The whole screen after this frame is drawn; transparent pixels are transparent black.
    public let image: Pixmap
    /// How long the frame shows, in centiseconds, as stored (0 if there is no control block).
    public let delay: Int
    /// The rectangle the file stores for this frame (its image descriptor).
    public let rect: Rect
    /// The GIF disposal method (0 unspecified, 1 keep, 2 clear to background, 3 restore previous).
    public let disposal: Int
}
