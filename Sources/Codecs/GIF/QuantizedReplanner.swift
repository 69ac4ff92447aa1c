// QuantizedReplanner.swift: when colours had to be merged, plans the frames a second time in the
// colours the viewer will actually see. The first plan compares source colours, so a pixel whose
// colour changed slightly but still maps to the same palette entry counts as changed: it widens the
// frame's rectangle and cannot be left transparent. Replaying the first plan rebuilds every frame,
// mapping it through the palette gives the picture the GIF will show, and planning those pictures
// again keeps only what changes on screen (often much less, for antialiased motion and gradients).
// Frames go through one at a time, in order, so only the screen and the planner's two images are
// held.
//
// The mapping depends only on a pixel's colour and position, so equal source frames still become
// equal pictures (loops stay seamless), and every colour of the new plan is a palette entry.

struct QuantizedReplanner {
    private var planner: FramePlanner
    private let width: Int
    /// The first plan's screen, in palette colours: only pixels a frame draws change, so mapping
    /// them keeps it equal to the mapped full frame.
    private var screen: [UInt32]
    /// What the last frame cleared from the screen after showing (empty if it cleared nothing).
    private var clearedByLast = PixelRect.empty

    init(width: Int, height: Int, allowsTransparency: Bool) {
        self.width = width
        planner = FramePlanner(width: width, height: height, allowsTransparency: allowsTransparency)
        screen = [UInt32](repeating: PackedColor.transparent, count: width * height)
    }

    /// Takes the next frame of the first plan; returns the frame of the new plan this one made
    /// final, if any.
    mutating func add(_ frame: PlannedFrame, mapper: inout PaletteMapper) -> PlannedFrame? {
        let rect = frame.rect, width = self.width
        frame.pixels.withUnsafeBufferPointer { pixels in
            screen.withUnsafeMutableBufferPointer { screen in
                for row in 0..<rect.height {
                    let source = pixels.baseAddress! + row * rect.width
                    let target = screen.baseAddress! + (rect.y + row) * width + rect.x
                    // A run of one value at a time.
                    var column = 0
                    while column < rect.width {
                        let pixel = source[column]
                        let end = column + 1 + PixelRun.length(of: pixel, at: source + column + 1, limit: rect.width - column - 1)
                        defer { column = end }
                        // A kept pixel already shows its colour, hence its mapped colour.
                        if PackedColor.isKept(pixel) { continue }
                        if pixel == PackedColor.transparent {
                            (target + column).update(repeating: PackedColor.transparent, count: end - column)
                        } else {
                            mapper.mapRun(of: pixel, x: rect.x + column, y: rect.y + row, count: end - column, into: target + column)
                        }
                    }
                }
            }
        }
        // Only what this frame draws and what the last one cleared can have changed on screen.
        let planned = planner.add(screen, delay: frame.delay, changedWithin: rect.union(clearedByLast))
        clearedByLast = .empty
        if frame.disposal == .restoreToBackground {
            screen.fill(rect, width: width, with: PackedColor.transparent)
            clearedByLast = rect
        }
        return planned
    }

    /// The last frame of the new plan.
    mutating func finish() -> PlannedFrame? { planner.finish() }
}
