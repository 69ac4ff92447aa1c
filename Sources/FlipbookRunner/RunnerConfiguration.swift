// RunnerConfiguration.swift: what `flipbook render MyControl.swift` asks of the program it
// compiles from the user's files (the runner): the canvas (or "find it"), scale, background,
// colour scheme, the interactions to play (or "decide"), the length, the frame rate drags
// sample at, and the memory the user's code may take. Sent as JSON in the runner's first argument; the runner answers with a Timeline.

import Foundation

/// How the runner is to render the user's view.
public struct RunnerConfiguration: Codable, Sendable {
    /// An interaction of the storyboard, as given on the command line.
    public enum Step: Codable, Equatable, Sendable {
        case tap(x: Double, y: Double)
        case doubleTap(x: Double, y: Double)
        case tapText(String)
        case press(x: Double, y: Double, seconds: Double)
        case drag(x1: Double, y1: Double, x2: Double, y2: Double, seconds: Double)
        case rest(seconds: Double)
    }

    /// The canvas in points; nil: the root's ideal size plus `margin` on each side.
    public var size: CGSize?
    public var margin: Double = 16
    public var scale: Double
    /// Straight sRGB bytes; nil: transparent.
    public var background: [UInt8]?
    public var darkMode: Bool
    /// The interactions in order; empty: the runner decides (a loop, two taps, or a still).
    public var steps: [Step]
    /// The storyboard's length; nil: what the steps or the loop take.
    public var duration: Double?
    public var fps: Double
    /// The `.xcassets` folders the view's named images and colours come from.
    public var assetCatalogs: [String]
    /// The bytes of memory the runner and the user's code in it may allocate (its data
    /// segment's limit, which its children inherit); nil: no limit.
    public var memoryLimit: Int?

    public init(size: CGSize?, scale: Double, background: [UInt8]?, darkMode: Bool, steps: [Step], duration: Double?, fps: Double,
                assetCatalogs: [String] = [], memoryLimit: Int? = nil) {
        self.size = size
        self.scale = scale
        self.background = background
        self.darkMode = darkMode
        self.steps = steps
        self.duration = duration
        self.fps = fps
        self.assetCatalogs = assetCatalogs
        self.memoryLimit = memoryLimit
    }
}

/// What the runner found: the canvas and the storyboard's timeline.
public struct RunnerTimeline: Codable, Sendable {
    public var size: CGSize
    public var duration: Double
    public var keyTimes: [Double]
    /// True when the recording is one seamless loop: the frame at `duration` is the first one
    /// again, so it is not recorded.
    public var isLoop: Bool
    /// Things the user should know (no animation found, a loop too long…), one line each.
    public var warnings: [String]

    public init(size: CGSize, duration: Double, keyTimes: [Double], isLoop: Bool, warnings: [String]) {
        self.size = size
        self.duration = duration
        self.keyTimes = keyTimes
        self.isLoop = isLoop
        self.warnings = warnings
    }
}
