// SymbolPlayEffect.swift: a discrete symbol effect at a phase: each whole unit of the phase is one
// play, and between two whole numbers the effect is part way through one (a bounce's scale, a
// pulse's fade: sin(π · fraction) from nothing to the peak and back; a wiggle's rocking, a
// rotation's turn, a breath's swell). At rest, on a whole number, the symbol is as it was.
// Layout is unchanged.

import Foundation
import Raster

/// A bounce, fade, wiggle, turn or breath of the subtree at a phase.
struct SymbolPlayEffect: ElementKind, TransparentLayout, HitTestsChildren {
    enum Style: Equatable, Sendable {
        /// Scaled up (or down) at the peak.
        case bounce(down: Bool)
        /// Faded by the amount at the peak (a pulse, a variable-colour cycle).
        case fade(Double)
        /// Rocked to and fro, twice, dying away (iOS 18's wiggle).
        case wiggle(Wiggle)
        /// Turned once round, easing in and out (iOS 18's rotate).
        case rotate(clockwise: Bool)
        /// Swelling a little and back, slowly (iOS 18's breathe).
        case breathe
    }
    /// How a wiggle rocks: turning (clockwise first, or the other way), or shaking along a
    /// direction (its first move that way, by a tenth of the symbol's size; by eye).
    enum Wiggle: Equatable, Sendable {
        case turn(clockwise: Bool)
        case shake(dx: Double, dy: Double)
    }

    var style: Style
    var phase: Double
    /// The share of each unit of the phase the play takes; the rest is a pause at rest (a
    /// periodic repeat's delay).
    var activeShare = 1.0
    /// Whether each play eases in and out by itself, the phase moving on at an even pace: how a
    /// count of plays goes (`.repeat(3)`), each as long as one play alone (one easing over all
    /// three stretched the first and the last).
    var easesEachPlay = false

    /// One play's length, and how far it goes (swiftui-facts-everyday.md §14, pinned for the
    /// bounce; by eye for the iOS 18 effects, unverified: a wiggle of 15°, a breath of 8 %).
    static let playDuration = 0.5
    static let bounceScale = 0.15
    static let pulseFade = 0.5
    static let wiggleAngle = Double.pi / 12
    static let wiggleShake = 0.1
    static let breatheScale = 0.08

    /// How far through the play under way: 0 at rest (on a whole number, or in the pause).
    private var progress: Double {
        guard phase.isFinite else { return 0 }
        let fraction = phase - phase.rounded(.down)
        let share = min(fraction / max(activeShare, 1e-9), 1)
        return easesEachPlay ? UnitCurve.easeInOut.value(at: share) : share
    }

    /// 0 at rest, 1 at the peak of the play under way.
    private var peak: Double {
        let t = progress
        return t > 0 && t < 1 ? sin(Double.pi * t) : 0
    }

    func animated<Animator: AttributeAnimator>(by animator: inout Animator) -> Self {
        var copy = self
        copy.phase = animator.animate(.effect, phase)
        return copy
    }

    func childTransform(in frame: CGRect) -> ProjectiveTransform? {
        let t = progress
        let local: Transform
        switch style {
        case .bounce(let down):
            guard peak != 0 else { return nil }
            let k = 1 + Self.bounceScale * peak * (down ? -1 : 1)
            local = Transform(scaleX: k, y: k)
        case .breathe:
            guard peak != 0 else { return nil }
            let k = 1 + Self.breatheScale * peak
            local = Transform(scaleX: k, y: k)
        case .wiggle(let motion):
            guard t > 0, t < 1 else { return nil }
            let swing = sin(4 * Double.pi * t) * (1 - t)
            switch motion {
            case .turn(let clockwise):
                local = Transform(rotation: Self.wiggleAngle * swing * (clockwise ? 1 : -1))
            case .shake(let dx, let dy):
                let reach = Self.wiggleShake * Double(max(frame.width, frame.height)) * swing
                local = Transform(translationX: dx * reach, y: dy * reach)
            }
        case .rotate(let clockwise):
            guard t > 0, t < 1 else { return nil }
            let eased = t * t * (3 - 2 * t)
            local = Transform(rotation: 2 * Double.pi * eased * (clockwise ? 1 : -1))
        case .fade:
            return nil
        }
        let cx = Double(frame.midX), cy = Double(frame.midY)
        return ProjectiveTransform(Transform(translationX: -cx, y: -cy).concatenating(local).concatenating(Transform(translationX: cx, y: cy)))
    }

    func draw(_ element: PresentedElement, into list: inout DisplayListBuilder) {
        guard case .fade(let depth) = style, peak != 0 else { return list.drawChildren(of: element) }
        list.layer(.opacity(1 - depth * peak)) { $0.drawChildren(of: element) }
    }
}
