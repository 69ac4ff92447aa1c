// Engine+ShapeWidth.swift: the animator, timeline and observation tests read what a view shows as
// the width of a shape it draws.

import Foundation
@testable import FlipbookUI

extension Engine {
    /// The width of the (last) shape drawn at time t, once the work scheduled up to t has run;
    /// −1 when none is drawn.
    func shapeWidth(at t: Double) -> CGFloat {
        advance(to: t)
        var width: CGFloat = -1
        presentedTree(at: t).forEach { p in if p.kind is ShapeKind { width = p.frame.width } }
        return width
    }

    /// The width of the first shape laid out (at rest), or presented at `t`; −1 when none is.
    func firstShapeWidth(at t: Double? = nil) -> CGFloat {
        if let t {
            advance(to: t)
            var width: CGFloat?
            presentedTree(at: t).forEach { p in if width == nil, p.kind is ShapeKind { width = p.frame.width } }
            return width ?? -1
        }
        func find(_ p: PlacedElement) -> CGFloat? {
            if p.element.kind is ShapeKind { return p.frame.width }
            return p.children.lazy.compactMap(find).first
        }
        return find(placed) ?? -1
    }
}
