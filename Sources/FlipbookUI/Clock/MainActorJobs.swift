// MainActorJobs.swift: work a view's task does on the main actor (`Task { @MainActor in … }`,
// `await MainActor.run { … }`, a @MainActor model's async methods) runs on the render clock, with
// the rest of the task. Swift sends such work to the main dispatch queue, which nothing drains
// while a runner plays a view (it never returns to a run loop): the task would stop at its first
// hop. A runner plays its view on its main thread alone, so it drains that queue itself each time
// it runs the clock's jobs: through the entry point CoreFoundation's run loop drains it with, and
// one pass of the main run loop, which is where Foundation hands main-actor work over once the
// run loop exists (a button's `Task { await model.load() }` waited for the next clock event
// without it). The pass does not wait: it only takes what is already there.
// Elsewhere (a snapshot in a test, the catalog on worker threads) the main queue is left alone.

import Foundation

package enum MainActorJobs {
    /// Whether the main queue is drained with the clock's jobs: set by a runner, on its main thread.
    package nonisolated(unsafe) static var runWithClockJobs = false

    /// Runs the main-actor work queued so far, where that is done (see the header). Work queued
    /// while it runs waits for the next drain, as with a run loop.
    static func run() {
        guard runWithClockJobs, Thread.isMainThread else { return }
        drainMainQueue(nil)
        _ = RunLoop.main.run(mode: .default, before: .distantPast)
    }
}

/// libdispatch's drain of the main queue, exported for CoreFoundation's run loop.
@_silgen_name("_dispatch_main_queue_callback_4CF")
private func drainMainQueue(_ message: UnsafeMutableRawPointer?)
