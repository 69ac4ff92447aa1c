// TwoFingerGestures.swift: pinch and rotation (iOS 17's MagnifyGesture and RotateGesture, and the
// older MagnificationGesture and RotationGesture). They follow two fingers; a storyboard moves
// one, as a person with one finger on the glass does, so they never begin: the gestures beside
// them (a drag, a double tap) take the touch as they would on a device.

import Foundation

/// Follows two fingers pinching.
public struct MagnifyGesture: Gesture {
    public struct Value: Equatable {
        public var time: Date
        /// The distance between the fingers over the distance when they came down.
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }

    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    public var body: Never { fatalError("primitive") }
}

/// Follows two fingers turning.
public struct RotateGesture: Gesture {
    public struct Value: Equatable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }

    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    public var body: Never { fatalError("primitive") }
}

/// The older pinch: its value is the magnification alone.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    public var body: Never { fatalError("primitive") }
}

/// The older rotation: its value is the angle alone.
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    public var body: Never { fatalError("primitive") }
}
