// SymbolPlayEffect.swift: a discrete symbol effect at a phase: each whole unit of the phase is one
// play, and between two whole numbers the effect is part way through one (a bounce's scale, a
// pulse's fade: sin(π · fraction) from nothing to the peak and back). At rest, on a whole
// number, the symbol is as it was. Layout is unchanged.

import Foundation
import Raster

/// A bounce or fade of the subtree at a phase.
struct SymbolPlayEffect: ElementKind, TransparentLayout, HitTestsChildren {
    enum Style: Equatable, Sendable {
        /// Scaled up (or down) at the peak.
        case bounce(down: Bool)
        /// Faded by the amount at the peak (a pulse, a variable-colour cycle).
        case fade(Double)
    }
    var style: Style
    var phase: Double

    /// One play's length, and how far it goes (swiftui-facts-everyday.md §14, pinned).
    static let playDuration = 0.5
    static let bounceScale = 0.15
    static let pulseFade = 0.5

    /// 0 at rest, 1 at the peak of the play under way.
    private var peak: Double {
        let fraction = phase - phase.rounded(.down)
        return phase.isFinite ? sin(Double.pi * fraction) : 0
    }

    func animated<Animator: AttributeAnimator>(by animator: inout Animator) -> Self {
        SymbolPlayEffect(style: style, phase: animator.animate(.effect, phase))
    }

    func childTransform(in frame: CGRect) -> ProjectiveTransform? {
        guard case .bounce(let down) = style, peak != 0 else { return nil }
        let k = 1 + Self.bounceScale * peak * (down ? -1 : 1)
        let cx = Double(frame.midX), cy = Double(frame.midY)
        return ProjectiveTransform(Transform(translationX: -cx, y: -cy)
            .concatenating(Transform(scaleX: k, y: k)).concatenating(Transform(translationX: cx, y: cy)))
    }

    func draw(_ element: PresentedElement, into list: inout DisplayListBuilder) {
        guard case .fade(let depth) = style, peak != 0 else { return list.drawChildren(of: element) }
        list.layer(.opacity(1 - depth * peak)) { $0.drawChildren(of: element) }
    }
}
