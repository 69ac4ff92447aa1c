// RenderJob.swift: one control on its way through the render pipeline: its frame plan, its
// output, and the two places where order matters. Runs of frames are rendered on any worker in
// any order, but the GIF encoder takes them in plan order: `deliver` keeps early arrivals aside
// and whoever hands in the next missing run adds every run now in order (one worker at a time, the
// others go back to rendering). Compressed GIF frames come back in any order too; `store` keeps
// each in its place and says when the last one is in.

import Foundation

final class RenderJob: @unchecked Sendable {
    let subject: RenderSubject
    let plan: FramePlan
    let output: FrameOutput

    private let lock = NSLock()
    /// Prepared runs that arrived before an earlier one, by run number.
    private var early: [Int: FrameOutput.Prepared] = [:]
    private var nextRun = 0
    private var adding = false
    private var compressed: [[UInt8]] = []
    private var compressedCount = 0

    init(subject: RenderSubject, plan: FramePlan, output: FrameOutput) {
        self.subject = subject
        self.plan = plan
        self.output = output
    }

    /// Hands in run `run`'s prepared picture. Returns how many runs this call added to the output
    /// (0 when an earlier run is still missing or another worker is adding) and whether it added
    /// the last one.
    func deliver(_ prepared: FrameOutput.Prepared, run: Int) throws -> (added: Int, isLast: Bool) {
        lock.lock()
        early[run] = prepared
        guard !adding else {
            lock.unlock()
            return (0, false)
        }
        adding = true
        var added = 0
        while let next = early.removeValue(forKey: nextRun) {
            let frames = plan.runs[nextRun]
            lock.unlock()
            do { try output.add(next, frames: frames) } catch {
                lock.lock(); adding = false; lock.unlock()
                throw error
            }
            lock.lock()
            nextRun += 1
            added += 1
        }
        adding = false
        let isLast = added > 0 && nextRun == plan.runs.count
        lock.unlock()
        return (added, isLast)
    }

    /// Expects `count` compressed GIF frames.
    func expectCompressedFrames(_ count: Int) {
        lock.lock(); defer { lock.unlock() }
        compressed = [[UInt8]](repeating: [], count: count)
    }

    /// Keeps compressed frame `index`; returns every frame, in order, once this was the last.
    func store(_ bytes: [UInt8], at index: Int) -> [[UInt8]]? {
        lock.lock(); defer { lock.unlock() }
        compressed[index] = bytes
        compressedCount += 1
        guard compressedCount == compressed.count else { return nil }
        defer { compressed = [] }
        return compressed
    }
}
