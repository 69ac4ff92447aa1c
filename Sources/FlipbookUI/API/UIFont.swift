// UIFont.swift: UIKit's font, as SwiftUI code on iOS reaches it (`Font(UIFont.preferredFont(
// forTextStyle: .headline))`, `UIFont.systemFont(ofSize: 15, weight: .semibold)`): a SwiftUI
// Font with its point size. A font named that Flipbook does not have is the system font at its
// size, as `Font.custom` is; a text style's is its size at the default Dynamic Type size.

import Foundation

/// UIKit's font: a Font and its point size.
public final class UIFont: Hashable, @unchecked Sendable {
    let font: Font
    public let pointSize: CGFloat

    private init(font: Font, pointSize: CGFloat) {
        self.font = font
        self.pointSize = pointSize
    }

    /// The system font at `fontSize`.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(font: .custom(fontName, size: fontSize), pointSize: fontSize)
    }

    public struct Weight: Hashable {
        let weight: Font.Weight
        public static let ultraLight = Weight(weight: .ultraLight)
        public static let thin = Weight(weight: .thin)
        public static let light = Weight(weight: .light)
        public static let regular = Weight(weight: .regular)
        public static let medium = Weight(weight: .medium)
        public static let semibold = Weight(weight: .semibold)
        public static let bold = Weight(weight: .bold)
        public static let heavy = Weight(weight: .heavy)
        public static let black = Weight(weight: .black)
    }

    public struct TextStyle: Hashable {
        let style: Font.TextStyle
        public static let largeTitle = TextStyle(style: .largeTitle)
        public static let title1 = TextStyle(style: .title)
        public static let title2 = TextStyle(style: .title2)
        public static let title3 = TextStyle(style: .title3)
        public static let headline = TextStyle(style: .headline)
        public static let subheadline = TextStyle(style: .subheadline)
        public static let body = TextStyle(style: .body)
        public static let callout = TextStyle(style: .callout)
        public static let footnote = TextStyle(style: .footnote)
        public static let caption1 = TextStyle(style: .caption)
        public static let caption2 = TextStyle(style: .caption2)
    }

    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(font: .system(size: fontSize, weight: weight.weight), pointSize: fontSize)
    }
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(font: .system(size: fontSize).italic(), pointSize: fontSize)
    }
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: fontSize, weight: weight.weight, design: .monospaced), pointSize: fontSize)
    }
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: fontSize, weight: weight.weight).monospacedDigit(), pointSize: fontSize)
    }
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(font: .system(style.style), pointSize: TextStyleMetrics.iOS(style.style.engineStyle).size)
    }

    public static var systemFontSize: CGFloat { 14 }
    public static var smallSystemFontSize: CGFloat { 12 }
    public static var labelFontSize: CGFloat { 17 }
    public static var buttonFontSize: CGFloat { 18 }

    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(font: font.sized(fontSize), pointSize: fontSize) }

    public static func == (a: UIFont, b: UIFont) -> Bool { a.font == b.font && a.pointSize == b.pointSize }
    public func hash(into hasher: inout Hasher) { hasher.combine(font); hasher.combine(pointSize) }
}

extension Font {
    /// A UIKit font as a SwiftUI one.
    public init(_ font: UIFont) { self = font.font }

    /// The same font at another size (its weight, design and traits kept).
    func sized(_ size: CGFloat) -> Font {
        var copy = Font(.system(size: size), weight: weight, design: design)
        copy.isItalic = isItalic
        copy.isMonospaced = isMonospaced
        copy.hasMonospacedDigits = hasMonospacedDigits
        return copy
    }
}
