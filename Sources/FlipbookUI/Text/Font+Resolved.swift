// Font+Resolved.swift: a Font as the text engine takes it: a text style's iOS size and weight
// (Text/TextStyleMetrics), or a system font's size, with the weight, design, italic and tabular
// digits set on it (monospaced() is the monospaced design).

extension Font {
    /// Size, weight, design and the rest, as the text engine takes them, at the default Dynamic
    /// Type size.
    var resolved: ResolvedFont { resolved(at: .large) }

    /// Size, weight, design and the rest at a Dynamic Type size: text styles and sizes relative to
    /// one scale with it; a system font of a fixed size does not.
    func resolved(at dynamicTypeSize: DynamicTypeSize) -> ResolvedFont {
        var font: ResolvedFont
        switch spec {
        case .style(let style):
            let m = TextStyleMetrics.iOS(style.engineStyle, at: dynamicTypeSize)
            font = ResolvedFont(size: m.size, weight: weight?.value ?? m.weight)
        case .system(let size):
            font = ResolvedFont(size: size, weight: weight?.value ?? .regular)
        case .scaled(let size, let style):
            font = ResolvedFont(size: TextStyleMetrics.scaled(size, relativeTo: style.engineStyle, at: dynamicTypeSize),
                                weight: weight?.value ?? .regular)
        case .macBody:
            font = ResolvedFont(size: 13, weight: weight?.value ?? .regular)
        }
        font.design = isMonospaced ? .monospaced : design?.engineDesign ?? .default
        font.isItalic = isItalic
        font.hasMonospacedDigits = hasMonospacedDigits
        return font
    }
}

extension Font.Design {
    /// The text engine's name for the same design.
    var engineDesign: FontDesign {
        switch self {
        case .default: return .default
        case .serif: return .serif
        case .rounded: return .rounded
        case .monospaced: return .monospaced
        }
    }
}

extension Font.TextStyle {
    /// The text engine's name for the same style.
    var engineStyle: FlipbookUI.TextStyle {
        switch self {
        case .largeTitle: return .largeTitle
        case .title: return .title
        case .title2: return .title2
        case .title3: return .title3
        case .headline: return .headline
        case .body: return .body
        case .callout: return .callout
        case .subheadline: return .subheadline
        case .footnote: return .footnote
        case .caption: return .caption
        case .caption2: return .caption2
        }
    }
}

extension Font.Weight {
    var resolved: FontWeight { value }
}
