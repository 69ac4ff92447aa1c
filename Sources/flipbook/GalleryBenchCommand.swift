// GalleryBenchCommand.swift: `flipbook bench --gallery [--jobs N] [--scale N]` — the whole
// pipeline as a user meets it: every catalog control rendered and encoded into its GIF exactly as
// `render --all` does (same pipeline, same bytes), kept in memory instead of written, so the
// figure measures this machine's cores, not its disk. Prints the work, the wall time, frames per
// second and the peak memory (VmHWM, the kernel's high-water mark of resident memory).

import Foundation

struct GalleryBenchCommand: Command {
    private let render: RenderCommand
    private let jobs: Int

    init(_ options: inout Options) throws {
        guard options.positional.isEmpty else { throw CLIError.usage("bench --gallery takes no positional arguments") }
        jobs = try options.integer("jobs", default: ProcessInfo.processInfo.activeProcessorCount, in: 1...64)
        let scale = try options.double("scale", default: 2, in: 0.25...8)
        try options.finish()
        var renderOptions = try Options(["--all", "--quiet", "--jobs", String(jobs), "--scale", String(scale)])
        render = try RenderCommand(&renderOptions)
    }

    func run() throws {
        let bytes = ByteCounter()
        let start = DispatchTime.now().uptimeNanoseconds
        let done = try render.render(to: { data, _ in bytes.add(data.count) })
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let frames = done.reduce(0) { $0 + $1.plan.frameCount }
        print(String(format: "gallery: %d GIFs, %d frames, %.1f MB of GIF, %d job%@", done.count, frames,
                     Double(bytes.total) / 1e6, jobs, jobs == 1 ? "" : "s"))
        print(String(format: "wall: %.2f s", seconds))
        print(String(format: "frames/s: %.1f", Double(frames) / seconds))
        if let peak = Self.peakResidentKilobytes() {
            print(String(format: "peak memory: %.1f MB", Double(peak) / 1024))
        }
    }

    /// VmHWM from /proc/self/status, in kB; nil where there is no such file.
    static func peakResidentKilobytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }
}

/// A total of bytes that several workers add to.
private final class ByteCounter: @unchecked Sendable {
    private var count = 0
    private let lock = NSLock()

    func add(_ bytes: Int) {
        lock.lock(); defer { lock.unlock() }
        count += bytes
    }

    var total: Int {
        lock.lock(); defer { lock.unlock() }
        return count
    }
}
