// ShapeStyle+Levels.swift: styles made from another style: `.opacity(_:)` of any style, and its
// hierarchical levels (`.secondary` … `.quinary` of a style, as in `.background.secondary`). A
// level of the background is the system background of that level (secondarySystemBackground,
// tertiarySystemBackground, light and dark); a level of the fill is the system fill of that level
// (secondarySystemFill…); a level of the foreground is the hierarchical style
// (`.foreground.secondary` is `.secondary`); a level of any other style is that style at the
// foreground's level opacities (HierarchicalShapeStyle.levelOpacities).

/// A style resolved from another one.
protocol DerivedShapeStyle: ShapeStyle {
    func resolved(in environment: EnvironmentValues) -> ResolvedStyle?
}

/// A style drawn at an opacity.
public struct OpacityShapeStyle<Base: ShapeStyle>: DerivedShapeStyle {
    let base: Base
    let opacity: Double

    func resolved(in environment: EnvironmentValues) -> ResolvedStyle? {
        ResolvedStyle(base, environment: environment)?.multiplyingOpacity(by: opacity)
    }
}

/// A style at a level of emphasis (1: secondary … 4: quinary).
public struct LeveledShapeStyle<Base: ShapeStyle>: DerivedShapeStyle {
    let base: Base
    let level: Int

    /// The system backgrounds by level (iOS has three; the deeper levels repeat the third).
    static var backgrounds: [Color] { [.systemBackground, .secondarySystemBackground, .tertiarySystemBackground] }

    func resolved(in environment: EnvironmentValues) -> ResolvedStyle? {
        if base is FillShapeStyle { return FillShapeStyle.resolved(level: level, in: environment) }
        if base is BackgroundStyle {
            return .color(Self.backgrounds[min(level, Self.backgrounds.count - 1)].resolved(in: environment.colorScheme))
        }
        // The foreground's levels are the hierarchical styles: `.foreground.secondary` is `.secondary`.
        if base is ForegroundStyle { return ResolvedStyle(HierarchicalShapeStyle(level: level), environment: environment) }
        return ResolvedStyle(base, environment: environment)?.multiplyingOpacity(by: HierarchicalShapeStyle.levelOpacities[min(max(level, 0), 4)])
    }
}

extension ShapeStyle {
    /// This style drawn at `opacity` (0…1).
    public func opacity(_ opacity: Double) -> OpacityShapeStyle<Self> { OpacityShapeStyle(base: self, opacity: opacity) }

    public var secondary: LeveledShapeStyle<Self> { LeveledShapeStyle(base: self, level: 1) }
    public var tertiary: LeveledShapeStyle<Self> { LeveledShapeStyle(base: self, level: 2) }
    public var quaternary: LeveledShapeStyle<Self> { LeveledShapeStyle(base: self, level: 3) }
    public var quinary: LeveledShapeStyle<Self> { LeveledShapeStyle(base: self, level: 4) }
}

extension ResolvedStyle {
    /// The same style with every colour's opacity multiplied by `factor`.
    func multiplyingOpacity(by factor: Double) -> ResolvedStyle {
        mapping(color: { $0.opacity(factor) }, gradient: { $0.multiplyingOpacity(by: factor) })
    }
}

/// A gradient as a style is drawn top to bottom, as a `.tint(Gradient(…))` or a fill.
extension Gradient: ShapeStyle {}

extension Gradient {
    func multiplyingOpacity(by factor: Double) -> Gradient {
        Gradient(stops: stops.map { Stop(color: $0.color.opacity(factor), location: $0.location) })
    }
}
