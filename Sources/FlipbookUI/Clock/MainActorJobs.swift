// MainActorJobs.swift: work a view's task does on the main actor (`Task { … }` written in a view
// or a @MainActor model, which runs where it is written, `Task { @MainActor in … }`,
// `await MainActor.run { … }`, a @MainActor model's async methods) runs on the render clock, with
// the rest of the task. Swift sends such work to the main dispatch queue, which nothing drains
// while a view is played (a runner never returns to a run loop; a test waits for the frame it
// asked for): the task would stop at its first hop. A view played on the main thread (a runner's,
// which plays its view there alone; a snapshot in a test) drains that queue each time the clock
// runs its jobs: through the entry point CoreFoundation's run loop drains it with, and one pass of
// the main run loop, which is where Foundation hands main-actor work over once the run loop
// exists (a button's `Task { await model.load() }` waited for the next clock event without it).
// The pass does not wait: it only takes what is already there.
// A drain runs what was queued when it began; what that queues in turn (a main-actor method
// resuming once its `async let`s are finished, to run its `defer`) is signalled on the queue's
// wake-up handle, as a run loop would see it, and drained before the clock moves on: left for the
// next clock event, a loading flag cleared in a `defer` was never drawn.
// A view played on another thread (the catalog's workers) leaves the main queue alone: its
// main-actor work waits there.

import Foundation
#if canImport(Glibc)
import Glibc
#endif

package enum MainActorJobs {
    /// Runs the main-actor work queued so far, where that is done (see the header). Work queued
    /// while it runs waits for the next drain, as with a run loop.
    static func run() {
        guard Thread.isMainThread else { return }
        var drains = 0
        repeat {
            drainMainQueue(nil)
            _ = RunLoop.main.run(mode: .default, before: .distantPast)
            drains += 1
        } while drains < mostDrains && takeWakeUp()
    }

    /// How many drains one run makes at most: main-actor work that queues more for ever (a
    /// loop of `await MainActor.yield()`) is taken up again at the next clock event.
    static let mostDrains = 1_000

    /// Whether work was queued on the main queue since the signal was last taken (the signal
    /// is taken: a poll of libdispatch's wake-up eventfd, then a read that clears it).
    private static func takeWakeUp() -> Bool {
        #if canImport(Glibc)
        let handle = mainQueueWakeUpHandle()
        var descriptor = pollfd(fd: handle, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) > 0 else { return false }
        var count: UInt64 = 0
        _ = read(handle, &count, MemoryLayout<UInt64>.size)
        return true
        #else
        return false
        #endif
    }
}

/// The eventfd libdispatch signals when the main queue has work, exported for CoreFoundation.
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func mainQueueWakeUpHandle() -> Int32

/// libdispatch's drain of the main queue, exported for CoreFoundation's run loop.
@_silgen_name("_dispatch_main_queue_callback_4CF")
private func drainMainQueue(_ message: UnsafeMutableRawPointer?)
