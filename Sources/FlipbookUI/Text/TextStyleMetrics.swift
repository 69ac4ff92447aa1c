// TextStyleMetrics.swift: the point size and weight of each of SwiftUI's text styles, on iOS at
// every Dynamic Type size and on macOS at its one size.
// Follows swiftui-facts.md §6: iOS from Apple's Dynamic Type table ("Large", the default), macOS
// from the HIG's macOS typography table. macOS caption2 is not in that table; the current HIG
// gives it as 10 pt medium, which is used here.
// Guarantees: every style has an entry on both platforms.

import Foundation

/// SwiftUI's text styles (`Font.TextStyle`).
enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
}

/// The font each text style resolves to.
enum TextStyleMetrics {
    /// iOS, default content size: body is 17 pt regular, headline 17 pt semibold.
    static func iOS(_ style: TextStyle) -> ResolvedFont { iOS(style, at: .large) }

    /// iOS at a Dynamic Type size: Apple's Dynamic Type table, xSmall to accessibility5 (HIG,
    /// Typography; not in the spec's facts, which give only the default, Large).
    static func iOS(_ style: TextStyle, at size: DynamicTypeSize) -> ResolvedFont {
        let weight: FontWeight = style == .headline ? .semibold : .regular
        return ResolvedFont(size: pointSizes[style]![DynamicTypeSize.allCases.firstIndex(of: size)!], weight: weight)
    }

    /// A length that scales with `style` (`@ScaledMetric`, `Font.custom(_:size:relativeTo:)`):
    /// `value` at the default size, in proportion to the style's point size at `size`.
    static func scaled(_ value: CGFloat, relativeTo style: TextStyle, at size: DynamicTypeSize) -> CGFloat {
        value * iOS(style, at: size).size / iOS(style).size
    }

    /// Point sizes by Dynamic Type size, xSmall … xxxLarge, accessibility1 … accessibility5.
    private static let pointSizes: [TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// macOS: body is 13 pt regular, headline 13 pt bold (title is the HIG's "Title 1").
    static func macOS(_ style: TextStyle) -> ResolvedFont {
        switch style {
        case .largeTitle: return ResolvedFont(size: 26)
        case .title: return ResolvedFont(size: 22)
        case .title2: return ResolvedFont(size: 17)
        case .title3: return ResolvedFont(size: 15)
        case .headline: return ResolvedFont(size: 13, weight: .bold)
        case .subheadline: return ResolvedFont(size: 11)
        case .body: return ResolvedFont(size: 13)
        case .callout: return ResolvedFont(size: 12)
        case .footnote: return ResolvedFont(size: 10)
        case .caption: return ResolvedFont(size: 10)
        case .caption2: return ResolvedFont(size: 10, weight: .medium)
        }
    }
}
