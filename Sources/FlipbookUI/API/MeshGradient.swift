// MeshGradient.swift: iOS 18's MeshGradient, a grid of colours at points of the unit square that
// blend across the cells between them, filling the space it is offered. Points and colours are
// given row by row (`width` a row, `height` rows). Apple publishes neither the patch geometry nor
// the colour interpolation: here each cell is a patch whose positions and colours are
// interpolated from the grid by Catmull-Rom splines when `smoothsColors` (the default), so the
// blend runs on smoothly from cell to cell, and bilinearly otherwise; colours blend in gamma-
// encoded sRGB (the `.device` colour space, the default). What the mesh leaves uncovered shows
// `background`. Bézier control points (`.bezierPoints`) are not provided.
// Drawn as an image at the device's resolution (MeshGradientKind).

import Foundation

/// A two-dimensional gradient over a grid of colours.
public struct MeshGradient: View, Equatable {
    let width: Int
    let height: Int
    let points: [SIMD2<Float>]
    let colors: [Color]
    let background: Color
    let smoothsColors: Bool

    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true) {
        self.width = width
        self.height = height
        self.points = points
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
    }

    public var body: Never { fatalError("MeshGradient is primitive") }
}

extension MeshGradient: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        let scheme = context.environment.colorScheme
        let mesh = MeshGradientKind.Mesh(width: width, height: height, points: points.map { CGPoint(x: Double($0.x), y: Double($0.y)) },
                                         colors: colors.map { $0.resolved(in: scheme) }, smooth: smoothsColors)
        return [context.element(node.id, MeshGradientKind(mesh: mesh, background: background.resolved(in: scheme)))]
    }
}
