// RenderClock+WallClock.swift: `Date()` inside a rendered view reads the view's render clock, as
// the dates a timer hands out do, so that code that subtracts one from the other (a stopwatch's
// `now.timeIntervalSince(start)` with `start = Date()` and `now` from `Timer.publish`) measures
// storyboard time, and a frame shows the same at any rendering speed and on every run. The
// monotonic clocks (`ContinuousClock.now`, `SuspendingClock.now`, `ProcessInfo.systemUptime`)
// read it too: from where the system's stood when the view's clock was made, on by the clock's
// time, so that `start.duration(to: .now)` is storyboard time.
// How: Foundation's Date reads CLOCK_REALTIME through the C library's `clock_gettime`. The program
// `flipbook render` builds from a user's files defines `clock_gettime` itself and exports it, so
// the dynamic linker binds Foundation's calls to it, and it answers with `realtime(_:_:)`: while a
// view's code runs (RenderClock.current is bound) the real-time clock is the render clock's date
// and the monotonic ones its time past their origin; every other clock, and these at any other
// moment, is the C library's own, found past this library (RTLD_NEXT). A program built under a sanitizer does not define it: the
// sanitizer's runtime calls `clock_gettime` before Swift's is ready.

import Foundation
#if canImport(Glibc)
import Glibc

extension RenderClock {
    private typealias ClockGettime = @convention(c) (clockid_t, UnsafeMutablePointer<timespec>?) -> Int32

    /// The C library's `clock_gettime`, the next definition after this library.
    private static let systemClockGettime: ClockGettime = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: -1), "clock_gettime") else {
            fatalError("the C library has no clock_gettime")
        }
        return unsafeBitCast(symbol, to: ClockGettime.self)
    }()

    /// The clocks that count time since some start, and do not jump: those `ContinuousClock`,
    /// `SuspendingClock` and `ProcessInfo.systemUptime` read.
    private static let monotonicClocks: Set<clockid_t> = [CLOCK_MONOTONIC, CLOCK_MONOTONIC_RAW, CLOCK_MONOTONIC_COARSE, CLOCK_BOOTTIME]

    /// `clock_gettime` as a rendered view sees it (see the header).
    package static func realtime(_ clock: clockid_t, _ time: UnsafeMutablePointer<timespec>?) -> Int32 {
        guard let time, let render = current else { return systemClockGettime(clock, time) }
        let seconds: Double
        if clock == CLOCK_REALTIME {
            seconds = render.date(at: render.now).timeIntervalSince1970
        } else if monotonicClocks.contains(clock) {
            seconds = render.monotonicOrigin + render.now
        } else {
            return systemClockGettime(clock, time)
        }
        let whole = seconds.rounded(.down)
        time.pointee = timespec(tv_sec: Int(whole), tv_nsec: Int(((seconds - whole) * 1e9).rounded(.down)))
        return 0
    }

    /// The system's monotonic clock now, in seconds, whatever view's code runs.
    package static func systemMonotonicSeconds() -> Double {
        var time = timespec()
        _ = systemClockGettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
#endif

extension RenderClock {
    /// Runs `body` (which makes a root view) as at the first moment of a view's clock: what the
    /// view's initial state reads (`@State private var start = Date()`) is the clock's start, and
    /// the work it schedules as it is made (a task started in the `init` of a model held in
    /// `@State`) is on that clock, which the next engine made on this thread takes as its own.
    /// Made on a clock of its own, the work waited on a clock nothing ever ran: a model that
    /// loads in its `init` loaded for ever.
    package static func atStart<T>(_ body: () -> T) -> T {
        let clock = RenderClock()
        let made = $current.withValue(clock) { body() }
        Thread.current.threadDictionary[handedOverKey] = clock
        return made
    }

    /// The clock a root view was made on by `atStart` on this thread, taken (nil: none waits).
    static func takeHandedOver() -> RenderClock? {
        let dictionary = Thread.current.threadDictionary
        defer { dictionary.removeObject(forKey: handedOverKey) }
        return dictionary[handedOverKey] as? RenderClock
    }

    private static let handedOverKey = "FlipbookUI.RenderClock.handedOver"
}
