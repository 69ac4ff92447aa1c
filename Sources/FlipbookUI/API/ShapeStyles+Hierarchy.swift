// ShapeStyles+Hierarchy.swift: the ShapeStyles that derive from the context: the hierarchical
// levels of the foreground (.primary … .quinary), the tint, a colour's gradient
// (`Color.gradient`), and the materials. Materials blur what is behind them in SwiftUI; Flipbook paints them as a
// translucent fill of their tone, without the blur (an approximation, listed in the README).

/// The foreground style at a level of emphasis.
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// What a custom colour's opacity is multiplied by at each level.
    static let levelOpacities: [Double] = [1, 0.5, 0.25, 0.18, 0.1]

    /// The label colours, light and dark (swiftui-facts-everyday §4).
    static let labelColors: [Color] = [
        .primary,
        Color(light: (60, 60, 67), dark: (235, 235, 245), opacity: 0.6),
        Color(light: (60, 60, 67), dark: (235, 235, 245), opacity: 0.3),
        Color(light: (60, 60, 67), dark: (235, 235, 245), opacity: 0.18, darkOpacity: 0.16),
        Color(light: (0, 0, 0), dark: (255, 255, 255), opacity: 0.05),
    ]
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// The tint in effect (`.tint(_:)`), else the accent colour.
public struct TintShapeStyle: ShapeStyle, Equatable {
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A gradient made from a colour: a little lighter at the top, the colour at the bottom.
public struct AnyGradient: ShapeStyle, Hashable {
    let color: Color

    /// Top to bottom, from the colour mixed 20 % toward white to the colour.
    var linear: LinearGradient {
        func lighter(_ c: Color.Components) -> Color.Components {
            Color.Components(red: c.red + (1 - c.red) * 0.2, green: c.green + (1 - c.green) * 0.2,
                             blue: c.blue + (1 - c.blue) * 0.2, alpha: c.alpha)
        }
        let top = Color(light: lighter(color.light), dark: color.dark.map(lighter))
        return LinearGradient(colors: [top, color], startPoint: .top, endPoint: .bottom)
    }
}

extension Color {
    /// A gradient made from this colour.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

/// A translucent material behind content (painted as a translucent fill of its tone).
public struct Material: ShapeStyle, Hashable {
    let opacity: Double
    public static let ultraThin = Material(opacity: 0.55)
    public static let thin = Material(opacity: 0.7)
    public static let regular = Material(opacity: 0.8)
    public static let thick = Material(opacity: 0.88)
    public static let ultraThick = Material(opacity: 0.94)
    public static let bar = Material(opacity: 0.82)

    /// The material's tone: near white in light mode, near black in dark.
    var fill: Color { Color(light: (246, 246, 248), dark: (38, 38, 40), opacity: opacity) }

    /// How much what lies behind is blurred, σ in points (by eye: UIKit publishes no radius).
    var backdropBlur: Double { 20 }

    /// The material a style is, through any type erasure.
    static func underlying(_ style: any ShapeStyle) -> Material? {
        if let material = style as? Material { return material }
        if let erased = style as? AnyShapeStyle { return underlying(erased.base) }
        return nil
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}

/// A hierarchical level set as the foreground (`.foregroundStyle(.secondary)`), holding the
/// foreground it replaced: a level is of the style around it, so `.secondary` under
/// `.foregroundStyle(.white)` is white at half opacity, not the secondary label colour.
struct InheritedLevelStyle: DerivedShapeStyle {
    let level: Int
    /// The foreground the level is of (nil: the default, whose levels are the label colours),
    /// and the secondary and tertiary styles given with it.
    let primary: (any ShapeStyle)?
    let lower: [any ShapeStyle]

    func resolved(in environment: EnvironmentValues) -> ResolvedStyle? {
        ResolvedStyle(HierarchicalShapeStyle(level: level), environment: within(environment))
    }

    /// The environment with the foreground this level is of.
    func within(_ environment: EnvironmentValues) -> EnvironmentValues {
        var inner = environment
        inner.foregroundStyle = primary
        inner.lowerForegroundStyles = lower
        return inner
    }
}

extension EnvironmentValues {
    /// Sets the foreground style, with `lower` for its secondary and tertiary levels. A
    /// hierarchical level keeps the foreground it is a level of (levels are always of the
    /// primary: `.tertiary` inside `.secondary` is the primary's tertiary).
    mutating func setForegroundStyle(_ style: (any ShapeStyle)?, lower: [any ShapeStyle] = []) {
        if let level = style as? HierarchicalShapeStyle {
            let outer = foregroundStyle as? InheritedLevelStyle
            foregroundStyle = InheritedLevelStyle(level: level.level, primary: outer.map { $0.primary } ?? foregroundStyle,
                                                  lower: outer?.lower ?? lowerForegroundStyles)
        } else {
            foregroundStyle = style
        }
        lowerForegroundStyles = lower
    }
}
