// ColorArgument.swift: parses --background: `transparent`, a name (white, black…) or #RRGGBB /
// #RRGGBBAA.

import Raster

enum ColorArgument {
    static let names: [String: RGBA8] = [
        "white": .white, "black": .black, "gray": RGBA8(r: 142, g: 142, b: 147), "red": RGBA8(r: 255, g: 59, b: 48),
        "green": RGBA8(r: 52, g: 199, b: 89), "blue": RGBA8(r: 0, g: 122, b: 255),
    ]

    /// nil for transparent.
    static func parse(_ text: String) throws -> RGBA8? {
        let t = text.lowercased()
        if t == "transparent" { return nil }
        if let named = names[t] { return named }
        let hex = t.hasPrefix("#") ? String(t.dropFirst()) : t
        // Digits only: UInt32(_:radix:) alone would also take a sign ("+fffff").
        guard hex.count == 6 || hex.count == 8, hex.allSatisfy({ $0.isASCII && $0.isHexDigit }),
              let v = UInt32(hex, radix: 16) else {
            throw CLIError.usage("--background must be transparent, a colour name (\(names.keys.sorted().joined(separator: ", "))) or #RRGGBB[AA], not '\(text)'")
        }
        let full = hex.count == 6 ? v << 8 | 0xFF : v
        return RGBA8(r: UInt8(full >> 24), g: UInt8((full >> 16) & 0xFF), b: UInt8((full >> 8) & 0xFF), a: UInt8(full & 0xFF))
    }
}
