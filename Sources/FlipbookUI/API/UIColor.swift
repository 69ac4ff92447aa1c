// UIColor.swift: UIKit's colour, which SwiftUI code on iOS reaches through `import SwiftUI`
// (`Color(.secondarySystemBackground)`, `Color(uiColor: .label)`): the semantic colours in light
// and dark mode (swiftui-facts-everyday.md §4), the system colours SwiftUI's own Color names, and
// UIKit's plain fixed colours (`UIColor.red` is pure red, where `Color.red` is the system red).
// A UIColor here is only a Color to draw with, light and dark: a colour made with a dynamic
// provider (`UIColor { traits in … }`) is the provider's answer for a light and for a dark
// iPhone, the only traits a view's colour can change with in Flipbook.

import Foundation

/// UIKit's colour: a Color that may adapt to light and dark mode.
public final class UIColor: Hashable, @unchecked Sendable {
    /// The colour drawn.
    let color: Color

    /// A SwiftUI colour as a UIKit one.
    public convenience init(_ color: Color) { self.init(color: color) }

    private init(color: Color) { self.color = color }

    /// The colour `provider` gives for a light iPhone in light mode and for one in dark mode.
    public convenience init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
        let light = provider(UITraitCollection(userInterfaceStyle: .light)).color
        let dark = provider(UITraitCollection(userInterfaceStyle: .dark)).color
        self.init(Color(light: light.light, dark: dark.dark ?? dark.light))
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(white), opacity: Double(alpha)))
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)))
    }

    /// The colour with its alpha replaced by `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let a = min(max(Double(alpha), 0), 1)
        func replaced(_ c: Color.Components) -> Color.Components { Color.Components(red: c.red, green: c.green, blue: c.blue, alpha: a) }
        return UIColor(Color(light: replaced(color.light), dark: color.dark.map(replaced)))
    }

    public static func == (a: UIColor, b: UIColor) -> Bool { a.color == b.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }

    // MARK: Label, fill, background and separator colours

    public static let label = UIColor(Color.primary)
    public static let secondaryLabel = UIColor(Color.secondary)
    public static let tertiaryLabel = UIColor(Color(light: (60, 60, 67), dark: (235, 235, 245), opacity: 0.3))
    public static let quaternaryLabel = UIColor(Color(light: (60, 60, 67), dark: (235, 235, 245), opacity: 0.18, darkOpacity: 0.16))
    public static let placeholderText = UIColor(Color.placeholderText)
    public static let link = UIColor(LinkShapeStyle.color)

    public static let systemFill = UIColor(Color.systemFill)
    public static let secondarySystemFill = UIColor(FillShapeStyle.levels[1])
    public static let tertiarySystemFill = UIColor(Color.tertiarySystemFill)
    public static let quaternarySystemFill = UIColor(FillShapeStyle.levels[3])

    public static let systemBackground = UIColor(Color.systemBackground)
    public static let secondarySystemBackground = UIColor(Color.secondarySystemBackground)
    public static let tertiarySystemBackground = UIColor(Color.tertiarySystemBackground)
    public static let systemGroupedBackground = UIColor(Color.systemGroupedBackground)
    public static let secondarySystemGroupedBackground = UIColor(Color.secondarySystemGroupedBackground)
    public static let tertiarySystemGroupedBackground = UIColor(Color(light: (242, 242, 247), dark: (44, 44, 46)))

    public static let separator = UIColor(Color.separator)
    public static let opaqueSeparator = UIColor(Color(light: (198, 198, 200), dark: (56, 56, 58)))

    // MARK: System colours (SwiftUI's Color.red is UIColor.systemRed)

    public static let systemRed = UIColor(Color.red)
    public static let systemOrange = UIColor(Color.orange)
    public static let systemYellow = UIColor(Color.yellow)
    public static let systemGreen = UIColor(Color.green)
    public static let systemMint = UIColor(Color.mint)
    public static let systemTeal = UIColor(Color.teal)
    public static let systemCyan = UIColor(Color.cyan)
    public static let systemBlue = UIColor(Color.blue)
    public static let systemIndigo = UIColor(Color.indigo)
    public static let systemPurple = UIColor(Color.purple)
    public static let systemPink = UIColor(Color.pink)
    public static let systemBrown = UIColor(Color.brown)
    public static let systemGray = UIColor(Color.gray)
    public static let systemGray2 = UIColor(Color(light: (174, 174, 178), dark: (99, 99, 102)))
    public static let systemGray3 = UIColor(Color(light: (199, 199, 204), dark: (72, 72, 74)))
    public static let systemGray4 = UIColor(Color(light: (209, 209, 214), dark: (58, 58, 60)))
    public static let systemGray5 = UIColor(Color(light: (229, 229, 234), dark: (44, 44, 46)))
    public static let systemGray6 = UIColor(Color(light: (242, 242, 247), dark: (28, 28, 30)))
    public static let tintColor = UIColor(Color.accentColor)

    // MARK: Fixed colours (the same in light and dark mode)

    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
}

extension Color {
    /// A UIKit colour, adapting to light and dark mode as it does.
    public init(uiColor: UIColor) { self = uiColor.color }
    public init(_ uiColor: UIColor) { self = uiColor.color }
}

/// Light or dark, as UIKit's traits say it.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// UIKit's size classes.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

/// The traits a dynamic colour is asked for: an iPhone's in portrait, in light or dark mode.
public final class UITraitCollection: @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass = UIUserInterfaceSizeClass.compact
    public let verticalSizeClass = UIUserInterfaceSizeClass.regular
    public let displayScale: CGFloat = 3

    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
}
