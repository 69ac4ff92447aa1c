// FramePlan.swift: which frames a control's output needs (their times and the file each goes
// to), and which of them repeat the one before, so each picture is rendered once. A frame repeats
// when the storyboard promises it (`Playback.showsSameFrame`: no tap lands and nothing moves in
// between), not when its pixels happen to match: that would take rendering it to find out.
// Guarantees: `runs` are consecutive, non-empty, and together cover every frame exactly once.

import Foundation
import FlipbookUI
import Gallery

struct FramePlan {
    let times: [Double]
    let names: [String]
    /// Frames that show one picture, in order: each is rendered once, at its first frame's time.
    let runs: [Range<Int>]

    /// The frames of `entry` for `format`, their files named by `path` (`outputFile` if one).
    init(_ entry: CatalogEntry, playback: Playback, format: RenderCommand.Format, fps: Double, at: Double?,
         outputFile: String?, path: (String) -> String) {
        switch format {
        case .gif:
            // Frame k at k / fps, up to the end, which shows the start again: a seamless loop.
            let count = Int((playback.duration * fps).rounded()) + 1
            times = (0..<count).map { Double($0) / fps }
            names = [outputFile ?? path(entry.id + ".gif")]
        case .png:
            times = at.map { [$0] } ?? playback.keyTimes
            names = times.map { outputFile ?? path(String(format: "%@@%.2fs.png", entry.id, $0)) }
        case .frames:
            let count = Int((playback.duration * fps).rounded()) + 1
            times = (0..<count).map { Double($0) / fps }
            names = (1...count).map { path(entry.id + String(format: "/%04d.png", $0)) }
        }
        var runs: [Range<Int>] = []
        var start = 0
        for k in times.indices.dropFirst() where !playback.showsSameFrame(at: times[k], as: times[start]) {
            runs.append(start..<k)
            start = k
        }
        if !times.isEmpty { runs.append(start..<times.count) }
        self.runs = runs
    }

    var frameCount: Int { times.count }
}
