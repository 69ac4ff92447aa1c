// UIImage.swift: UIKit's image, as SwiftUI code on iOS reaches it (`Image(uiImage: UIImage(named:
// "avatar")!)`, `UIImage(systemName: "star")`): an asset catalog's picture or a symbol's name.

import Foundation

/// UIKit's image.
public final class UIImage: Equatable, @unchecked Sendable {
    /// The asset's picture, for an image from the catalogs.
    let asset: AssetImage?
    /// The symbol's name, for a symbol image.
    let systemName: String?

    private init(asset: AssetImage?, systemName: String?) {
        self.asset = asset
        self.systemName = systemName
    }

    /// A picture decoded elsewhere (a file an AsyncImage loaded).
    convenience init(asset: AssetImage) { self.init(asset: asset, systemName: nil) }

    /// The image set `name` of the asset catalogs; nil when they have none.
    public convenience init?(named name: String) {
        guard let asset = AssetCatalogs.image(named: name) else { return nil }
        self.init(asset: asset, systemName: nil)
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: Any?) {
        self.init(named: name)
    }

    /// The symbol `name`; nil when Flipbook does not draw it.
    public convenience init?(systemName name: String) {
        guard SymbolCatalog.contains(name) else { return nil }
        self.init(asset: nil, systemName: name)
    }

    /// Its size in points.
    public var size: CGSize { asset?.size ?? CGSize(width: 17, height: 17) }
    public var scale: CGFloat { asset?.scale ?? 1 }

    public static func == (a: UIImage, b: UIImage) -> Bool { a === b }
}
