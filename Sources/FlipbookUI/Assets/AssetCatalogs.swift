// AssetCatalogs.swift: the images and colours a view names (`Image("avatar")`, `Color("Brand")`),
// found in the Xcode asset catalogs (`*.xcassets`) beside the user's files, as an app finds them
// in its bundle. An image set gives its PNG of the scale closest to the render's (its only one
// otherwise); a colour set gives its universal colour and its dark appearance. What the catalogs
// lack (or a vector or JPEG image, which Flipbook cannot decode) is reported once and drawn as
// SwiftUI draws a missing asset: nothing.
// Guarantees: each catalog file is read at most once per process; lookups are thread-safe.

import Foundation
import Codecs
import Raster

/// The asset catalogs of the view being played.
package enum AssetCatalogs {
    /// The catalogs' directories, searched in order (set by a runner before the view is made).
    package nonisolated(unsafe) static var directories: [String] = []
    /// The render's pixels per point, for choosing among an image set's scales.
    package nonisolated(unsafe) static var preferredScale = 2.0

    private static let lock = NSLock()
    private nonisolated(unsafe) static var images: [String: AssetImage?] = [:]
    private nonisolated(unsafe) static var colors: [String: Color?] = [:]

    /// The image set named `name`, decoded (nil, reported once, when there is none).
    static func image(named name: String) -> AssetImage? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = images[name] { return cached }
        let found = loadImage(name)
        images[name] = found
        return found
    }

    /// The colour set named `name` (nil, reported once, when there is none).
    static func color(named name: String) -> Color? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = colors[name] { return cached }
        let found = set(named: name, kind: "colorset").flatMap(AssetContents.color)
        if found == nil { UnknownNameLog.colors.report(name) }
        colors[name] = found
        return found
    }

    private static func loadImage(_ name: String) -> AssetImage? {
        guard let directory = set(named: name, kind: "imageset") else {
            UnknownNameLog.images.report(name)
            return nil
        }
        guard let file = AssetContents.imageFile(in: directory, preferredScale: preferredScale),
              let data = FileManager.default.contents(atPath: (directory as NSString).appendingPathComponent(file.name)),
              let pixmap = try? PNG.decode(Array(data)) else {
            UnknownNameLog.images.report(name)
            return nil
        }
        return AssetImage(pixmap: pixmap, scale: file.scale, isTemplate: AssetContents.rendersAsTemplate(in: directory))
    }

    /// The first `name.kind` directory in the catalogs, at any depth (groups are folders).
    private static func set(named name: String, kind: String) -> String? {
        let wanted = "\(name).\(kind)"
        for catalog in directories {
            guard let walker = FileManager.default.enumerator(atPath: catalog) else { continue }
            while let path = walker.nextObject() as? String {
                if (path as NSString).lastPathComponent == wanted { return (catalog as NSString).appendingPathComponent(path) }
            }
        }
        return nil
    }
}

/// A decoded bitmap image with the points it covers.
final class AssetImage: @unchecked Sendable {
    let pixmap: Pixmap
    /// Pixels per point.
    let scale: Double
    /// Drawn in the foreground colour by its alpha (`template-rendering-intent`).
    let isTemplate: Bool

    private let lock = NSLock()
    private var tints: [RGBA8: Pixmap] = [:]

    init(pixmap: Pixmap, scale: Double, isTemplate: Bool) {
        self.pixmap = pixmap
        self.scale = scale
        self.isTemplate = isTemplate
    }

    /// Its size in points.
    var size: CGSize { CGSize(width: Double(pixmap.width) / scale, height: Double(pixmap.height) / scale) }

    /// The image painted in a colour, made once per colour by `make`.
    func tinted(_ color: RGBA8, make: (RGBA8) -> Pixmap) -> Pixmap {
        lock.lock()
        defer { lock.unlock() }
        if let done = tints[color] { return done }
        let made = make(color)
        tints[color] = made
        return made
    }
}
