// View+Effects.swift: drawing effects: opacity (and hiding), scale, rotation, rotation3DEffect, clipping,
// corner radius, shadow, blur, mask, compositing groups, blend modes (the colour effects are in
// View+ColorEffects). They change how the subtree is drawn, never its layout.

extension View {
    public func opacity(_ opacity: Double) -> some View { element(OpacityEffect(opacity: opacity)) }

    /// Keeps the view's place in the layout but draws nothing there and takes no touches.
    public func hidden() -> some View { opacity(0).allowsHitTesting(false) }

    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        element(ScaleEffect(scale: scale, anchor: anchor))
    }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        element(RotationEffect(angle: angle, anchor: anchor))
    }

    /// Turns the view about an axis in 3-D, drawn in perspective (see Render/Rotation3D).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        element(Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }

    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        element(ClipEffect(shape: AnyShapeBox(shape), eoFill: style.isEOFilled))
    }

    public func clipped(antialiased: Bool = false) -> some View {
        element(ClipEffect(shape: AnyShapeBox(Rectangle()), eoFill: false))
    }

    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        element(ClipEffect(shape: AnyShapeBox(RoundedRectangle(cornerRadius: radius, style: .circular)), eoFill: false))
    }

    /// A blurred copy of the view's shape behind it (σ = radius, the pinned decision).
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        element(ShadowEffect(color: color, radius: radius, x: x, y: y))
    }

    /// A Gaussian blur of σ = radius points (the pinned decision). Not opaque: the blur spreads
    /// beyond the view over transparency; opaque: edges clamp and the result fills the frame.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        element(BlurEffect(radius: radius, isOpaque: opaque))
    }

    /// The view shown through the alpha of `mask`, which is laid out as an overlay would be.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(LayeringModifier(secondary: mask(), alignment: alignment, role: .mask))
    }

    /// The older spelling of `mask(alignment:_:)`, the mask centred.
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(LayeringModifier(secondary: mask, alignment: .center, role: .mask))
    }

    /// The view drawn as one flattened layer before effects outside it apply.
    public func compositingGroup() -> some View { element(CompositingGroupEffect()) }

    /// As `compositingGroup()`: here every view is already drawn offscreen, in software.
    public func drawingGroup(opaque: Bool = false) -> some View { element(CompositingGroupEffect()) }

    /// Combines the view's colours with what is behind it (within the enclosing layer) in `blendMode`.
    public func blendMode(_ blendMode: BlendMode) -> some View { element(BlendModeEffect(mode: blendMode)) }
}
