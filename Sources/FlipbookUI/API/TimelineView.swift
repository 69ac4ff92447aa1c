// TimelineView.swift: SwiftUI's TimelineView, which builds its content for the dates of a schedule,
// on the view's clock (whose dates start at RenderClock.startDate):
// - `.animation`: every frame. The date shown is animated state, a linear animation over
//   `livePass` seconds repeated without reversing, read by an Animatable view, so the engine
//   draws each frame at its own time as it draws any animation. The timing curve's rounding
//   (swiftui-facts §1.1) leaves the date within 2⁻¹⁰ s (about a millisecond) of the frame's.
//   `paused: true` holds the date the view appeared at.
// - `.periodic(from:by:)`, `.everyMinute`, `.animation(minimumInterval:)`: the last date of the
//   grid at or before the view appeared, then each one after, as repeating clock work (so a
//   recording finds the period).
// - any other schedule, `.explicit` included: its entries one after another, each at its time.

/// What a timeline view's content is built for (apart from the view's generic types, so that a
/// content closure's type can be inferred).
public struct TimelineViewDefaultContext {
    /// How often the content is built again.
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
    /// The date of the schedule's entry the content is built for.
    public let date: Date
    public let cadence: Cadence
}

/// A view that builds its content again for each date of a schedule.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    public typealias Context = TimelineViewDefaultContext

    private let schedule: Schedule
    private let content: (Context) -> Content
    /// Seconds of the view's clock at the date shown.
    @State private var seconds = 0.0
    @State private var ticking = TimelineTicking()

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        TimelineFace(seconds: seconds, cadence: cadence, content: content)
            .onAppear(perform: start)
            .onDisappear { ticking.cancel() }
            // `.animation(paused: !isPlaying)`: pausing holds the date, resuming goes on from now.
            .onChange(of: (schedule as? AnimationTimelineSchedule)?.paused) { start() }
    }

    /// The length of one pass of a live timeline's date animation: long enough that no
    /// recording wraps round, short enough that the curve's rounding stays near a millisecond.
    private static var livePass: Double { 1024 }

    private var cadence: Context.Cadence {
        guard let interval = Self.interval(of: schedule) else { return schedule is AnimationTimelineSchedule ? .live : .seconds }
        return interval < 1 ? .live : interval < 60 ? .seconds : .minutes
    }

    /// The spacing of a schedule's grid of dates, when it has one: at least a millisecond, the
    /// clock's shortest period (a paused animation schedule has none).
    private static func interval(of schedule: Schedule) -> Double? {
        let interval: Double?
        switch schedule {
        case let periodic as PeriodicTimelineSchedule: interval = periodic.interval
        case is EveryMinuteTimelineSchedule: interval = 60
        case let animation as AnimationTimelineSchedule: interval = animation.paused ? nil : animation.minimumInterval
        default: interval = nil
        }
        guard let interval, interval > 0, interval.isFinite else { return nil }
        return max(interval, 0.001)
    }

    /// A date on the schedule's grid, on the view's clock.
    private static func anchor(of schedule: Schedule, appearedAt now: Double) -> Double {
        // The clock starts on a minute, and the other grids count from it.
        guard let periodic = schedule as? PeriodicTimelineSchedule else { return 0 }
        return clockTime(of: periodic.startDate, appearedAt: now, wallClockThen: Date())
    }

    private func start() {
        guard let clock = RenderClock.current else { return }
        ticking.cancel()
        let now = clock.now
        let set = { (t: Double) in withAnimation(nil) { seconds = t } }
        if let live = schedule as? AnimationTimelineSchedule, live.minimumInterval == nil || live.paused {
            set(now)
            guard !live.paused else { return }
            withAnimation(.linear(duration: Self.livePass).repeatForever(autoreverses: false)) { seconds = now + Self.livePass }
        } else if let interval = Self.interval(of: schedule) {
            // The grid's last date at or before now, then one every interval: the grid is the
            // schedule's phase, whether its start date is past or to come (Apple's
            // entries(from:mode:)).
            let anchor = Self.anchor(of: schedule, appearedAt: now)
            let first = anchor + ((now - anchor) / interval).rounded(.down) * interval
            set(first)
            var step = 0.0
            ticking.add(clock.schedule(after: first + interval - now, repeatingEvery: interval) {
                step += 1
                set(first + step * interval)
            })
        } else {
            set(now)
            ticking.follow(schedule.entries(from: clock.date(at: now), mode: .normal), on: clock, set: set)
        }
    }
}

/// Shows the content for the date at the presented seconds.
private struct TimelineFace<Content: View>: View, Animatable {
    var seconds: Double
    let cadence: TimelineViewDefaultContext.Cadence
    let content: (TimelineViewDefaultContext) -> Content

    var animatableData: Double {
        get { seconds }
        set { seconds = newValue }
    }

    var body: some View { content(.init(date: RenderClock.startDate.addingTimeInterval(seconds), cadence: cadence)) }
}

/// Where a schedule's date falls on the view's clock (seconds). A date within a day of the wall
/// clock as it read when the view appeared was made from it (`.periodic(from: .now, by: 1)`):
/// it keeps its distance from that moment, to the millisecond where Date() reads the view's clock
/// (in a runner), else (where Date.now is the wall clock's, not the view's) to a quarter of a
/// second, which the moments between the view's code reading the clock and this reading it do not
/// reach, so that the render is the same on every run. Any other date is taken on the view's
/// clock as it stands.
func clockTime(of date: Date, appearedAt now: Double, wallClockThen: Date) -> Double {
    let fromThen = date.timeIntervalSince(wallClockThen)
    guard abs(fromThen) < 86_400 else { return date.timeIntervalSince(RenderClock.startDate) }
    // In a runner Date() reads the view's clock (RenderClock+WallClock.swift): a date made from it
    // is exact but for a Date's rounding, well under a millisecond.
    if abs(wallClockThen.timeIntervalSince(RenderClock.startDate.addingTimeInterval(now))) < 0.001 {
        return now + (fromThen * 1000).rounded() / 1000
    }
    return now + (fromThen * 4).rounded() / 4
}

/// The clock work of a timeline view: a repeating grid, or a schedule's entries one by one.
final class TimelineTicking {
    private var work: [ScheduledWork] = []
    private var entries: AnyIterator<Date>?
    /// When the view appeared, on its clock and on the wall clock (for clockTime(of:)).
    private var appearedAt = 0.0
    private var wallClockThen = Date()
    /// A schedule whose entries never pass the present (all equal, or going back) is left after
    /// this many, rather than followed for ever.
    private static let stalledEntries = 10_000

    func add(_ item: ScheduledWork) { work.append(item) }

    func cancel() {
        work.forEach { $0.cancel() }
        work.removeAll()
        entries = nil
    }

    /// Shows each entry of `sequence` at its time: the last one at or before now at once, the
    /// next one when it comes.
    func follow<S: Sequence>(_ sequence: S, on clock: RenderClock, set: @escaping (Double) -> Void) where S.Element == Date {
        entries = AnyIterator(sequence.makeIterator())
        appearedAt = clock.now
        wallClockThen = Date()
        next(on: clock, set: set)
    }

    /// Shows the last entry that has come, once, and schedules the next.
    private func next(on clock: RenderClock, set: @escaping (Double) -> Void) {
        var passed = 0, latest: Double?
        defer { latest.map(set) }
        while let date = entries?.next(), passed < Self.stalledEntries {
            let t = clockTime(of: date, appearedAt: appearedAt, wallClockThen: wallClockThen)
            if t > clock.now {
                add(clock.schedule(after: t - clock.now) { [weak self] in
                    set(t)
                    self?.next(on: clock, set: set)
                })
                return
            }
            latest = t
            passed += 1
        }
    }
}
