// Storyboard.swift: Flipbook's own API for scripting a demo: rest, tap (at a point, on the view
// showing a text, or on the first view that takes taps), double tap, press and hold, drag, wait until
// everything has settled. A Playback turns a storyboard into a timeline of touch events and draws
// the frame at any time t exactly, whatever was drawn before it: the events up to t are
// replayed, and every animation is a function of time.

import Foundation
import Raster

/// A scripted sequence of rests and touches.
public struct Storyboard: Sendable {
    public enum Step: Sendable, Equatable {
        /// Let time pass.
        case rest(seconds: Double)
        /// Tap (touch down and up at once) a point of the canvas (points).
        case tap(CGPoint)
        /// Tap a point twice, `doubleTapGap` apart: within a double tap's interval
        /// (`onTapGesture(count: 2)`), which the catalog's rhythm between steps is not.
        case doubleTap(CGPoint)
        /// Tap the centre of the view showing this text, or with this accessibility label.
        case tapText(String)
        /// Tap the first view that takes taps (in drawing order).
        case tapFirstTarget
        /// A tap Flipbook chose itself at a point: not made when nothing takes it by then (what
        /// it aimed at is still moving away), as a finger would find nothing there.
        case chosenTap(CGPoint)
        /// Touch a point and hold it for a time before lifting (a button shows itself pressed).
        case press(CGPoint, seconds: Double)
        /// Touch a point and move linearly to another over a time, then lift.
        case drag(from: CGPoint, to: CGPoint, seconds: Double)
        /// Let time pass until every animation and all scheduled work has finished, leaving what
        /// repeats forever, and what is still going 10 s on, running beside the steps.
        case waitUntilSettled

        /// Taps, presses and drags (not rests and waits).
        public var isInteraction: Bool {
            switch self {
            case .tap, .doubleTap, .tapText, .tapFirstTarget, .chosenTap, .press, .drag: return true
            case .rest, .waitUntilSettled: return false
            }
        }
    }

    public var steps: [Step]
    /// How often a drag's touch moves, per second (one event per frame of the output).
    public var touchEventsPerSecond: Double
    /// The timeline's length, when it is not what the steps take (longer: the end rests; shorter:
    /// the timeline stops there).
    public var length: Double?
    /// Where the recording begins: the storyboard before it is played but not shown (a loop taken
    /// once the view repeats alone, after its delays and entrance animations), and the recording's
    /// time 0 is this storyboard time.
    public var origin: Double = 0

    public init(_ steps: [Step], touchEventsPerSecond: Double = 60) {
        self.steps = steps
        self.touchEventsPerSecond = touchEventsPerSecond
    }

    /// When the catalog's rhythm plays its first interaction, in seconds.
    public static let catalogFirstStep = 0.4
    /// How far apart a double tap's taps are (s): well within the 0.35 s a second tap counts in.
    public static let doubleTapGap = 0.15

    /// The catalog's rhythm around interactions (taps, presses, drags): the first at 0.4 s;
    /// after each, settle and rest 0.8 s before the next; after the last, settle and rest 0.4 s.
    /// Rests among them are added where they stand.
    public static func catalog(taps interactions: [Step], touchEventsPerSecond: Double = 60) -> Storyboard {
        var steps: [Step] = [.rest(seconds: catalogFirstStep)]
        let last = interactions.lastIndex { $0.isInteraction }
        for (i, step) in interactions.enumerated() {
            steps.append(step)
            guard step.isInteraction else { continue }
            steps.append(.waitUntilSettled)
            steps.append(.rest(seconds: i == last ? 0.4 : 0.8))
        }
        return Storyboard(steps, touchEventsPerSecond: touchEventsPerSecond)
    }
}

/// A storyboard as played: its touch events in order, its length and its key times.
public struct PlaybackRecording: Codable, Sendable {
    public var events: [Playback.TouchEvent]
    public var duration: Double
    public var keyTimes: [Double]
    /// The storyboard time the recording's time 0 is (Storyboard.origin).
    public var origin: Double = 0

    /// Whether a playback that has been shown time `shown` (and every event up to it) must start
    /// again to show time t: an event it has had comes after t.
    public func mustRestart(toShow t: Double, havingShown shown: Double) -> Bool {
        events.contains { $0.time > t + origin + Playback.eventTimeTolerance && $0.time <= shown + origin + Playback.eventTimeTolerance }
    }
}

/// Why a storyboard cannot be played.
public struct StoryboardError: Error, CustomStringConvertible {
    public let description: String
    public init(description: String) { self.description = description }

    /// A storyboard time as a message shows it: to the millisecond, without float noise
    /// ("1.2", not "1.2000000000000002").
    static func seconds(_ t: Double) -> String { number(t) }

    /// A number as a message shows it, to three decimals without trailing zeros.
    static func number(_ x: Double) -> String {
        let rounded = (x * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.3f", rounded).replacingOccurrences(of: "0+$", with: "", options: .regularExpression)
    }
}

/// A view played through a storyboard: its touches resolved to times and points.
public final class Playback {
    /// A touch going down (the start of a tap, press or drag).
    public struct Tap: Equatable {
        public let time: Double
        public let point: CGPoint
    }

    /// One event of the timeline.
    public struct TouchEvent: Equatable, Codable, Sendable {
        public enum Phase: Equatable, Codable, Sendable { case down, move, up }
        public let time: Double
        public let phase: Phase
        public let point: CGPoint
    }

    /// Every touch event, in order.
    public let events: [TouchEvent]
    /// A frame has the events within a nanosecond after its time too: frame times (n / fps) and a
    /// drag's steps are each rounded, and a move due at a frame's time came a bit after it now and
    /// then, so that frame showed the move before again and the next one jumped two.
    static let eventTimeTolerance = 1e-9
    /// Where and when each touch went down.
    public var taps: [Tap] { events.filter { $0.phase == .down }.map { Tap(time: $0.time, point: $0.point) } }
    /// The recording's length in seconds (from its origin).
    public let duration: Double
    /// The storyboard time the recording's time 0 is.
    public let origin: Double
    /// The moments worth a still: the start, the last frame of each press while it is held, and
    /// each time the storyboard waited for everything to settle.
    public let keyTimes: [Double]
    /// The taps, presses and drags the storyboard gave that changed nothing, as the command line
    /// gives them: their touches reached no view that takes touches, or reached views but none
    /// of their gestures took them (a one-finger drag on a pinch, a single tap on a double tap).
    public private(set) var ignoredSteps: [IgnoredStep] = []

    /// A step given that changed nothing.
    public struct IgnoredStep: Equatable, Sendable {
        /// As the command line gives it: `--tap 120,40 at 0.4 s`.
        public let description: String
        /// Whether the touch reached a view that takes touches (whose gestures then let it go).
        public let reachedAView: Bool
    }
    private let makeRenderer: () -> Renderer
    /// The view being played for frames: made at the first frame asked for, so that a playback
    /// only recorded (a runner's storyboard) runs the view's code no more than its steps did.
    private lazy var current: Renderer = makeRenderer()
    private var applied = 0

    /// Plays the storyboard once to find when and where each touch lands.
    /// - Parameter makeView: makes the root view (called again whenever time goes back).
    public convenience init(_ makeView: @escaping () -> any View, size: CGSize, scale: Double = 2,
                            background: RGBA8? = .white, storyboard: Storyboard) throws {
        try self.init(makeView, configuration: RenderConfiguration(size: size, scale: scale, background: background), storyboard: storyboard)
    }

    /// Plays the storyboard once, rendering as `configuration` says.
    /// - Parameter progress: told the storyboard time before each step is played, so that a
    ///   caller can say where a playback that fails or takes too long had got to.
    public init(_ makeView: @escaping () -> any View, configuration: RenderConfiguration, storyboard: Storyboard,
                progress: (Double) -> Void = { _ in }) throws {
        makeRenderer = { Renderer(erasing: makeView(), configuration: configuration) }
        var recorder = TimelineRecorder(makeProbe: makeRenderer, eventsPerSecond: storyboard.touchEventsPerSecond)
        for step in storyboard.steps {
            // Past the length asked for, nothing more is recorded: the view's code is not run there.
            if let length = storyboard.length, recorder.time >= length { break }
            progress(recorder.time)
            try recorder.play(step)
        }
        recorder.checkLastGivenStep()
        ignoredSteps = recorder.ignoredSteps
        let length = storyboard.length ?? recorder.time
        origin = min(max(storyboard.origin, 0), length)
        duration = length - origin
        events = recorder.events.filter { $0.time <= length }
        let origin = self.origin
        keyTimes = [0] + recorder.keyTimes.filter { $0 > origin && $0 <= length }.map { $0 - origin }
    }

    private init(events: [TouchEvent], duration: Double, keyTimes: [Double], origin: Double, makeRenderer: @escaping () -> Renderer) {
        self.events = events
        self.duration = duration
        self.keyTimes = keyTimes
        self.origin = origin
        self.makeRenderer = makeRenderer
    }

    /// What playing the storyboard found: the touches, the length and the key times.
    public var recording: PlaybackRecording {
        PlaybackRecording(events: events, duration: duration, keyTimes: keyTimes, origin: origin)
    }

    /// A playback of a timeline recorded before (in another process: RunnerServer records in a
    /// child of its own, so that the recording's run of the user's code leaves no trace in the
    /// one that draws the frames).
    public convenience init(_ makeView: @escaping () -> any View, configuration: RenderConfiguration, recording: PlaybackRecording) {
        self.init(events: recording.events, duration: recording.duration, keyTimes: recording.keyTimes, origin: recording.origin,
                  makeRenderer: { Renderer(erasing: makeView(), configuration: configuration) })
    }

    /// Another playback of the same timeline, at its start, for another thread: the storyboard
    /// is not played again (the recording is deterministic, so it would find the same events).
    /// Safe to call from any thread: it reads only what the recording fixed.
    public func duplicate() -> Playback {
        Playback(events: events, duration: duration, keyTimes: keyTimes, origin: origin, makeRenderer: makeRenderer)
    }

    /// The frame at time t of the recording: every touch event up to it applied, animations at
    /// their value then.
    public func frame(at t: Double) -> Pixmap? {
        renderer(at: t + origin).render(at: t + origin)
    }

    /// Whether the frame at `later` is certain to be the frame at `earlier` (earlier ≤ later):
    /// no touch event in (earlier, later] and everything started by then had finished by `earlier`.
    /// A renderer may reuse the earlier frame's pixels instead of drawing the same picture again.
    public func showsSameFrame(at laterShown: Double, as earlierShown: Double) -> Bool {
        let later = laterShown + origin, earlier = earlierShown + origin
        guard earlier <= later else { return false }
        let tolerance = Self.eventTimeTolerance
        if events.contains(where: { $0.time > earlier + tolerance && $0.time <= later + tolerance }) { return false }
        let renderer = self.renderer(at: later)
        renderer.engine.advance(to: later)
        return renderer.settledTime <= earlier
    }

    /// A renderer that has had exactly the events up to time t.
    func renderer(at t: Double) -> Renderer {
        if applied > 0 && events[applied - 1].time > t + Self.eventTimeTolerance {
            current = makeRenderer()
            applied = 0
        }
        while applied < events.count && events[applied].time <= t + Self.eventTimeTolerance {
            current.engine.apply(events[applied])
            applied += 1
        }
        return current
    }
}

extension Engine {
    /// Delivers a recorded touch event at its time.
    func apply(_ event: Playback.TouchEvent) {
        switch event.phase {
        case .down: touchDown(at: event.point, time: event.time)
        case .move: touchMove(to: event.point, time: event.time)
        case .up: touchUp(at: event.point, time: event.time)
        }
    }
}

/// Plays a storyboard's steps on a probe renderer, recording the touch events and key times.
private struct TimelineRecorder {
    let makeProbe: () -> Renderer
    private(set) var probe: Renderer
    let eventsPerSecond: Double
    private(set) var time = 0.0
    private(set) var events: [Playback.TouchEvent] = []
    private(set) var keyTimes: [Double] = [0]
    /// The steps given that changed nothing (Playback.ignoredSteps).
    private(set) var ignoredSteps: [Playback.IgnoredStep] = []
    /// The step given last, and how many touches had been taken before it: checked once what it
    /// started has played out (at the next wait, step or the end).
    private var lastGivenStep: (description: String, takenBefore: Int)?

    /// How long a wait follows work that is still going before it leaves it running (seconds).
    static let waitHorizon = 10.0

    init(makeProbe: @escaping () -> Renderer, eventsPerSecond: Double) {
        self.makeProbe = makeProbe
        probe = makeProbe()
        self.eventsPerSecond = eventsPerSecond > 0 && eventsPerSecond.isFinite ? eventsPerSecond : 60
    }

    mutating func play(_ step: Storyboard.Step) throws {
        if let description = Self.describe(step, at: time) {
            checkLastGivenStep()
            lastGivenStep = (description, probe.engine.takenTouches)
        }
        switch step {
        case .rest(let seconds):
            time += try duration(seconds, "a rest")
        case .waitUntilSettled:
            probe.engine.advance(to: time)
            // What repeats forever (a spinner, a pulsing symbol) goes on beside the steps: the
            // wait is for the rest. Timers and scheduled work are followed while they run (a
            // progress timer that stops at 100 %, a toast hidden after 2 s). When something is
            // still going `waitHorizon` seconds on (a stopwatch's timer, a task looping while a
            // track plays), a probe brought back to this moment follows only the work that runs
            // once, for as long, leaving timers ticking, and the wait ends when the animations
            // then under way do. No wait lasts longer than the horizon.
            var settled = probe.engine.settle(horizon: Self.waitHorizon, repeatingHorizon: Self.waitHorizon, apartFromRepeats: true)
            if settled == nil && probe.engine.runawayTime == nil {
                probe = replayedProbe()
                settled = probe.engine.settleLeavingWorkRunning(horizon: Self.waitHorizon)
                if probe.engine.runawayTime != nil { settled = nil }
            }
            guard let settled else {
                throw StoryboardError(description: "waiting at \(StoryboardError.seconds(time)) s: the view's code kept changing state without end")
            }
            // Animations that outlast the horizon too (a bar running through a 90-second
            // interval) are left running at it.
            time = max(time, min(settled, time + Self.waitHorizon))
            if keyTimes.last != time { keyTimes.append(time) }
            checkLastGivenStep()
        case .tapFirstTarget:
            // A tap Flipbook chose itself (a render given no steps) that finds nothing to take
            // it by now (the button it tapped first faded away) is not made, as a finger would
            // have nothing to tap.
            guard let point = probe.tapTargets(at: time).first, probe.engine.touchDown(at: point, time: time) else { return }
            events.append(.init(time: time, phase: .down, point: point))
            up(at: point)
        case .chosenTap(let point):
            guard probe.engine.touchDown(at: point, time: time) else { return }
            events.append(.init(time: time, phase: .down, point: point))
            up(at: point)
        case .tap(let point):
            if try down(at: point) { up(at: point) }
        case .doubleTap(let point):
            if try down(at: point) { up(at: point) }
            time += Storyboard.doubleTapGap
            if try down(at: point) { up(at: point) }
        case .tapText(let text):
            guard let point = probe.center(ofText: text, at: time, orPart: true) else {
                throw StoryboardError(description: "no view shows the text '\(text)' at \(StoryboardError.seconds(time)) s")
            }
            if try down(at: point) { up(at: point) }
        case .press(let point, let seconds):
            let touched = try down(at: point)
            let start = time
            time += try duration(seconds, "a press")
            guard touched else { return }
            // The held look is what a press is for: a still a frame before the finger lifts.
            let held = max(start, time - 1 / eventsPerSecond)
            if held > (keyTimes.last ?? 0) { keyTimes.append(held) }
            up(at: point)
        case .drag(let from, let to, let seconds):
            let length = try duration(seconds, "a drag")
            guard try down(at: from) else {
                time += length
                return
            }
            let start = time
            let moves = max(1, Int((length * eventsPerSecond).rounded()))
            for k in 1...moves {
                let f = Double(k) / Double(moves)
                let point = CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
                time = start + length * f
                probe.engine.touchMove(to: point, time: time)
                events.append(.init(time: time, phase: .move, point: point))
            }
            up(at: to)
        }
    }

    /// A new probe that has had the events recorded so far, at the current time.
    private func replayedProbe() -> Renderer {
        let fresh = makeProbe()
        for event in events { fresh.engine.apply(event) }
        fresh.engine.advance(to: time)
        return fresh
    }

    private func duration(_ seconds: Double, _ what: String) throws -> Double {
        guard seconds >= 0, seconds.isFinite else { throw StoryboardError(description: "\(what) must last a finite time ≥ 0, not \(seconds) s") }
        return seconds
    }

    /// Notes the last step given as untaken if no gesture has taken a touch since it began.
    mutating func checkLastGivenStep() {
        guard let step = lastGivenStep else { return }
        lastGivenStep = nil
        probe.engine.advance(to: time)
        if probe.engine.takenTouches == step.takenBefore { ignoredSteps.append(.init(description: step.description, reachedAView: true)) }
    }

    /// A step the user gave, as its command-line option says it (nil: one Flipbook chose, or a wait).
    private static func describe(_ step: Storyboard.Step, at time: Double) -> String? {
        func point(_ p: CGPoint) -> String { "\(StoryboardError.number(Double(p.x))),\(StoryboardError.number(Double(p.y)))" }
        let at = "at \(StoryboardError.seconds(time)) s"
        switch step {
        case .tap(let p): return "--tap \(point(p)) \(at)"
        case .doubleTap(let p): return "--double-tap \(point(p)) \(at)"
        case .tapText(let text): return "--tap-text '\(text)' \(at)"
        case .press(let p, _): return "--press \(point(p)) \(at)"
        case .drag(let from, let to, _): return "--drag \(point(from)),\(point(to)) \(at)"
        case .tapFirstTarget, .chosenTap, .rest, .waitUntilSettled: return nil
        }
    }

    /// Puts a finger down for a step given; false when it reaches no view that takes touches
    /// (empty space, a disabled view, a toggle's label), which is noted as ignored, as a finger
    /// there changes nothing. A point off the canvas is an error: no finger can touch there.
    private mutating func down(at point: CGPoint) throws -> Bool {
        let canvas = probe.engine.canvasSize
        guard point.x >= 0, point.y >= 0, point.x <= canvas.width, point.y <= canvas.height else {
            throw StoryboardError(description: "the touch at \(StoryboardError.number(Double(point.x))),\(StoryboardError.number(Double(point.y))) at \(StoryboardError.seconds(time)) s is off the \(StoryboardError.number(Double(canvas.width)))×\(StoryboardError.number(Double(canvas.height))) pt canvas")
        }
        guard probe.engine.touchDown(at: point, time: time) else {
            if let step = lastGivenStep {
                ignoredSteps.append(.init(description: step.description, reachedAView: false))
                lastGivenStep = nil
            }
            return false
        }
        events.append(.init(time: time, phase: .down, point: point))
        return true
    }

    private mutating func up(at point: CGPoint) {
        probe.engine.touchUp(at: point, time: time)
        events.append(.init(time: time, phase: .up, point: point))
    }
}
