// RunnerSession.swift: the storyboard a runner plays for the user's view. With interactions
// given, they play in the catalog's rhythm (the first at 0.4 s; after each, settle and rest 0.8 s;
// settle and rest 0.4 s at the end). Without any:
// - a view that animates by itself (animations that repeat forever, repeating timers) is
//   recorded as one seamless loop as long as the common period of what repeats, taken once it
//   repeats alone (past the delays before the passes and the animations that run once; at most 10 s;
//   otherwise 4 s, with a warning); with timers, as many periods as it takes the view to come
//   back to how it started, from the start or from the first tick (a countdown that stops
//   changing is recorded until it stops, and 0.4 s more; else at least 4 s, with a warning: a
//   counter never comes back); a length given in whole periods is a loop too;
// - a view that only settles by itself (an entrance animation, asyncAfter steps) is recorded
//   until it has settled, then rests 0.4 s; one whose work keeps scheduling more at a steady pace
//   (a task sleeping in a loop) is a loop of as many of its periods as it takes to come back;
// - otherwise two taps, in the catalog's rhythm: on the first view a tap reaches (Engine.tapTargets)
//   whose tap changes what is drawn (not a tab already selected), then on the first that changes
//   it again, that one preferred;
// - a view with nothing moving and nothing to tap, or whose taps change nothing, gives one still,
//   with a warning.
// The canvas is the one asked for, else the one the preview asks for (`.previewLayout`,
// `#Preview(traits:)`, `.previewDevice`, `.previewInterfaceOrientation`), else a phone's screen (393 × 852 pt, an iPhone 15's, as an
// Xcode preview shows a view) across each way the view fills when offered it (a Form, a
// NavigationStack, a view with a frame of infinite width), and the view's own size plus a
// margin on each side the other ways (the phone's length where that is longer than a phone but
// the view fits the phone when offered it: a horizontal scroll view's row of chips scrolls);
// the whole screen for a view with an alert, a dialog, a sheet or a menu to present, which
// cover the screen or reach past the view, not the view (sized to a button, a sheet was a sliver
// and a menu was cut off).

import Foundation
import FlipbookUI
import Raster

/// The storyboard of a runner, played.
final class RunnerSession {
    let playback: Playback
    let timeline: RunnerTimeline
    /// How the frames are drawn: the canvas found, the scheme the view asked for.
    let render: RenderConfiguration

    /// What the frames are drawn from, for a process that did not play the storyboard.
    var plan: RunnerPlan { RunnerPlan(render: render, recording: playback.recording, timeline: timeline) }

    /// The screen a view that fills what it is offered is shown on: an iPhone 15's, in points.
    static let phone = CGSize(width: 393, height: 852)

    /// The canvas for a view given none (see the header): what its preview asks for
    /// (`.previewLayout`, `#Preview(traits:)`, a device, an orientation), else chosen by how it fills.
    private static func canvas(for view: Renderer, margin: Double, warnings: inout [String]) throws -> CGSize {
        let preview = view.previewCanvas
        var screen = phone
        if let asked = preview.screen(default: phone) {
            screen = asked
        } else if let device = preview.device {
            warnings.append("the preview's device '\(device.rawValue)' is not one Flipbook knows: shown on an iPhone 15's screen")
        }
        switch preview.layout {
        case .fixed(let width, let height)?:
            guard width > 0, height > 0, width.isFinite, height.isFinite else {
                throw StoryboardError(description: "the preview's fixed layout \(width)×\(height) pt is not a size; give the canvas with --size WxH")
            }
            return CGSize(width: width, height: height)
        case .device?:
            return screen
        case .sizeThatFits?:
            // Xcode offers the screen and shrinks the canvas to what the view takes of it, with
            // no margin: the picture is the view's own size (a badge for a README).
            let fitting = view.size(proposing: ProposedViewSize(screen))
            return CGSize(width: max(fitting.width, 1), height: max(fitting.height, 1))
        case nil:
            return try fillingCanvas(for: view, screen: screen, margin: margin)
        }
    }

    /// The canvas chosen by how the view fills `screen` (see the header).
    private static func fillingCanvas(for view: Renderer, screen: CGSize, margin: Double) throws -> CGSize {
        if view.presentsOverCanvas { return screen }
        // Filling: taking the screen's length, and half of it when offered half (a view larger
        // than the screen takes its own size either way), or more than its ideal length (a row of
        // buttons each of infinite width, which offered half keeps to its smallest).
        let onScreen = view.size(proposing: ProposedViewSize(screen))
        let onHalf = view.size(proposing: ProposedViewSize(width: screen.width / 2, height: screen.height / 2))
        let ideal = view.idealSize
        // Lengths are compared to within rounding: a row's parts (a symbol, a gap, a label, a
        // spacer taking the rest) add up to the screen's width give or take the last bit.
        func takes(_ length: CGFloat, _ offered: CGFloat) -> Bool { abs(length - offered) < 0.001 }
        let fillsWidth = takes(onScreen.width, screen.width) && (takes(onHalf.width, screen.width / 2) || ideal.width < screen.width)
        let fillsHeight = takes(onScreen.height, screen.height) && (takes(onHalf.height, screen.height / 2) || ideal.height < screen.height)
        // Its own size: at the screen's width where it fills that, else its ideal size.
        var own = fillsWidth ? view.size(proposing: ProposedViewSize(width: screen.width, height: nil)) : ideal
        guard own.width.isFinite, own.height.isFinite else {
            throw StoryboardError(description: "the view has no finite ideal size; give the canvas with --size WxH")
        }
        // A view whose ideal size is beyond the screen's but that fits it when offered it (a row
        // of chips in a horizontal scroll view) is shown on the screen, as it would be: scrolling.
        let fitsWidth = fillsWidth || (own.width > screen.width && onScreen.width <= screen.width)
        if fitsWidth && !fillsWidth {
            // As tall as it is at the screen's width: a paragraph wider than the screen on one
            // line wraps onto more there.
            let wrapped = view.size(proposing: ProposedViewSize(width: screen.width, height: nil))
            if wrapped.height.isFinite { own.height = max(own.height, wrapped.height) }
        }
        let fitsHeight = fillsHeight || (own.height > screen.height && onScreen.height <= screen.height)
        return CGSize(width: fitsWidth ? screen.width : max(own.width, 1) + 2 * margin,
                      height: fitsHeight ? screen.height : max(own.height, 1) + 2 * margin)
    }

    /// The longest loop recorded whole; a longer common period is cut to `fallbackLoop`.
    static let longestLoop = 10.0
    /// The longest common period a warning names, for the user to record it whole.
    static let longestNamedLoop = 60.0
    static let fallbackLoop = 4.0

    /// - Parameter progress: told the storyboard time before each step is played.
    init(_ configuration: RunnerConfiguration, root: @escaping () -> any View, progress: (Double) -> Void) throws {
        // Each play of the view (the probes', then the recorded one) prints what it prints alone.
        let root = { PrintedOutput.startOver(); return root() }
        var warnings: [String] = []
        let background = configuration.background.map { RGBA8(r: $0[0], g: $0[1], b: $0[2], a: $0[3]) }
        var render = RenderConfiguration(size: configuration.size ?? .zero, scale: configuration.scale,
                                         background: background, colorScheme: configuration.darkMode ? .dark : .light)
        // A root that asks for a scheme (`.preferredColorScheme(.dark)` in a #Preview) gets it
        // for the whole canvas, as the window takes it in SwiftUI; the background follows when it
        // is the other scheme's default. The view is built again only when its scheme changes.
        // A view given no canvas is measured as it stands on the phone's screen: what it reads
        // back from its own layout (widths passed up in preferences into state) is what it
        // measures there, not in an empty canvas, where every label wrapped to its longest word.
        func onScreen(_ render: RenderConfiguration) -> RenderConfiguration {
            var sizing = render
            if configuration.size == nil { sizing.size = Self.phone }
            return sizing
        }
        var sizing = Renderer(erasing: root(), configuration: onScreen(render))
        if let preferred = sizing.preferredColorScheme, preferred != render.colorScheme {
            let defaultBackground: RGBA8 = render.colorScheme == .dark ? .black : .white
            if render.background == defaultBackground { render.background = preferred == .dark ? .black : .white }
            render.colorScheme = preferred
            if configuration.size == nil { sizing = Renderer(erasing: root(), configuration: onScreen(render)) }
        }
        if configuration.size == nil { render.size = try Self.canvas(for: sizing, margin: configuration.margin, warnings: &warnings) }
        var storyboard: Storyboard
        var isLoop = false
        // What is said about the length chosen, unless the user chose it (--duration).
        func warnAboutLength(_ warning: String) { if configuration.duration == nil { warnings.append(warning) } }
        let steps = configuration.steps.map(Self.step)
        if !steps.isEmpty {
            storyboard = .catalog(taps: steps, touchEventsPerSecond: configuration.fps)
        } else {
            var probe = Renderer(erasing: root(), configuration: render)
            // Work the view schedules once (a task that loads while a spinner turns, then shows
            // what it loaded) is let run first: what repeats, and whether the view settles, is
            // judged from where it leaves the view, and a loop starts no earlier. A view whose work
            // never ends, or whose timers tick, is judged from its start, as before.
            var oneOffWorkEnd = probe.runOneOffWork(horizon: Self.longestLoop) ?? 0
            if oneOffWorkEnd == 0 || probe.hasRepeatingTimers {
                probe = Renderer(erasing: root(), configuration: render)
                oneOffWorkEnd = 0
            }
            let periods = probe.repeatingPeriods
            if !periods.isEmpty {
                var length: Double
                var timerLoopOrigin = 0.0
                isLoop = configuration.duration == nil
                let common = Self.commonPeriod(periods)
                /// Whether the length given is whole periods: then it loops too, its last frame
                /// being its first (not with timers, whose loop is found by looking).
                func lengthGivenLoops(_ period: Double) -> Bool {
                    guard let duration = configuration.duration, !probe.hasRepeatingTimers else { return false }
                    let periods = duration / period
                    return abs(periods - periods.rounded()) < 1e-6
                }
                if let period = common, period <= Self.longestLoop {
                    length = period
                    if configuration.duration != nil, !probe.hasRepeatingTimers { isLoop = lengthGivenLoops(period) }
                    if probe.hasRepeatingTimers {
                        if let seamless = Self.seamlessLoop(of: { Renderer(erasing: root(), configuration: render) }, period: period) {
                            length = seamless.length
                            timerLoopOrigin = seamless.origin
                        } else if let still = Self.stillFrom(of: probe, period: period) {
                            // A countdown that stops at zero, its timer ticking on with nothing to change.
                            length = still + 0.4
                            isLoop = false
                        } else {
                            length = max(period, Self.fallbackLoop)
                            isLoop = false
                            warnAboutLength("what the timers change does not come back to how it started within \(Int(Self.longestLoop)) s; recording \(Self.seconds(length)) s, which does not loop seamlessly")
                        }
                    }
                } else if let period = common, period <= Self.longestNamedLoop {
                    // A period past the longest recorded by itself (a slow 12 s background): cut,
                    // unless the length given is whole periods of it.
                    length = Self.fallbackLoop
                    isLoop = lengthGivenLoops(period)
                    warnAboutLength("what repeats comes back every \(Self.seconds(period)) s, longer than the \(Int(Self.longestLoop)) s Flipbook records by itself; recording \(Int(Self.fallbackLoop)) s, which does not loop seamlessly (--duration \(Self.seconds(period)) records one whole period)")
                } else {
                    length = Self.fallbackLoop
                    warnAboutLength("what repeats has no common period within \(Int(Self.longestLoop)) s; recording \(Int(Self.fallbackLoop)) s, which may not loop seamlessly")
                }
                // The loop is taken once the view repeats alone: after the delays before the
                // passes (staggered dots) and the animations that run once (an entrance). A length
                // the user gives is recorded from the view's appearance, entrance and all, and
                // loops only where the loop starts there.
                let loopOrigin = probe.hasRepeatingTimers ? timerLoopOrigin : max(oneOffWorkEnd, probe.steadyRepeatStart)
                if configuration.duration != nil { isLoop = isLoop && loopOrigin <= 0 }
                let origin = isLoop && configuration.duration == nil ? loopOrigin : 0
                storyboard = Storyboard([.rest(seconds: origin + length)])
                storyboard.origin = origin
            } else if let settled = probe.settleOnItsOwn(horizon: Self.longestLoop) {
                if settled > 0 {
                    storyboard = Storyboard([.waitUntilSettled, .rest(seconds: 0.4)])
                } else if probe.tapTargets(at: 0).isEmpty {
                    storyboard = Storyboard([])
                    warnings.append("nothing animates and nothing takes taps: one still")
                } else {
                    storyboard = Self.tapStoryboard(root: root, configuration: render, fps: configuration.fps, progress: progress, warnings: &warnings)
                }
            } else if let period = Renderer(erasing: root(), configuration: render).workPeriod(horizon: Self.longestLoop),
                      let seamless = Self.seamlessLoop(of: { Renderer(erasing: root(), configuration: render) }, period: period) {
                // Work that keeps scheduling more at a steady pace (a task that sleeps in a loop):
                // as many of its periods as the view takes to come back, as for a timer.
                isLoop = configuration.duration == nil
                storyboard = Storyboard([.rest(seconds: (isLoop ? seamless.origin : 0) + seamless.length)])
                if isLoop { storyboard.origin = seamless.origin }
            } else {
                // Work that keeps scheduling more (an asyncAfter chain) without a known period.
                warnAboutLength("what animates has no period Flipbook can find; recording \(Int(Self.fallbackLoop)) s, which may not loop seamlessly")
                storyboard = Storyboard([.rest(seconds: Self.fallbackLoop)])
                isLoop = configuration.duration == nil
            }
        }
        storyboard.length = configuration.duration
        let played = try Playback(root, configuration: render, storyboard: storyboard, progress: progress)
        for step in played.ignoredSteps {
            guard step.reachedAView else {
                warnings.append("\(step.description) reached no view that takes touches there (empty space, a disabled view, a toggle's label), so it changed nothing")
                continue
            }
            let hint = step.description.hasPrefix("--drag") || step.description.hasPrefix("--press")
                ? "a pinch or a rotation takes two fingers, which a recording does not have"
                : "a view that takes double taps needs --double-tap, one that takes drags --drag"
            warnings.append("\(step.description) reached the view, but none of its gestures took the touch, so it changed nothing (\(hint))")
        }
        playback = played
        self.render = render
        timeline = RunnerTimeline(size: render.size, duration: played.duration, keyTimes: played.keyTimes, isLoop: isLoop, warnings: warnings)
    }

    /// Two taps that change what is drawn, in the catalog's rhythm (see the header); or, when the first
    /// tap starts something that never ends (a repeatForever glow, a timer left running), that tap
    /// and then what it started: the one-off work it scheduled (as far as settling got) and one
    /// common period of what repeats (else `fallbackLoop`), since waiting for it to settle would
    /// wait for ever.
    /// The probe's tap is reported to `progress` too, so a crash or hang it causes is told at its time.
    private static func tapStoryboard(root: () -> any View, configuration: RenderConfiguration, fps: Double,
                                      progress: (Double) -> Void, warnings: inout [String]) -> Storyboard {
        let probe = Renderer(erasing: root(), configuration: configuration)
        let firstTap = Storyboard.catalogFirstStep
        progress(firstTap)
        if let target = probe.tapTargets(at: firstTap).first, probe.tap(at: target, time: firstTap),
           probe.settleOnItsOwn(horizon: longestLoop) == nil {
            let period = commonPeriod(probe.repeatingPeriods).map { min(max($0, 1), longestLoop) } ?? fallbackLoop
            let length = max(probe.clockTime - firstTap, 0) + period
            warnings.append("the tap starts an animation that never ends; recording one tap and \(String(format: "%.2f", length)) s after it")
            return Storyboard([.rest(seconds: firstTap), .tapFirstTarget, .rest(seconds: length)], touchEventsPerSecond: fps)
        }
        // Taps that show something: the first target whose tap changes the picture (not a tab
        // already selected), then the first that changes it again, the same one preferred.
        // Nothing to show (a list whose rows do nothing): one still.
        guard let first = changingTap(preferring: nil, after: [], root: root, configuration: configuration) else {
            warnings.append("nothing animates and no tap changes what is drawn: one still")
            return Storyboard([])
        }
        guard let second = changingTap(preferring: first, after: [first], root: root, configuration: configuration) else {
            return .catalog(taps: [.chosenTap(first), .tapFirstTarget], touchEventsPerSecond: fps)
        }
        return .catalog(taps: [.chosenTap(first), .chosenTap(second)], touchEventsPerSecond: fps)
    }

    /// How many of the views that take taps are tried for a tap that changes something.
    private static let changingTapCandidates = 8

    /// After `taps` (each in the catalog's rhythm), the first view a tap reaches whose tap changes
    /// what is drawn (on the way or once the view has settled), `preferred` first if a tap still
    /// reaches it there;
    /// nil when none does.
    private static func changingTap(preferring preferred: CGPoint?, after taps: [CGPoint], root: () -> any View,
                                    configuration: RenderConfiguration) -> CGPoint? {
        // Looked at at half a pixel a point: a change a tap makes shows there as well, at a
        // sixteenth of the drawing at the default scale.
        var probing = configuration
        probing.scale = 0.5
        /// A probe that has had `taps`, and the time after them.
        func replayed() -> (Renderer, Double) {
            let probe = Renderer(erasing: root(), configuration: probing)
            var t = Storyboard.catalogFirstStep
            for tap in taps {
                _ = probe.tap(at: tap, time: t)
                t = max(t, probe.settleOnItsOwn(horizon: longestLoop) ?? t) + 0.8
            }
            return (probe, t)
        }
        let (lister, listed) = replayed()
        let candidates = (preferred.map { [$0] } ?? []) + lister.tapTargets(at: listed).prefix(changingTapCandidates)
        for candidate in candidates {
            let (probe, t) = replayed()
            guard let before = probe.render(at: t), probe.tap(at: candidate, time: t) else { continue }
            // Looked at on the way too (time only runs forward): confetti that fades away changes
            // the picture for a while.
            var after = [0.2, 0.6].compactMap { probe.render(at: t + $0) }
            let settled = max(t + 0.6, probe.settleOnItsOwn(horizon: longestLoop) ?? t + 1)
            after += [probe.render(at: settled + 0.05)].compactMap { $0 }
            if after.contains(where: { !looksAlike(before, $0) }) { return candidate }
        }
        return nil
    }

    static func step(_ step: RunnerConfiguration.Step) -> Storyboard.Step {
        switch step {
        case .tap(let x, let y): return .tap(CGPoint(x: x, y: y))
        case .doubleTap(let x, let y): return .doubleTap(CGPoint(x: x, y: y))
        case .tapText(let text): return .tapText(text)
        case .press(let x, let y, let seconds): return .press(CGPoint(x: x, y: y), seconds: seconds)
        case .drag(let x1, let y1, let x2, let y2, let seconds):
            return .drag(from: CGPoint(x: x1, y: y1), to: CGPoint(x: x2, y: y2), seconds: seconds)
        case .rest(let seconds): return .rest(seconds: seconds)
        }
    }

    /// The shortest whole number of periods, up to `longestLoop` (and `seamlessCycles`), after which the view looks as
    /// it did in the first period, at the start and at a few moments within (a timer that
    /// toggles a light looks the same at each tick but not between them), with where that loop
    /// starts: at once, else a few periods in (a tick that animates its change first animates from
    /// the view at rest, and only from then on as every later tick does; a spring longer than
    /// the period carries each tick's motion into the next ones, so that it takes a few ticks to
    /// reach its steady round). nil when it never does (a timer that counts on), or when from a
    /// start on it no longer changes at all (a countdown at zero, a still for stillFrom).
    private static func seamlessLoop(of makeProbe: () -> Renderer, period: Double) -> (length: Double, origin: Double)? {
        for origin in (0...latestLoopStart).map({ Double($0) * period }) {
            let probe = makeProbe()
            let phases = (0..<seamlessPhases).map { origin + Double($0) * period / Double(seamlessPhases) }
            let firstPeriod = phases.compactMap { probe.render(at: $0) }
            guard firstPeriod.count == phases.count else { return nil }
            // A view that no longer changes (a countdown at zero) is a still, not a loop.
            let isStill = firstPeriod.allSatisfy { looksAlike($0, firstPeriod[0]) }
            var cycles = 1
            while Double(cycles) * period <= longestLoop + 1e-9, cycles <= seamlessCycles {
                let start = Double(cycles) * period
                let same = zip(phases, firstPeriod).allSatisfy { phase, frame in
                    probe.render(at: start + phase).map { looksAlike($0, frame) } ?? false
                }
                if same {
                    if isStill && cycles == 1 { break }
                    return (start, origin)
                }
                cycles += 1
            }
        }
        return nil
    }

    /// The tick from which the view stops changing (and stays so for `stillTicks` more ticks,
    /// half-way between them too), within `longestLoop`: nil when it keeps changing.
    private static func stillFrom(of probe: Renderer, period: Double) -> Double? {
        var still: (time: Double, frame: Pixmap)?
        var ticks = 0
        var t = 0.0
        while t <= longestLoop + 1e-9, ticks <= 4 * seamlessCycles {
            guard let frame = probe.render(at: t), let between = probe.render(at: t + period / 2) else { return nil }
            if let candidate = still, looksAlike(frame, candidate.frame), looksAlike(between, candidate.frame) {
                if Int(((t - candidate.time) / period).rounded()) >= stillTicks { return candidate.time }
            } else {
                still = looksAlike(frame, between) ? (t, frame) : nil
            }
            t += period
            ticks += 1
        }
        return nil
    }

    /// How many ticks a view must stay the same for to count as having stopped.
    private static let stillTicks = 3

    /// How many periods in a seamless loop may start at the latest.
    private static let latestLoopStart = 3

    /// How many moments of a period are compared to tell whether the view came back.
    private static let seamlessPhases = 4
    /// How many periods are tried at most: a 10 ms stopwatch would otherwise be drawn a
    /// thousand times over before the recording starts.
    private static let seamlessCycles = 40

    /// Two frames that differ by no more than rounding (a turn of 360° drawn again).
    private static func looksAlike(_ a: Pixmap, _ b: Pixmap) -> Bool {
        guard let difference = ImageDifference(a, b) else { return false }
        return difference.maximumChannelDelta <= 3
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }

    /// The least common multiple of the periods, to the millisecond (nil when it overflows).
    static func commonPeriod(_ periods: [Double]) -> Double? {
        var lcm: Int = 1
        for period in periods {
            let ms = max(1, Int((period * 1000).rounded()))
            let g = gcd(lcm, ms)
            let (product, overflow) = (lcm / g).multipliedReportingOverflow(by: ms)
            if overflow || product > 3_600_000 { return nil }
            lcm = product
        }
        return Double(lcm) / 1000
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}

/// What playing the storyboard found, all that drawing its frames needs: the render configuration
/// (canvas, scheme, background), the recorded touches and the timeline told to flipbook.
struct RunnerPlan: Codable {
    var size: CGSize
    var scale: Double
    var background: [UInt8]?
    var isDark: Bool
    var recording: PlaybackRecording
    var timeline: RunnerTimeline

    init(render: RenderConfiguration, recording: PlaybackRecording, timeline: RunnerTimeline) {
        size = render.size
        scale = render.scale
        background = render.background.map { [$0.r, $0.g, $0.b, $0.a] }
        isDark = render.colorScheme == .dark
        self.recording = recording
        self.timeline = timeline
    }

    var render: RenderConfiguration {
        RenderConfiguration(size: size, scale: scale, background: background.map { RGBA8(r: $0[0], g: $0[1], b: $0[2], a: $0[3]) },
                            colorScheme: isDark ? .dark : .light)
    }
}
