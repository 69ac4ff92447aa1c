// EnvironmentValues.swift: what flows down the tree while it is built: the foreground style,
// the font, the toggle style, the implicit animation. Leaves bake what they need into their
// elements, so layout and drawing never look it up again.

/// The values a view inherits from its ancestors.
struct EnvironmentValues {
    var foregroundStyle: (any ShapeStyle)?
    var font: Font?
    var fontWeight: Font.Weight?
    var toggleStyle: (any ToggleStyle)?
    /// The `.animation(_:)` in effect, applied to changes that carry no animation of their own.
    var implicitAnimation: Animation?
    /// True inside a control whose label takes the accent colour (Button's default style).
    var tintsLabel = false
    /// Whether controls follow macOS's look (the checkbox toggle style asks for it).
    var isMacOS = false

    /// The effective font: the set one, else the body style.
    var resolvedFont: ResolvedFont {
        var font = (self.font ?? (isMacOS ? .macBody : .body)).resolved
        if let w = fontWeight { font.weight = w.resolved }
        return font
    }

    /// The style a shape or text uses when none is given: the foreground style, else black
    /// (or the accent colour in a tinted label).
    var resolvedForeground: ResolvedStyle {
        if let style = foregroundStyle, let resolved = ResolvedStyle(style, environment: self) { return resolved }
        return .color(tintsLabel ? .accentColor : .primary)
    }
}
