// BlendMode.swift: SwiftUI's BlendMode, how a view's layer combines with what is behind it.
// Every mode but `normal` (source-over, which needs no layer) is one of Raster's.

import Raster

/// How a view's colours combine with the colours behind it.
public enum BlendMode: Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion
    case hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter

    /// The canvas's mode; nil for `normal`, the canvas's own source-over.
    var raster: Raster.BlendMode? {
        switch self {
        case .normal: nil
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationOut: .destinationOut
        case .plusDarker: .plusDarker
        case .plusLighter: .plusLighter
        }
    }
}
