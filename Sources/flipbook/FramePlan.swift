// FramePlan.swift: which frames a control's output needs (their times and the file each goes
// to), and which of them repeat the one before, so each picture is rendered once. A frame repeats
// when the storyboard promises it (`Playback.showsSameFrame`: no tap lands and nothing moves in
// between), not when its pixels happen to match: that would take rendering it to find out.
// Guarantees: `runs` are consecutive, non-empty, and together cover every frame exactly once.

import Foundation

struct FramePlan {
    let times: [Double]
    let names: [String]
    /// Frames that show one picture, in order: each is rendered once, at its first frame's time.
    let runs: [Range<Int>]

    /// The frames of `subject` for `format`, their files named by `path` (`outputFile` if one);
    /// `source` says which frames repeat.
    init(_ subject: RenderSubject, source: FrameSource, format: RenderCommand.Format, fps: Double, at: Double?,
         outputFile: String?, path: (String) -> String) throws {
        // Frame k at k / fps, up to the end. A catalog storyboard ends where it started, so its
        // last frame shows the start again; a loop stops one frame short of its start.
        let timeline = subject.timeline
        let count = max(1, Int((timeline.duration * fps).rounded()) + (timeline.isLoop ? 0 : 1))
        switch format {
        case .gif:
            times = (0..<count).map { Double($0) / fps }
            names = [outputFile ?? path(subject.id + ".gif")]
        case .png:
            times = at.map { [$0] } ?? timeline.keyTimes
            if let outputFile, times.count > 1 {
                // One file, one still: a view that changes has to be told which of its moments.
                let moments = times.map { String(format: "%.2f s", $0) }.joined(separator: ", ")
                throw CLIError.usage("-o \(outputFile) holds one still, and \(subject.id) has \(times.count) key moments (\(moments)): say which moment with --at SECONDS, or name a .gif")
            }
            names = times.map { outputFile ?? path(String(format: "%@@%.2fs.png", subject.id, $0)) }
        case .frames:
            times = (0..<count).map { Double($0) / fps }
            names = (1...count).map { path(subject.id + String(format: "/%04d.png", $0)) }
        }
        var runs: [Range<Int>] = []
        var start = 0
        for k in times.indices.dropFirst() where try !source.showsSameFrame(at: times[k], as: times[start]) {
            runs.append(start..<k)
            start = k
        }
        if !times.isEmpty { runs.append(start..<times.count) }
        self.runs = runs
    }

    var frameCount: Int { times.count }
}
