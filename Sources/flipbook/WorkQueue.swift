// WorkQueue.swift: a fixed number of workers taking tasks from two lanes, urgent first, where a
// task may add more tasks. It lets `render` keep every core busy across controls: rendering one
// control's frames, compressing another's GIF frames and finishing a third interleave freely,
// with no barrier between controls. Each task learns its worker's number (0..<workers), so it can
// use state only that worker touches (its own playbacks). The queue decides only when work runs,
// never what it produces: everything whose order matters is ordered by the tasks themselves.
// The first error stops the queue: running tasks end, the others are dropped, `run` throws it.

import Foundation

final class WorkQueue: @unchecked Sendable {
    typealias Task = (_ worker: Int) throws -> Void

    let workers: Int
    private var urgent = TaskList(), normal = TaskList()
    private var running = 0
    private var failure: Error?
    private let condition = NSCondition()

    init(workers: Int) {
        precondition(workers >= 1, "a queue needs a worker")
        self.workers = workers
    }

    /// Queues `task`; urgent tasks run before any normal one still waiting.
    func add(urgent isUrgent: Bool = false, _ task: @escaping Task) {
        condition.lock()
        if isUrgent { urgent.append(task) } else { normal.append(task) }
        condition.signal()
        condition.unlock()
    }

    /// Runs tasks on `workers` threads (this one and `workers − 1` started for it) until none is
    /// queued or running; throws the first error.
    func run() throws {
        // Threads of our own: Dispatch's concurrentPerform may run the iterations one after the
        // other when it judges the machine busy, and the first would then do all the work.
        let finished = DispatchGroup()
        for worker in 1..<workers {
            finished.enter()
            let thread = Thread { [self] in
                work(as: worker)
                finished.leave()
            }
            thread.stackSize = Self.stackSize
            thread.start()
        }
        work(as: 0)
        finished.wait()
        if let failure { throw failure }
    }

    /// As much stack as the main thread's usual 8 MiB: drawing recurses through the view tree.
    private static let stackSize = 8 << 20

    private func work(as worker: Int) {
        condition.lock()
        while true {
            while urgent.isEmpty && normal.isEmpty && running > 0 && failure == nil { condition.wait() }
            guard failure == nil, let task = urgent.popFirst() ?? normal.popFirst() else {
                // Done (or failed): wake the others so they see it too.
                condition.broadcast()
                condition.unlock()
                return
            }
            running += 1
            condition.unlock()
            do { try task(worker) } catch {
                condition.lock()
                if failure == nil { failure = error }
                condition.unlock()
            }
            condition.lock()
            running -= 1
            condition.broadcast()
        }
    }
}

extension WorkQueue {
    /// `body(i)` for every i in 0..<count, on up to `workers` threads, the results in order. A
    /// failure is that of the lowest i that failed, so which error a user sees does not depend
    /// on which thread got there first.
    static func map<T>(_ count: Int, workers: Int, _ body: @escaping (Int) throws -> T) throws -> [T] {
        var results = [Result<T, Error>?](repeating: nil, count: count)
        let lock = NSLock()
        let queue = WorkQueue(workers: max(1, min(workers, count)))
        for i in 0..<count {
            queue.add { _ in
                let result = Result { try body(i) }
                lock.lock()
                results[i] = result
                lock.unlock()
            }
        }
        try queue.run()
        return try results.map { try $0!.get() }
    }
}

/// A first-in, first-out list of tasks (popping the front is O(1)).
private struct TaskList {
    private var tasks: [WorkQueue.Task] = []
    private var head = 0

    var isEmpty: Bool { head == tasks.count }

    mutating func append(_ task: @escaping WorkQueue.Task) { tasks.append(task) }

    mutating func popFirst() -> WorkQueue.Task? {
        guard head < tasks.count else { return nil }
        defer {
            head += 1
            if head == tasks.count { tasks.removeAll(keepingCapacity: true); head = 0 }
        }
        return tasks[head]
    }
}
