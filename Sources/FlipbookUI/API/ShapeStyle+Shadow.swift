// ShapeStyle+Shadow.swift: a style with a shadow (iOS 16): `.fill(.blue.shadow(.drop(radius: 4)))`,
// `.foregroundStyle(.white.shadow(.drop(radius: 2)))`, the foreground style's `.fill(.shadow(…))`.
// A shape filled with it, or a text drawn in it, is drawn in the style under it with the shadow: a drop shadow as `.shadow`
// draws one behind the view; an inner shadow as what lies outside the shape would cast it: the
// shadow's colour over everything outside, moved by the offset, blurred and seen through the
// shape (a 10 pt offset with no blur is a 10 pt band along the edges it moves away from).
// Anything else drawn in the style takes the style under it.

import Foundation

/// A shadow a style can carry.
public struct ShadowStyle: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case drop, inner }
    let kind: Kind
    let color: Color
    let radius: CGFloat
    let x: CGFloat, y: CGFloat

    /// A shadow cast outside the shape, behind it.
    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                            x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }

    /// A shadow inside the shape, along its edges.
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat,
                             x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }
}

/// A style with a shadow.
public struct ShadowShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    let shadow: ShadowStyle

    /// The shadowed style in `style`, through type erasure.
    static func underlying(_ style: any ShapeStyle) -> ShadowShapeStyle? {
        if let shadowed = style as? ShadowShapeStyle { return shadowed }
        if let erased = style as? AnyShapeStyle { return underlying(erased.base) }
        return nil
    }
}

extension ShapeStyle {
    /// This style with `shadow`.
    public func shadow(_ shadow: ShadowStyle) -> ShadowShapeStyle { ShadowShapeStyle(base: self, shadow: shadow) }
}

extension ShapeStyle where Self == ShadowShapeStyle {
    /// The foreground style with `shadow`: `.fill(.shadow(.inner(radius: 3)))`.
    public static func shadow(_ shadow: ShadowStyle) -> ShadowShapeStyle { ShadowShapeStyle(base: ForegroundStyle(), shadow: shadow) }
}

extension View {
    /// The view drawn with a style's shadow: behind it, or inside `shape` (an inner one).
    @ViewBuilder
    func withShadow(_ shadow: ShadowStyle, inside shape: some Shape) -> some View {
        switch shadow.kind {
        case .drop:
            self.shadow(color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y)
        case .inner:
            // What lies outside the shape casts the shadow: its colour, moved by the offset and
            // blurred, seen through the shape.
            self.overlay {
                OutsideOf(shape: shape, margin: abs(shadow.x) + abs(shadow.y) + 3 * shadow.radius + 1)
                    .fill(shadow.color, style: FillStyle(eoFill: true))
                    .offset(x: shadow.x, y: shadow.y)
                    .blur(radius: shadow.radius)
                    .mask(shape)
            }
        }
    }
}

/// The band round a shape, `margin` wide beyond its frame: what casts an inner shadow.
private struct OutsideOf<Inside: Shape>: Shape {
    let shape: Inside
    let margin: CGFloat

    func path(in rect: CGRect) -> Path {
        var path = Path(rect.insetBy(dx: -margin, dy: -margin))
        path.addPath(shape.path(in: rect))
        return path
    }
}
