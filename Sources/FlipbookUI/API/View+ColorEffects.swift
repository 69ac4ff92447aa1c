// View+ColorEffects.swift: the colour effects: brightness, contrast, saturation, grayscale,
// hue rotation, colour multiply, invert and luminance to alpha. Each is a colour matrix on the
// view's drawn pixels (Elements/Effects/ColorFilter gives them); the amounts animate.

extension View {
    /// Adds `amount` to every colour component (−1…1).
    public func brightness(_ amount: Double) -> some View { colorFilter(.brightness(amount)) }

    /// Scales colours away from (> 1) or towards (< 1) middle grey.
    public func contrast(_ amount: Double) -> some View { colorFilter(.contrast(amount)) }

    /// 0 is grey (its luma), 1 unchanged, above 1 more saturated.
    public func saturation(_ amount: Double) -> some View { colorFilter(.saturation(amount)) }

    /// 0 unchanged, 1 fully grey (its luma).
    public func grayscale(_ amount: Double) -> some View { colorFilter(.grayscale(amount)) }

    /// Turns every colour's hue by `angle`, keeping its luma.
    public func hueRotation(_ angle: Angle) -> some View { colorFilter(.hueRotation(angle)) }

    /// Multiplies every component by the colour's.
    public func colorMultiply(_ color: Color) -> some View { colorFilter(.colorMultiply(color)) }

    /// Inverts the colours, alpha kept.
    public func colorInvert() -> some View { colorFilter(.colorInvert(1)) }

    /// Black, with the luma of the colour as its alpha.
    public func luminanceToAlpha() -> some View { colorFilter(.luminanceToAlpha) }

    private func colorFilter(_ filter: ColorFilter) -> some View { element(ColorMatrixEffect(filter: filter)) }
}
