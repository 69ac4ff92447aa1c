// Font+Resolved.swift: a Font as the text engine takes it: a text style's iOS size and weight
// (Text/TextStyleMetrics), or a system font's size, with the weight set on it.

extension Font {
    /// Size and weight, as the text engine takes them.
    var resolved: ResolvedFont {
        switch spec {
        case .style(let style):
            let m = TextStyleMetrics.iOS(style.engineStyle)
            return ResolvedFont(size: m.size, weight: weight?.value ?? m.weight)
        case .system(let size):
            return ResolvedFont(size: size, weight: weight?.value ?? .regular)
        case .macBody:
            return ResolvedFont(size: 13, weight: weight?.value ?? .regular)
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
