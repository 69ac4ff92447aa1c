// TimelineSchedule.swift: the schedules a TimelineView follows: a sequence of dates from a start.

/// Whether a schedule updates at its natural cadence or less often.
public enum TimelineScheduleMode: Sendable {
    case normal
    case lowFrequency
}

/// A sequence of dates a TimelineView builds its content for.
public protocol TimelineSchedule {
    typealias Mode = TimelineScheduleMode
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates from around `startDate` on, in increasing order.
    func entries(from startDate: Date, mode: Mode) -> Entries
}

/// Every frame, or every `minimumInterval` seconds; none while paused.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    public let minimumInterval: Double?
    public let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// Dates a frame of a 60 Hz display (or the minimum interval) apart; none when paused or in
    /// low-frequency mode.
    public func entries(from start: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        guard !paused, mode == .normal else { return AnyIterator { nil } }
        let step = max(minimumInterval ?? 1.0 / 60, 1e-3)
        var k = 0.0
        return AnyIterator {
            defer { k += 1 }
            return start.addingTimeInterval(k * step)
        }
    }
}

/// Dates `interval` seconds apart, aligned on `startDate`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: Double

    public init(from startDate: Date, by interval: Double) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The grid's last date at or before `start`, then every interval after it.
    public func entries(from start: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        guard interval > 0, interval.isFinite else { return AnyIterator(CollectionOfOne(start).makeIterator()) }
        let first = (start.timeIntervalSince(startDate) / interval).rounded(.down)
        var k = first
        return AnyIterator {
            defer { k += 1 }
            return startDate.addingTimeInterval(k * interval)
        }
    }
}

/// The start of each minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}

    public func entries(from start: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: 0), by: 60).entries(from: start, mode: mode)
    }
}

/// The dates given.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    private let dates: Entries

    public init(_ dates: Entries) { self.dates = dates }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: Double) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
