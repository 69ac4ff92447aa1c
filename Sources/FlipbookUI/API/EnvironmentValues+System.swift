// EnvironmentValues+System.swift: the environment values SwiftUI provides that everyday controls
// read: colour scheme, enabled state, display scale, layout direction, Dynamic Type size, size
// classes, and the font. Flipbook renders like an iPhone preview: light (or dark, when asked),
// left to right (right to left when asked: LayoutEngine mirrors the layout), at the default
// Dynamic Type size (or the one asked for), compact width and regular height.

/// Light or dark appearance.
public enum ColorScheme: Hashable, CaseIterable, Sendable { case light, dark }

/// The direction text and horizontal layout run in: right to left, the layout is mirrored.
public enum LayoutDirection: Hashable, CaseIterable, Sendable { case leftToRight, rightToLeft }

/// Dynamic Type sizes, as SwiftUI names them.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// Horizontal and vertical size classes.
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }

private struct ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }
private struct IsEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct DisplayScaleKey: EnvironmentKey { static var defaultValue: CGFloat { 2 } }
private struct LayoutDirectionKey: EnvironmentKey { static var defaultValue: LayoutDirection { .leftToRight } }
private struct DynamicTypeSizeKey: EnvironmentKey { static var defaultValue: DynamicTypeSize { .large } }
private struct HorizontalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .compact } }
private struct VerticalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .regular } }
private struct FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }

extension EnvironmentValues {
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    /// False inside `.disabled(true)`.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    /// Pixels per point of the render.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    /// The length of one device pixel, in points.
    public var pixelLength: CGFloat { 1 / displayScale }
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
    /// The font text uses when it sets none (nil: the body style).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
}

extension View {
    /// Draws the view mirrored when the layout runs right to left (an arrow that points the way
    /// reading goes); a right-to-left layout otherwise mirrors positions, not drawings.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(RightToLeftFlip(enabled: enabled))
    }
}

private struct RightToLeftFlip: ViewModifier {
    let enabled: Bool
    @Environment(\.layoutDirection) private var direction

    func body(content: Content) -> some View {
        content.scaleEffect(x: enabled && direction == .rightToLeft ? -1 : 1, y: 1)
    }
}
