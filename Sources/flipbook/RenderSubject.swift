// RenderSubject.swift: what `flipbook render` draws — a catalog control, played in this
// process, or a user's file, played by its runner in a child process — seen the same way by the
// pipeline: a name, a canvas, a timeline, and frame sources (one per worker, since a playback
// moves forward in time).

import Foundation
import FlipbookUI
import FlipbookRunner
import Gallery
import Raster

/// Where a subject's frames come from.
protocol FrameSource: AnyObject {
    func frame(at t: Double) throws -> Pixmap
    /// Whether the frame at `later` is certain to be the frame at `earlier`.
    func showsSameFrame(at later: Double, as earlier: Double) throws -> Bool
}

/// The storyboard's timeline, as the output plans its frames.
struct SubjectTimeline {
    let duration: Double
    let keyTimes: [Double]
    /// One seamless loop: the frame at `duration` would be the first one again.
    let isLoop: Bool
}

/// Something to render.
struct RenderSubject {
    /// Names the output files and prefixes messages.
    let id: String
    let canvas: CGSize
    let timeline: SubjectTimeline
    /// Things to tell the user before rendering (one line each).
    let warnings: [String]
    let makeSource: () throws -> FrameSource
}

extension Playback: FrameSource {
    func frame(at t: Double) throws -> Pixmap {
        guard let pixmap = frame(at: t) as Pixmap? else {
            throw CLIError.failure("the frame at \(t) s could not be rendered")
        }
        return pixmap
    }
}

extension RenderSubject {
    /// A catalog control, rendered as `configuration` says (the canvas is the control's).
    static func catalog(_ entry: CatalogEntry, configuration: RenderConfiguration) throws -> RenderSubject {
        var configuration = configuration
        configuration.size = entry.canvas
        let probe: Playback
        do { probe = try Playback(entry.view, configuration: configuration, storyboard: entry.storyboard) } catch {
            throw CLIError.failure("\(entry.id): \(error)")
        }
        // Each worker's playback and the frame plan's are duplicates of this one: the storyboard
        // is played once per control, not once more per worker.
        return RenderSubject(id: entry.id, canvas: entry.canvas,
                             timeline: SubjectTimeline(duration: probe.duration, keyTimes: probe.keyTimes, isLoop: false),
                             warnings: [], makeSource: { probe.duplicate() })
    }
}

/// A user's view played by a runner process.
final class RemotePlayback: FrameSource {
    let process: RunnerProcess
    let timeline: RunnerTimeline

    init(runner: String, configuration: RunnerConfiguration, name: String, timeout: Double, sourcePaths: [String] = []) throws {
        process = try RunnerProcess(executable: runner, configuration: configuration, name: name, timeout: timeout, sourcePaths: sourcePaths)
        timeline = try process.timeline()
    }

    func frame(at t: Double) throws -> Pixmap { try process.frame(at: t) }
    func showsSameFrame(at later: Double, as earlier: Double) throws -> Bool { try process.showsSameFrame(at: later, as: earlier) }
}
