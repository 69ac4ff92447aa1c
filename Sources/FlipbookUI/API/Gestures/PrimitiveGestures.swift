// PrimitiveGestures.swift: the gestures a single touch can make: a tap (one or several), a long
// press, a drag; with SwiftUI's defaults (swiftui-facts-everyday §12).

/// Recognizes one or more taps.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }
    public var body: Never { fatalError("primitive") }
}

/// Recognizes a touch held for a minimum duration without moving far. Its value is true while
/// the touch is held (before and at success).
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
    public var body: Never { fatalError("primitive") }
}

/// Recognizes a touch that moves at least a minimum distance, and follows it.
public struct DragGesture: Gesture {
    /// Where a drag is, where it started, and how it moves.
    public struct Value: Equatable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// Points per second, from the last two touch events.
        public var velocity: CGSize
        /// Where the drag would end if released now: translation plus velocity × 0.5 s (pinned).
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width * 0.5, y: location.y + velocity.height * 0.5)
        }
        public var predictedEndTranslation: CGSize {
            CGSize(width: translation.width + velocity.width * 0.5, height: translation.height + velocity.height * 0.5)
        }
    }

    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace
    /// The one direction the drag takes (nil: any): the engine's own row swipe, which leaves a
    /// drag mostly across it to the list that scrolls.
    var axis: Axis?
    /// The way along `axis` the drag must start (nil: either): a row's swipe towards one edge's
    /// actions, which leaves a drag the other way to the other edge's.
    var sign: FloatingPointSign?

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    init(minimumDistance: CGFloat, along axis: Axis, sign: FloatingPointSign? = nil) {
        self.init(minimumDistance: minimumDistance)
        self.axis = axis
        self.sign = sign
    }

    public var body: Never { fatalError("primitive") }
}

/// Recognizes a tap and reports where it landed.
public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable { public var location: CGPoint }
    public var count: Int
    public var coordinateSpace: CoordinateSpace
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
    public var body: Never { fatalError("primitive") }
}
