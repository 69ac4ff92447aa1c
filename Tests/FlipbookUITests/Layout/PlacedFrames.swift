// PlacedFrames.swift: what the layout tests look at: the frames the layout gave the shapes
// (Color included) and texts of a view laid out in a canvas, in drawing order.

import Foundation
@testable import FlipbookUI

enum PlacedFrames {
    /// The frames of the elements whose kind passes `select`, in tree order.
    static func frames<V: View>(_ view: V, canvas: CGSize, where select: (any ElementKind) -> Bool) -> [CGRect] {
        var frames: [CGRect] = []
        func walk(_ p: PlacedElement) {
            if select(p.element.kind) { frames.append(p.frame) }
            p.children.forEach(walk)
        }
        walk(Engine(view, canvasSize: canvas).placed)
        return frames
    }

    static func shapes<V: View>(_ view: V, canvas: CGSize = CGSize(width: 200, height: 200)) -> [CGRect] {
        frames(view, canvas: canvas) { $0 is ShapeKind }
    }

    static func texts<V: View>(_ view: V, canvas: CGSize = CGSize(width: 300, height: 200)) -> [CGRect] {
        frames(view, canvas: canvas) { $0 is TextKind }
    }

    /// The frame of the root element.
    static func root<V: View>(_ view: V, canvas: CGSize = CGSize(width: 200, height: 200)) -> CGRect {
        Engine(view, canvasSize: canvas).placed.frame
    }
}
