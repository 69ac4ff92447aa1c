// VisualEffect.swift: `.visualEffect { content, proxy in … }` (iOS 17): effects computed from the
// view's own geometry, as a GeometryProxy gives it, that change how the view is drawn and never
// its layout: offset, scale, rotation (also in 3-D), opacity, blur and the colour effects. The
// closure runs where the view is laid out (Elements/Layout/VisualEffectKind), so the effects
// follow a frame that a transaction moves, animated with it.

/// Effects on how a view is drawn, for `.visualEffect`: start from the `EmptyVisualEffect` the
/// closure is handed and chain the modifiers below.
public protocol VisualEffect: Sendable {}

/// No effect: what a `.visualEffect` closure starts from.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}

/// The effects chained so far, innermost (first applied) first.
struct VisualEffectChain: VisualEffect {
    let kinds: [any ElementKind & Sendable]
}

extension VisualEffect {
    /// The element kinds of the effects, innermost first.
    var effectKinds: [any ElementKind & Sendable] { (self as? VisualEffectChain)?.kinds ?? [] }

    private func adding(_ kind: any ElementKind & Sendable) -> VisualEffectChain {
        VisualEffectChain(kinds: effectKinds + [kind])
    }

    public func offset(_ offset: CGSize) -> some VisualEffect { adding(OffsetKind(offset: offset)) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { offset(CGSize(width: x, height: y)) }

    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(ScaleEffect(scale: scale, anchor: anchor))
    }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(RotationEffect(angle: angle, anchor: anchor))
    }

    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
        adding(Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }

    public func opacity(_ opacity: Double) -> some VisualEffect { adding(OpacityEffect(opacity: opacity)) }

    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        adding(BlurEffect(radius: radius, isOpaque: opaque))
    }

    public func brightness(_ amount: Double) -> some VisualEffect { adding(ColorMatrixEffect(filter: .brightness(amount))) }
    public func contrast(_ amount: Double) -> some VisualEffect { adding(ColorMatrixEffect(filter: .contrast(amount))) }
    public func saturation(_ amount: Double) -> some VisualEffect { adding(ColorMatrixEffect(filter: .saturation(amount))) }
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(ColorMatrixEffect(filter: .grayscale(amount))) }
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(ColorMatrixEffect(filter: .hueRotation(angle))) }
    public func colorMultiply(_ color: Color) -> some VisualEffect { adding(ColorMatrixEffect(filter: .colorMultiply(color))) }
}

extension View {
    /// Draws the view with the effects `effect` makes from its geometry (its size, and its frame
    /// in the canvas or a named space); the layout is unchanged.
    public func visualEffect<Effect: VisualEffect>(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect) -> some View {
        modifier(VisualEffectModifier(effect: { effect($0, $1) }))
    }
}
