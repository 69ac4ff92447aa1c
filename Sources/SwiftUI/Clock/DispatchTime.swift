// DispatchTime.swift: points in time for DispatchQueue.asyncAfter, read from the render clock of
// the view whose code asks (`.now()` is the storyboard time of the current event), so that
// `.now() + 0.5` means half a second of storyboard time. Outside a rendered view, the system's
// uptime.

import Dispatch
import FlipbookUI

/// A point in time, in nanoseconds, on the render clock.
public struct DispatchTime: Comparable, Hashable, Sendable {
    public let uptimeNanoseconds: UInt64

    public init(uptimeNanoseconds: UInt64) { self.uptimeNanoseconds = uptimeNanoseconds }

    /// Now: the render clock's time in a rendered view, else the system's uptime.
    public static func now() -> DispatchTime {
        if let clock = RenderClock.current { return DispatchTime(seconds: clock.now) }
        return DispatchTime(uptimeNanoseconds: Dispatch.DispatchTime.now().uptimeNanoseconds)
    }

    public static let distantFuture = DispatchTime(uptimeNanoseconds: .max)

    init(seconds: Double) {
        uptimeNanoseconds = seconds <= 0 ? 0 : seconds >= Double(UInt64.max) / 1e9 ? .max : UInt64((seconds * 1e9).rounded())
    }

    var seconds: Double { Double(uptimeNanoseconds) / 1e9 }

    public static func < (a: DispatchTime, b: DispatchTime) -> Bool { a.uptimeNanoseconds < b.uptimeNanoseconds }
    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime { DispatchTime(seconds: time.seconds + seconds) }
    public static func - (time: DispatchTime, seconds: Double) -> DispatchTime { DispatchTime(seconds: time.seconds - seconds) }
    public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime { time + interval.seconds }
    public static func - (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime { time - interval.seconds }
}

/// A point in wall-clock time; in a rendered view, the render clock too.
public struct DispatchWallTime: Comparable, Hashable, Sendable {
    let seconds: Double

    public static func now() -> DispatchWallTime {
        if let clock = RenderClock.current { return DispatchWallTime(seconds: clock.now) }
        return DispatchWallTime(seconds: Double(Dispatch.DispatchTime.now().uptimeNanoseconds) / 1e9)
    }

    public static let distantFuture = DispatchWallTime(seconds: .infinity)

    public static func < (a: DispatchWallTime, b: DispatchWallTime) -> Bool { a.seconds < b.seconds }
    public static func + (time: DispatchWallTime, seconds: Double) -> DispatchWallTime { DispatchWallTime(seconds: time.seconds + seconds) }
    public static func - (time: DispatchWallTime, seconds: Double) -> DispatchWallTime { DispatchWallTime(seconds: time.seconds - seconds) }
    public static func + (time: DispatchWallTime, interval: DispatchTimeInterval) -> DispatchWallTime { time + interval.seconds }
}

extension DispatchTimeInterval {
    /// The interval in seconds (`.never` is infinite).
    var seconds: Double {
        switch self {
        case .seconds(let s): return Double(s)
        case .milliseconds(let ms): return Double(ms) / 1e3
        case .microseconds(let us): return Double(us) / 1e6
        case .nanoseconds(let ns): return Double(ns) / 1e9
        case .never: return .infinity
        @unknown default: return 0
        }
    }
}
