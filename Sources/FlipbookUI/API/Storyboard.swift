// Storyboard.swift: Flipbook's own API for scripting a demo: rest, tap (at a point, or on the
// view showing a text), wait until every animation has settled, rest again. A Playback turns a
// storyboard into a timeline and draws the frame at any time t exactly, whatever was drawn
// before it: the taps up to t are replayed, and every animation is a function of time.

import Raster

/// A scripted sequence of rests and taps.
public struct Storyboard: Sendable {
    public enum Step: Sendable, Equatable {
        /// Let time pass.
        case rest(seconds: Double)
        /// Tap a point of the canvas (points).
        case tap(CGPoint)
        /// Tap the centre of the view showing this text, or with this accessibility label.
        case tapText(String)
        /// Tap the first view that takes taps (in drawing order).
        case tapFirstTarget
        /// Let time pass until every animation started so far has finished.
        case waitUntilSettled
    }

    public var steps: [Step]
    public init(_ steps: [Step]) { self.steps = steps }

    /// The catalog's rhythm: the first tap at 0.4 s; after each tap, settle and rest 0.8 s
    /// before the next; after the last, settle and rest 0.4 s.
    public static func catalog(taps: [Step]) -> Storyboard {
        var steps: [Step] = [.rest(seconds: 0.4)]
        for (i, tap) in taps.enumerated() {
            steps.append(tap)
            steps.append(.waitUntilSettled)
            steps.append(.rest(seconds: i == taps.count - 1 ? 0.4 : 0.8))
        }
        return Storyboard(steps)
    }
}

/// Why a storyboard cannot be played.
public struct StoryboardError: Error, CustomStringConvertible {
    public let description: String
}

/// A view played through a storyboard: its taps resolved to times and points.
public final class Playback {
    /// A tap of the timeline.
    public struct Tap: Equatable {
        public let time: Double
        public let point: CGPoint
    }

    public let taps: [Tap]
    /// The storyboard's length in seconds.
    public let duration: Double
    /// The moments worth a still: the start, and each time the storyboard waited for
    /// everything to settle.
    public let keyTimes: [Double]
    private let makeRenderer: () -> Renderer
    private var current: Renderer
    private var applied = 0

    /// Plays the storyboard once to find when and where each tap lands.
    /// - Parameter makeView: makes the root view (called again whenever time goes back).
    public init(_ makeView: @escaping () -> any View, size: CGSize, scale: Double = 2,
                background: RGBA8? = .white, storyboard: Storyboard) throws {
        makeRenderer = { Renderer(erasing: makeView(), size: size, scale: scale, background: background) }
        let probe = makeRenderer()
        var t = 0.0
        var taps: [Tap] = []
        var keys: [Double] = [0]
        for step in storyboard.steps {
            switch step {
            case .rest(let seconds):
                guard seconds >= 0, seconds.isFinite else { throw StoryboardError(description: "a rest must be a finite time ≥ 0, not \(seconds)") }
                t += seconds
            case .waitUntilSettled:
                probe.engine.advance(to: t)
                guard let settled = probe.engine.settle() else {
                    throw StoryboardError(description: "waiting at \(t) s for animations or scheduled work that never settle (a repeatForever, a repeating timer?); rest for a fixed time instead")
                }
                t = max(t, settled)
                if keys.last != t { keys.append(t) }
            case .tap, .tapText, .tapFirstTarget:
                let point: CGPoint?
                switch step {
                case .tap(let p): point = p
                case .tapText(let text): point = probe.center(ofText: text, at: t)
                default: point = probe.tapTargets(at: t).first
                }
                guard let point else { throw StoryboardError(description: "nothing to tap at \(t) s for \(step)") }
                guard probe.tap(at: point, time: t) else {
                    throw StoryboardError(description: "the tap at (\(point.x), \(point.y)) at \(t) s reached no view")
                }
                taps.append(Tap(time: t, point: point))
            }
        }
        self.taps = taps
        duration = t
        keyTimes = keys
        current = makeRenderer()
    }

    /// The frame at time t: every tap at or before t applied, animations at their value at t.
    public func frame(at t: Double) -> Pixmap? {
        renderer(at: t).render(at: t)
    }

    /// Whether the frame at `later` is certain to be the frame at `earlier` (earlier ≤ later):
    /// no tap lands in (earlier, later] and everything started by then had finished by `earlier`.
    /// A renderer may reuse the earlier frame's pixels instead of drawing the same picture again.
    public func showsSameFrame(at later: Double, as earlier: Double) -> Bool {
        guard earlier <= later else { return false }
        if taps.contains(where: { $0.time > earlier && $0.time <= later }) { return false }
        return renderer(at: later).settledTime <= earlier
    }

    /// A renderer that has had exactly the taps up to time t.
    func renderer(at t: Double) -> Renderer {
        if applied > 0 && taps[applied - 1].time > t {
            current = makeRenderer()
            applied = 0
        }
        while applied < taps.count && taps[applied].time <= t {
            current.tap(at: taps[applied].point, time: taps[applied].time)
            applied += 1
        }
        return current
    }
}
