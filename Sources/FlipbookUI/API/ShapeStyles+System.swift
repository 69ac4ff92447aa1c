// ShapeStyles+System.swift: the system's named styles: `.fill` (the translucent greys of thin and
// small shapes, a level each: `.fill.secondary` is secondarySystemFill…), `.separator`,
// `.placeholder` (placeholder text) and `.link`, light and dark (swiftui-facts-everyday §4).

/// The system fill, at a level of emphasis through `.secondary`, `.tertiary`, `.quaternary`.
public struct FillShapeStyle: DerivedShapeStyle {
    public init() {}

    /// systemFill … quaternarySystemFill.
    static let levels: [Color] = [
        .systemFill,
        Color(light: (120, 120, 128), dark: (120, 120, 128), opacity: 0.16, darkOpacity: 0.32),
        .tertiarySystemFill,
        Color(light: (116, 116, 128), dark: (118, 118, 128), opacity: 0.08, darkOpacity: 0.18),
    ]

    func resolved(in environment: EnvironmentValues) -> ResolvedStyle? { Self.resolved(level: 0, in: environment) }

    static func resolved(level: Int, in environment: EnvironmentValues) -> ResolvedStyle {
        .color(levels[min(max(level, 0), levels.count - 1)].resolved(in: environment.colorScheme))
    }
}

/// The colour of separators.
public struct SeparatorShapeStyle: DerivedShapeStyle {
    public init() {}
    func resolved(in environment: EnvironmentValues) -> ResolvedStyle? { .color(Color.separator.resolved(in: environment.colorScheme)) }
}

/// The colour of placeholder text.
public struct PlaceholderTextShapeStyle: DerivedShapeStyle {
    public init() {}
    func resolved(in environment: EnvironmentValues) -> ResolvedStyle? { .color(Color.placeholderText.resolved(in: environment.colorScheme)) }
}

/// The colour of links.
public struct LinkShapeStyle: DerivedShapeStyle {
    public init() {}
    static let color = Color(light: (0, 122, 255), dark: (9, 132, 255))
    func resolved(in environment: EnvironmentValues) -> ResolvedStyle? { .color(Self.color.resolved(in: environment.colorScheme)) }
}

extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

extension ShapeStyle where Self == LinkShapeStyle {
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}
