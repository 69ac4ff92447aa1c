// RenderPipeline.swift: renders and writes a set of controls (RenderJobs) on a WorkQueue, so that
// every worker stays busy across controls, not only within one. The work, per control:
//   render a run of frames (once per picture, FramePlan) → prepare it (FrameOutput: flatten for
//   the GIF; PNGs encoded and written) → add it in order (RenderJob.deliver: the GIF's timeline and
//   planning) → after the last run, choose the palette (GIFEncoder.finishPlanning) → compress each
//   GIF frame (urgent tasks, any worker) → join and write the file.
// Runs are handed out in order over all controls, a few per worker ahead of the last one added,
// so at most that many rendered frames wait at any time: memory does not grow with the frame
// count. Nothing that reaches a file depends on which worker did what or when, so the bytes are
// the same for any number of workers.

import Foundation
import Raster
import FlipbookUI

final class RenderPipeline: @unchecked Sendable {
    private let jobs: [RenderJob]
    private let queue: WorkQueue
    private let progress: Progress
    /// The next run to hand out: its job and run numbers.
    private var cursor = (job: 0, run: 0)
    private let cursorLock = NSLock()
    /// Each worker's frame sources, by job number; touched only by that worker.
    private let sources: [WorkerSources]

    /// Runs handed out beyond those added, per worker: enough that no worker waits for work,
    /// few enough that waiting frames stay a handful.
    private static let runsAheadPerWorker = 4

    init(jobs: [RenderJob], workers: Int, progress: Progress) {
        self.jobs = jobs
        self.progress = progress
        queue = WorkQueue(workers: workers)
        sources = (0..<workers).map { _ in WorkerSources() }
    }

    /// Renders and writes every job; throws the first failure (files already written stay, whole).
    func run() throws {
        for _ in 0..<(Self.runsAheadPerWorker * queue.workers) { handOutNextRun() }
        try queue.run()
    }

    // MARK: - Rendering

    private func handOutNextRun() {
        cursorLock.lock()
        while cursor.job < jobs.count && cursor.run == jobs[cursor.job].plan.runs.count {
            cursor = (cursor.job + 1, 0)
        }
        guard cursor.job < jobs.count else {
            cursorLock.unlock()
            return
        }
        let (job, run) = cursor
        cursor.run += 1
        cursorLock.unlock()
        queue.add { [self] worker in try render(job: job, run: run, worker: worker) }
    }

    private func render(job index: Int, run: Int, worker: Int) throws {
        let job = jobs[index]
        let frames = job.plan.runs[run], time = job.plan.times[frames.lowerBound]
        let source = try failing(job) { try sources[worker].source(of: index, job) }
        let frame = try failing(job) { try source.frame(at: time) }
        let prepared = try failing(job) { try job.output.prepare(frame, frames: frames) }
        progress.rendered(frames.count)
        if case .written(let files) = prepared {
            progress.output(frames.count, files: files.count)
        }
        let (added, isLast) = try failing(job) { try job.deliver(prepared, run: run) }
        for _ in 0..<added { handOutNextRun() }
        if isLast { try finish(job) }
    }

    // MARK: - Finishing

    private func finish(_ job: RenderJob) throws {
        guard let batch = try failing(job, { try job.output.finishPlanning() }) else { return }
        job.expectCompressedFrames(batch.count)
        for index in 0..<batch.count {
            queue.add(urgent: true) { [self] _ in
                let bytes = batch.encodeFrame(index)
                // The job's frames count once more, spread over its GIF frames.
                let frames = job.plan.frameCount
                progress.output((index + 1) * frames / batch.count - index * frames / batch.count, files: 0)
                if let all = job.store(bytes, at: index) {
                    try failing(job) { try job.output.write(batch, compressedFrames: all) }
                    progress.output(0, files: 1)
                }
            }
        }
    }

    /// `body`, its errors reported as one line naming the control.
    private func failing<T>(_ job: RenderJob, _ body: () throws -> T) throws -> T {
        do { return try body() } catch let error as CLIError { throw error } catch let error as RunnerFailure {
            throw CLIError.failure(error.description)
        } catch {
            throw CLIError.failure("\(job.subject.id): \(error)")
        }
    }
}

/// One worker's frame sources. Runs are handed out in job order, so a worker that starts on a
/// job is done with every earlier one and drops their sources.
private final class WorkerSources {
    private var byJob: [Int: FrameSource] = [:]

    func source(of index: Int, _ job: RenderJob) throws -> FrameSource {
        if let source = byJob[index] { return source }
        for earlier in byJob.keys where earlier < index { byJob[earlier] = nil }
        let source = try job.subject.makeSource()
        byJob[index] = source
        return source
    }
}
