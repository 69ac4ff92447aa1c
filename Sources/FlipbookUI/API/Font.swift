// Font.swift: SwiftUI's Font: a text style (body, headline…) or a system font of a given size,
// with a weight, a design, italic and tabular digits. Inter stands in for SF Pro (the pinned
// decision), JetBrains Mono for SF Mono, Noto Serif for New York, Inter for SF Rounded; sizes
// follow iOS's Dynamic Type defaults, or macOS's for macOS-styled controls.
// Status: `Font.custom` has no font files to find by name and draws the system font at the size
// given (with a warning naming the font, once); width, leading and small caps are absent.

/// A font for text and symbols.
public struct Font: Hashable {
    enum Spec: Hashable {
        case style(TextStyle)
        case system(size: CGFloat)
        /// A size that scales with a text style's Dynamic Type size.
        case scaled(size: CGFloat, relativeTo: TextStyle)
        /// macOS's 13 pt body, for controls styled like macOS's.
        case macBody
    }
    let spec: Spec
    var weight: Weight?
    var design: Design?
    var isItalic = false
    var isMonospaced = false
    var hasMonospacedDigits = false

    init(_ spec: Spec, weight: Weight? = nil, design: Design? = nil) {
        self.spec = spec
        self.weight = weight
        self.design = design
    }

    public enum TextStyle: Hashable, CaseIterable {
        case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2
    }

    public struct Weight: Hashable {
        let value: FontWeight
        public static let ultraLight = Weight(value: .ultraLight)
        public static let thin = Weight(value: .thin)
        public static let light = Weight(value: .light)
        public static let regular = Weight(value: .regular)
        public static let medium = Weight(value: .medium)
        public static let semibold = Weight(value: .semibold)
        public static let bold = Weight(value: .bold)
        public static let heavy = Weight(value: .heavy)
        public static let black = Weight(value: .black)
    }

    public enum Design: Hashable { case `default`, serif, rounded, monospaced }

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(.system(size: size), weight: weight, design: design)
    }
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(.style(style), weight: weight, design: design)
    }

    /// The system font at `size`: no font files are looked up by name. It scales with body as
    /// Dynamic Type changes, as a custom font does.
    public static func custom(_ name: String, size: CGFloat) -> Font { custom(name, size: size, relativeTo: .body) }
    /// The system font at `size`, scaled with `textStyle` as Dynamic Type changes.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        UnknownNameLog.fonts.report(name)
        return Font(.scaled(size: size, relativeTo: textStyle))
    }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        UnknownNameLog.fonts.report(name)
        return .system(size: fixedSize)
    }

    public static let largeTitle = Font(.style(.largeTitle))
    public static let title = Font(.style(.title))
    public static let title2 = Font(.style(.title2))
    public static let title3 = Font(.style(.title3))
    public static let headline = Font(.style(.headline))
    public static let body = Font(.style(.body))
    public static let callout = Font(.style(.callout))
    public static let subheadline = Font(.style(.subheadline))
    public static let footnote = Font(.style(.footnote))
    public static let caption = Font(.style(.caption))
    public static let caption2 = Font(.style(.caption2))
    static let macBody = Font(.macBody)

    public func weight(_ weight: Weight) -> Font { var f = self; f.weight = weight; return f }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    /// The same font in the monospaced design (JetBrains Mono).
    public func monospaced() -> Font { var f = self; f.isMonospaced = true; return f }
    /// Tabular figures: every digit as wide as the others (OpenType `tnum`).
    public func monospacedDigit() -> Font { var f = self; f.hasMonospacedDigits = true; return f }
}
