// RenderTaskExecutor.swift: where the tasks a view starts (`.task {}`, `Task {}`) run: a task
// executor whose jobs the engine runs itself, on its own thread, when it advances the clock. A
// task runs until it suspends (in Task.sleep, waiting for the render clock) or ends; sleeping
// resumes it when the clock reaches its wake time. Nothing runs on another thread, so state
// changes made by tasks are ordered with everything else, on every run alike.

import Foundation

/// A task executor drained by the engine.
final class RenderTaskExecutor: TaskExecutor, @unchecked Sendable {
    private var jobs: [UnownedJob] = []
    private let lock = NSLock()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        lock.lock()
        jobs.append(job)
        lock.unlock()
    }

    var hasJobs: Bool { lock.lock(); defer { lock.unlock() }; return !jobs.isEmpty }

    /// Runs the jobs enqueued so far and those they enqueue, until none is left; returns how many ran.
    @discardableResult
    func runJobs(limit: Int = 100_000) -> Int {
        var count = 0
        while count < limit {
            lock.lock()
            let job = jobs.isEmpty ? nil : jobs.removeFirst()
            lock.unlock()
            guard let job else {
                // Then what the tasks sent to the main actor, which may queue more jobs here.
                MainActorJobs.run()
                if hasJobs { continue } else { break }
            }
            job.runSynchronously(on: asUnownedTaskExecutor())
            count += 1
        }
        return count
    }
}

extension RenderClock {
    /// Starts `operation` as a task on this clock: it runs when the engine next runs jobs.
    package func startTask<Success>(priority: TaskPriority? = nil, _ operation: sending @escaping @isolated(any) () async -> Success) -> Task<Success, Never> {
        RenderClock.$current.withValue(self) { Task(executorPreference: executor, priority: priority, operation: operation) }
    }

    /// Starts a throwing `operation` as a task on this clock.
    package func startThrowingTask<Success>(priority: TaskPriority? = nil,
                                            _ operation: sending @escaping @isolated(any) () async throws -> Success) -> Task<Success, Error> {
        RenderClock.$current.withValue(self) { Task(executorPreference: executor, priority: priority, operation: operation) }
    }

    /// Suspends the calling task until the clock reaches now + `seconds`; throws
    /// CancellationError when the task is cancelled first.
    package func sleep(seconds: Double) async throws {
        let wake = SleepResumption()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
                wake.install(continuation)
                let work = schedule(after: seconds) { wake.resume(throwing: nil) }
                wake.onCancel = { work.cancel() }
            }
        } onCancel: {
            wake.resume(throwing: CancellationError())
        }
    }
}

/// Resumes a sleeping task exactly once: at its wake time, or when it is cancelled.
private final class SleepResumption: @unchecked Sendable {
    private var continuation: CheckedContinuation<Void, Error>?
    private var cancelledEarly = false
    var onCancel: (() -> Void)?
    private let lock = NSLock()

    func install(_ c: CheckedContinuation<Void, Error>) {
        lock.lock()
        if cancelledEarly { lock.unlock(); c.resume(throwing: CancellationError()); return }
        continuation = c
        lock.unlock()
    }

    func resume(throwing error: Error?) {
        lock.lock()
        guard let c = continuation else {
            if error != nil { cancelledEarly = true }
            lock.unlock()
            return
        }
        continuation = nil
        let cancel = onCancel
        lock.unlock()
        if let error {
            cancel?()
            c.resume(throwing: error)
        } else {
            c.resume()
        }
    }
}
