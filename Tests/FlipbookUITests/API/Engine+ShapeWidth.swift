// Engine+ShapeWidth.swift: the animator and timeline tests read what a view shows as the width of
// the one shape it draws.

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
}
