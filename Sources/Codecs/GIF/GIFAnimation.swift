// GIFAnimation.swift: what GIF.decode returns: the screen size, the loop count and the frames
// (each a GIFFrame, composited as a viewer shows it).

/// A decoded GIF.
public struct GIFAnimation: Sendable {
    /// The logical screen size.
    public let width: Int
    public let height: Int
    public let frames: [GIFFrame]
    /// The NETSCAPE2.0 loop count (0 = forever), or nil when the file has no loop extension and
    /// plays once.
    public let loopCount: Int?
}
