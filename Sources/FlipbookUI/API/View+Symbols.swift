// View+Symbols.swift: SwiftUI's modifiers for system symbols: `.imageScale(_:)`,
// `.symbolVariant(_:)` and `.symbolRenderingMode(_:)`, with their values (Image.Scale,
// SymbolVariants, SymbolRenderingMode) and the environment values they set.
// Follows SwiftUI's API; Image.Scale's sizes are pinned in swiftui-facts-everyday.md §9 (0.79,
// 1 and 1.28 times the medium size). The modes colour a symbol's layers (SymbolLayer): palette
// and hierarchical by their levels, multicolor by their fixed colours; a symbol of one layer, or
// with no colours in multicolor, draws monochrome.

extension Image {
    /// The relative size of a symbol image: small, medium (the default) or large.
    public enum Scale: Hashable, Sendable, CaseIterable {
        case small, medium, large
    }
}

/// A variant of a symbol: drawn inside a circle, square or rectangle, filled, or slashed.
/// A symbol that has no such variant is drawn as named.
public struct SymbolVariants: Hashable, Sendable {
    enum Shape: String, Hashable, Sendable { case circle, square, rectangle }
    var shape: Shape?
    var isFilled = false
    var isSlashed = false

    /// No variant: the symbols as named.
    public static let none = SymbolVariants()
    public static let circle = SymbolVariants(shape: .circle)
    public static let square = SymbolVariants(shape: .square)
    public static let rectangle = SymbolVariants(shape: .rectangle)
    public static let fill = SymbolVariants(isFilled: true)
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant, inside a circle as well (`.circle.fill`, `.fill.circle`).
    public var circle: SymbolVariants { with { $0.shape = .circle } }
    public var square: SymbolVariants { with { $0.shape = .square } }
    public var rectangle: SymbolVariants { with { $0.shape = .rectangle } }
    public var fill: SymbolVariants { with { $0.isFilled = true } }
    public var slash: SymbolVariants { with { $0.isSlashed = true } }

    /// Whether this variant includes every part of `other`.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var copy = self
        change(&copy)
        return copy
    }
}

/// How a symbol's layers are coloured (see SymbolKind's `layerStyles`).
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case monochrome, multicolor, hierarchical, palette }
    let kind: Kind

    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    public static let palette = SymbolRenderingMode(kind: .palette)
}

private struct ImageScaleKey: EnvironmentKey { static var defaultValue: Image.Scale { .medium } }
private struct SymbolVariantsKey: EnvironmentKey { static var defaultValue: SymbolVariants { .none } }
private struct SymbolRenderingModeKey: EnvironmentKey { static var defaultValue: SymbolRenderingMode? { nil } }

extension EnvironmentValues {
    /// The size of symbol images, relative to the font.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
    /// The variant symbol images are drawn in.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
    /// The rendering mode asked for symbols (nil: the default, monochrome unless two styles imply palette).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// Scales the symbol images inside the view: small 0.79, medium 1, large 1.28 times the size
    /// the font gives them, centred on the text line.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environmentChange { $0.imageScale = scale }
    }

    /// Draws the symbol images inside the view in a variant (`.fill`, `.circle`, `.circle.fill`…)
    /// where the symbol has one.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environmentChange { $0.symbolVariants = variant }
    }

    /// Sets the rendering mode of the symbol images inside the view: palette and hierarchical
    /// draw a filled enclosure in the secondary style and the glyph cut out of it in the primary;
    /// monochrome and multicolor draw one shape in the primary.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environmentChange { $0.symbolRenderingMode = mode }
    }
}

extension Image {
    /// The image with a rendering mode of its own, over the environment's.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var copy = self
        copy.symbolRenderingMode = mode
        return copy
    }
}
