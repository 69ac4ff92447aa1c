// FontWeight.swift: SwiftUI's nine font weights, and which static face of the stand-in fonts
// draws each one.
// Follows SwiftUI's `Font.Weight` (ultraLight is the lightest, as in SF Pro, whose Ultralight is
// lighter than its Thin) and the pinned decision that Inter stands in for SF Pro.
// Guarantees: the cases are ordered from lightest to heaviest (`rawValue` 0...8), so "nearest
// available weight" is a distance between raw values.

/// A font weight, lightest to heaviest, as SwiftUI names them.
enum FontWeight: Int, CaseIterable, Comparable, Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    static func < (a: FontWeight, b: FontWeight) -> Bool { a.rawValue < b.rawValue }

    /// The style part of Inter's static file for this weight (`Inter-<style>.otf`). SF Pro's
    /// Ultralight and Thin are OpenType weights 100 and 200, which Inter calls Thin and
    /// ExtraLight; Heavy (800) is Inter's ExtraBold.
    var interStyleName: String {
        switch self {
        case .ultraLight: return "Thin"
        case .thin: return "ExtraLight"
        case .light: return "Light"
        case .regular: return "Regular"
        case .medium: return "Medium"
        case .semibold: return "SemiBold"
        case .bold: return "Bold"
        case .heavy: return "ExtraBold"
        case .black: return "Black"
        }
    }
}
