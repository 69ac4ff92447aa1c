// AssetContents.swift: the `Contents.json` of an image set or a colour set, as Xcode writes it:
// an image set lists its files by scale ("1x", "2x", "3x", or none for a single image), a colour
// set its colours by appearance, each as sRGB components written as fractions ("0.5"), bytes
// ("128") or hexadecimal bytes ("0x80").

import Foundation

enum AssetContents {
    private struct ImageSet: Decodable {
        struct Entry: Decodable {
            let filename: String?
            let scale: String?
            let appearances: [Appearance]?
        }
        struct Properties: Decodable {
            let templateRenderingIntent: String?
            enum CodingKeys: String, CodingKey { case templateRenderingIntent = "template-rendering-intent" }
        }
        let images: [Entry]
        let properties: Properties?
    }

    private struct ColorSet: Decodable {
        struct Entry: Decodable {
            let color: Value?
            let appearances: [Appearance]?
        }
        struct Value: Decodable {
            let components: [String: String]?
        }
        let colors: [Entry]
    }

    private struct Appearance: Decodable {
        let appearance: String
        let value: String
    }

    private static func contents<T: Decodable>(_ type: T.Type, in directory: String) -> T? {
        let path = (directory as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? JSONDecoder().decode(type, from: data)
    }

    /// The PNG file of the set whose scale is nearest `preferredScale` (the larger on a tie), in
    /// the default (light) appearance, with its scale.
    static func imageFile(in directory: String, preferredScale: Double) -> (name: String, scale: Double)? {
        guard let set = contents(ImageSet.self, in: directory) else { return nil }
        let files = set.images.compactMap { entry -> (name: String, scale: Double)? in
            guard let name = entry.filename, name.lowercased().hasSuffix(".png"), entry.appearances == nil else { return nil }
            let scale = entry.scale.flatMap { Double($0.dropLast()) } ?? 1
            return (name, scale)
        }
        return files.min { a, b in
            let da = abs(a.scale - preferredScale), db = abs(b.scale - preferredScale)
            return da != db ? da < db : a.scale > b.scale
        }
    }

    static func rendersAsTemplate(in directory: String) -> Bool {
        contents(ImageSet.self, in: directory)?.properties?.templateRenderingIntent == "template"
    }

    /// The set's colour, with its dark appearance where it has one.
    static func color(in directory: String) -> Color? {
        guard let set = contents(ColorSet.self, in: directory) else { return nil }
        func components(_ entry: ColorSet.Entry?) -> Color.Components? {
            guard let c = entry?.color?.components,
                  let red = c["red"].flatMap(channel), let green = c["green"].flatMap(channel),
                  let blue = c["blue"].flatMap(channel) else { return nil }
            return Color.Components(red: red, green: green, blue: blue, alpha: c["alpha"].flatMap(Double.init) ?? 1)
        }
        let light = set.colors.first { $0.appearances == nil }
        let dark = set.colors.first { $0.appearances?.contains { $0.appearance == "luminosity" && $0.value == "dark" } == true }
        guard let lightComponents = components(light) else { return nil }
        return Color(light: lightComponents, dark: components(dark))
    }

    /// A component as Xcode writes it: "0.5", "128" or "0x80".
    static func channel(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased().hasPrefix("0x") { return UInt8(trimmed.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        guard let value = Double(trimmed) else { return nil }
        return trimmed.contains(".") ? value : value / 255
    }
}
