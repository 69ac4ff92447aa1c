// ScrollTransitionConfiguration.swift: how a `.scrollTransition` follows its view through the
// viewport. The threshold says where, from hidden (wholly outside) to shown, the view counts as
// shown: by default when all of it is inside. `.interactive` blends the effects from the edge's
// phase at hidden to the identity at the threshold, paced by its timing curve (ease-in-out by
// default, applied forward as the view comes in); `.animated` takes the identity phase from the
// threshold on and the edge's before it. Flipbook switches an `.animated` phase at once: the
// animation given for the switch is not played (see the README).

/// How a scroll transition follows the view.
public struct ScrollTransitionConfiguration: Sendable {
    enum Kind: Sendable {
        case interactive(UnitCurve)
        case animated
        case identity
    }
    let kind: Kind
    var threshold = Threshold.visible

    public static let interactive = ScrollTransitionConfiguration(kind: .interactive(.easeInOut))
    public static let animated = ScrollTransitionConfiguration(kind: .animated)
    public static let identity = ScrollTransitionConfiguration(kind: .identity)

    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(kind: .interactive(timingCurve))
    }

    public static func animated(_ animation: Animation = .bouncy) -> ScrollTransitionConfiguration { .animated }

    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

    /// The point at which the view counts as shown.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.threshold = threshold
        return copy
    }

    /// How far the view is from hidden (0) to the threshold (1), along the scrolling axis:
    /// `view` and `viewport` as their start and end there.
    func progress(view: ClosedRange<Double>, viewport: ClosedRange<Double>) -> Double {
        threshold.progress(view: view, viewport: viewport)
    }
}

extension ScrollTransitionConfiguration {
    /// A point in a view's way from hidden (wholly outside the viewport) to shown.
    public struct Threshold: Sendable {
        indirect enum Measure: Sendable {
            /// A share of the view inside the viewport, 0…1.
            case visible(Double)
            /// The view's centre at the viewport's.
            case centered
            case between(Threshold, Threshold, amount: Double)
        }
        let measure: Measure
        /// How much closer to the viewport's centre the point is.
        var inset = 0.0

        public static let visible = Threshold(measure: .visible(1))
        public static let hidden = Threshold(measure: .visible(0))
        public static var centered: Threshold { Threshold(measure: .centered) }

        /// Shown by `amount` of the view, 0 wholly hidden and 1 wholly inside (clamped to 0…1).
        public static func visible(_ amount: Double) -> Threshold { Threshold(measure: .visible(min(max(amount, 0), 1))) }

        /// A threshold met `distance` closer to the viewport's centre (farther when negative).
        public func inset(by distance: Double) -> Threshold {
            var copy = self
            copy.inset += distance
            return copy
        }

        /// This threshold moved `amount` of the way to `other`, in the progress each gives.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            Threshold(measure: .between(self, other, amount: amount))
        }

        func progress(view: ClosedRange<Double>, viewport whole: ClosedRange<Double>) -> Double {
            let centre = (whole.lowerBound + whole.upperBound) / 2
            let halfLength = max((whole.upperBound - whole.lowerBound) / 2 - inset, 0)
            let viewport = (centre - halfLength)...(centre + halfLength)
            let length = max(view.upperBound - view.lowerBound, .ulpOfOne)
            switch measure {
            case .visible(let amount):
                let inside = max(min(view.upperBound, viewport.upperBound) - max(view.lowerBound, viewport.lowerBound), 0) / length
                guard amount > 0 else { return inside > 0 ? 1 : 0 }
                return min(inside / amount, 1)
            case .centered:
                let reach = (length + 2 * halfLength) / 2
                let distance = abs((view.lowerBound + view.upperBound) / 2 - centre)
                return min(max(1 - distance / max(reach, .ulpOfOne), 0), 1)
            case .between(let a, let b, let amount):
                let from = a.progress(view: view, viewport: viewport), to = b.progress(view: view, viewport: viewport)
                return from + (to - from) * amount
            }
        }
    }
}
