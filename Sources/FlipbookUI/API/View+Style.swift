// View+Style.swift: modifiers that set what the content inherits: foreground colour and style,
// font and weight, tint.

extension View {
    public func foregroundColor(_ color: Color?) -> some View {
        environmentChange { $0.setForegroundStyle(color) }
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environmentChange { $0.setForegroundStyle(style) }
    }
    /// A primary and a secondary style: `.secondary` inside is the second, where it would be the
    /// first at a lower opacity.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        environmentChange { $0.setForegroundStyle(primary, lower: [secondary]) }
    }
    /// A primary, a secondary and a tertiary style, for the hierarchical levels inside.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        environmentChange { $0.setForegroundStyle(primary, lower: [secondary, tertiary]) }
    }
    public func font(_ font: Font?) -> some View {
        environmentChange { $0.font = font }
    }
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        environmentChange { $0.fontWeight = weight }
    }
    public func bold(_ isActive: Bool = true) -> some View {
        environmentChange { if isActive { $0.fontWeight = .bold } }
    }
}

extension View {
    /// Asks for the whole presentation in `colorScheme` (nil: no preference): the view is drawn
    /// in it, and `flipbook render` draws the canvas in it (and on its background) too.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        environmentChange { if let colorScheme { $0.colorScheme = colorScheme } }
            .element(PreferredColorSchemeTrait(scheme: colorScheme))
    }
}
