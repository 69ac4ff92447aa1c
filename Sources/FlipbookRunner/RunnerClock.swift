// RunnerClock.swift: what the `clock_gettime` a runner defines answers (RenderClock+WallClock.swift
// in FlipbookUI says why): the render clock's date for CLOCK_REALTIME while a view's code runs,
// the C library's clock otherwise.

import Foundation
import FlipbookUI
#if canImport(Glibc)
import Glibc

public enum RunnerClock {
    /// `clock_gettime(clock, time)` as the view being rendered sees it.
    public static func clockGettime(_ clock: clockid_t, _ time: UnsafeMutablePointer<timespec>?) -> Int32 {
        RenderClock.realtime(clock, time)
    }
}
#endif
