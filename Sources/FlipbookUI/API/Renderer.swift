// Renderer.swift: Flipbook's own API (not SwiftUI's): a view rendered at a canvas size and
// scale, like an Xcode preview (the root proposed the canvas size, centred, on white), into
// premultiplied RGBA pixels or a PNG, on a clock: taps are delivered at a time, and any frame
// can be drawn at any later time with every animation at its value then.

import Raster
import Codecs
// The pixels and colours this API hands out and takes, so that `import FlipbookUI` is enough.
@_exported import struct Raster.Pixmap
@_exported import struct Raster.RGBA8

/// How a view is rendered: the canvas in points, pixels per point, the canvas colour (nil:
/// transparent) and the colour scheme of the environment.
public struct RenderConfiguration: Sendable {
    public var size: CGSize
    public var scale: Double
    public var background: RGBA8?
    public var colorScheme: ColorScheme

    public init(size: CGSize, scale: Double = 2, background: RGBA8? = .white, colorScheme: ColorScheme = .light) {
        self.size = size
        self.scale = scale
        self.background = background
        self.colorScheme = colorScheme
    }
}

/// Renders a SwiftUI-style view into frames.
public final class Renderer {
    let engine: Engine
    public let scale: Double
    public let background: RGBA8?
    /// Whether the background is the scheme's default (white, black in dark mode), which follows
    /// the scheme the view asks for.
    private let backgroundFollowsScheme: Bool

    static func defaultBackground(_ scheme: ColorScheme) -> RGBA8 { scheme == .dark ? .black : .white }

    /// - Parameters:
    ///   - size: the canvas in points.
    ///   - scale: pixels per point (2 by default, as on a Retina screen).
    ///   - background: the canvas colour; nil for transparent.
    public convenience init<V: View>(_ view: V, size: CGSize, scale: Double = 2, background: RGBA8? = .white) {
        self.init(erasing: view, size: size, scale: scale, background: background)
    }

    /// A renderer for a view whose type is erased.
    public convenience init(erasing view: any View, size: CGSize, scale: Double = 2, background: RGBA8? = .white) {
        self.init(erasing: view, configuration: RenderConfiguration(size: size, scale: scale, background: background))
    }

    /// A renderer for a view, rendered as `configuration` says.
    public init(erasing view: any View, configuration: RenderConfiguration) {
        var environment = EnvironmentValues()
        environment.colorScheme = configuration.colorScheme
        environment.displayScale = CGFloat(configuration.scale)
        engine = Engine(view, canvasSize: configuration.size, environment: environment)
        scale = configuration.scale
        background = configuration.background
        backgroundFollowsScheme = configuration.background == Self.defaultBackground(configuration.colorScheme)
    }

    /// The size a view takes when nothing is proposed (its ideal size), as laid out with the
    /// environment of `configuration` (its size is ignored).
    public static func idealSize(of view: any View, configuration: RenderConfiguration) -> CGSize {
        Renderer(erasing: view, configuration: configuration).idealSize
    }

    /// The size the view takes when nothing is proposed, in this renderer's environment.
    package var idealSize: CGSize { engine.idealSize }

    /// The size the view takes for `proposal`, in this renderer's environment.
    package func size(proposing proposal: ProposedViewSize) -> CGSize { engine.size(proposing: proposal) }

    public var canvasSize: CGSize { engine.canvasSize }
    public var pixelWidth: Int { Int((Double(engine.canvasSize.width) * scale).rounded()) }
    public var pixelHeight: Int { Int((Double(engine.canvasSize.height) * scale).rounded()) }

    /// The periods of what repeats without end in the view as it stands (animations repeating
    /// forever, repeating timers), for finding a seamless loop.
    package var repeatingPeriods: [Double] { engine.repeatingPeriods }

    /// When the animations that repeat forever are repeating alone (past their lead-in delays,
    /// every other animation finished): from then on the view repeats every common period.
    package var steadyRepeatStart: Double { engine.steadyRepeatStart }

    /// Runs the work the view scheduled to run once (a task that loads, then shows what it
    /// loaded), and what that schedules, for up to `horizon` seconds: when the last of it ran,
    /// or nil when more keeps coming (a task that sleeps in a loop).
    package func runOneOffWork(horizon: Double) -> Double? { engine.runOneOffWork(horizon: horizon) }

    /// Whether repeating timers run: each tick may change the state for good (a counter), so a
    /// loop of their period is seamless only if the view comes back to how it started.
    package var hasRepeatingTimers: Bool { engine.hasRepeatingTimers }

    /// The colour scheme the view asks the canvas for (`.preferredColorScheme`), nil for none.
    package var preferredColorScheme: ColorScheme? { engine.preferredColorScheme }

    /// The canvas the view's previews ask for (`.previewLayout`, `#Preview(traits:)`…).
    package var previewCanvas: PreviewCanvas { engine.previewCanvas }

    /// Whether the view has an alert, a dialog, a sheet or a menu to present, shown or not yet.
    package var presentsOverCanvas: Bool { engine.presentsOverCanvas }

    /// Lets the view's own work and animations run with no interaction, and returns when all of
    /// it has finished (0: nothing moved); nil when it does not finish within `horizon` seconds.
    package func settleOnItsOwn(horizon: Double) -> Double? { engine.settle(horizon: horizon) }

    /// The period of work that keeps scheduling more (a task sleeping in a loop), from the gaps
    /// between the times it runs; nil where they do not repeat within `horizon` seconds.
    package func workPeriod(horizon: Double) -> Double? { engine.workPeriod(horizon: horizon) }

    /// How far the view's clock has run (by taps, settling and drawing).
    package var clockTime: Double { engine.time }

    /// The time of the last tap (0 before any).
    public var time: Double { engine.time }

    /// When every animation started so far has finished.
    public var settledTime: Double { engine.settledTime }

    /// The frame at time t (the last tap's time by default), after the work the view scheduled up
    /// to t (timers, asyncAfter, tasks) has run; nil when the pixel size is out of range.
    public func render(at t: Double? = nil) -> Pixmap? {
        let time = t ?? engine.time
        engine.advance(to: time)
        // The canvas's own default colour turns with the scheme the view asks for, as a window's does.
        let fill = backgroundFollowsScheme ? Self.defaultBackground(engine.colorScheme) : background
        guard let canvas = Raster.Canvas(width: pixelWidth, height: pixelHeight, background: fill ?? .transparent) else { return nil }
        engine.draw(at: time, scale: scale, on: canvas)
        return canvas.pixmap
    }

    /// The frame at time t as PNG bytes.
    public func pngData(at t: Double? = nil) throws -> [UInt8] {
        guard let pixmap = render(at: t) else {
            throw CodecError("canvas \(pixelWidth)×\(pixelHeight) px is outside 1…\(Pixmap.maximumSide)")
        }
        return try PNG.encode(pixmap)
    }

    /// Taps the canvas at a point (in points) at time t (not before the last tap). Returns
    /// false when no view takes the tap.
    @discardableResult
    public func tap(at point: CGPoint, time t: Double? = nil) -> Bool { engine.tap(at: point, time: t ?? engine.time) }

    /// The centre of the view showing `text` (or labelled so for accessibility) at time t, for
    /// tapping it; with `orPart`, a text it is part of when none shows it whole; nil when none does.
    public func center(ofText text: String, at t: Double? = nil, orPart: Bool = false) -> CGPoint? {
        let time = t ?? engine.time
        engine.advance(to: time)
        return engine.center(ofText: text, at: time, orPart: orPart)
    }

    /// The centres of the views that take taps at time t, front-most last.
    public func tapTargets(at t: Double? = nil) -> [CGPoint] {
        let time = t ?? engine.time
        engine.advance(to: time)
        return engine.tapTargets(at: time)
    }
}
