// TextStyleMetrics.swift: the point size and weight of each of SwiftUI's text styles at the
// default Dynamic Type size, on iOS and on macOS.
// Follows swiftui-facts.md §6: iOS from Apple's Dynamic Type table ("Large", the default), macOS
// from the HIG's macOS typography table. macOS caption2 is not in that table; the current HIG
// gives it as 10 pt medium, which is used here.
// Guarantees: every style has an entry on both platforms.

import Foundation

/// SwiftUI's text styles (`Font.TextStyle`).
enum TextStyle: CaseIterable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
}

/// The font each text style resolves to.
enum TextStyleMetrics {
    /// iOS, default content size: body is 17 pt regular, headline 17 pt semibold.
    static func iOS(_ style: TextStyle) -> ResolvedFont {
        switch style {
        case .largeTitle: return ResolvedFont(size: 34)
        case .title: return ResolvedFont(size: 28)
        case .title2: return ResolvedFont(size: 22)
        case .title3: return ResolvedFont(size: 20)
        case .headline: return ResolvedFont(size: 17, weight: .semibold)
        case .subheadline: return ResolvedFont(size: 15)
        case .body: return ResolvedFont(size: 17)
        case .callout: return ResolvedFont(size: 16)
        case .footnote: return ResolvedFont(size: 13)
        case .caption: return ResolvedFont(size: 12)
        case .caption2: return ResolvedFont(size: 11)
        }
    }

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
