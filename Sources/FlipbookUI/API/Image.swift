// Image.swift: SwiftUI's Image: a system symbol (`Image(systemName:)`), vector shapes sized by the
// environment's font like SF Symbols, or a picture: an image set of the asset catalogs beside the
// user's files (`Image("avatar")`, Assets/), or a UIImage. An unknown name (or "") draws nothing
// and takes no space, as in SwiftUI.

import Foundation

/// An image: a system symbol or a picture.
public struct Image: View, Equatable {
    /// The symbol's name ("" for a picture).
    let systemName: String
    /// The picture, for an image that is not a symbol.
    let picture: Picture?
    /// Stretched to the frame it is given, instead of its size in the font.
    var isResizable = false
    /// How a picture is drawn: as it is, or as a template in the foreground style (nil: as its
    /// image set says).
    var renderingMode: TemplateRenderingMode?
    /// How a symbol's layers are drawn, set on the image itself (nil: as the environment says).
    var symbolRenderingMode: SymbolRenderingMode?
    /// How far a symbol's variable layers are lit, 0…1 (nil: all of them).
    var variableValue: Double?

    /// Where a picture comes from.
    enum Picture: Equatable {
        case asset(String)
        case uiImage(UIImage)
    }

    public init(systemName: String) { self.init(systemName: systemName, picture: nil) }

    /// A symbol with its variable layers (wifi's arcs, a speaker's waves) lit up to `variableValue`
    /// (0…1, clamped; nil: all lit); a symbol without variable layers ignores it, as in SwiftUI.
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName, picture: nil)
        self.variableValue = variableValue.map { min(max($0, 0), 1) }
    }

    private init(systemName: String, picture: Picture?) {
        self.systemName = systemName
        self.picture = picture
    }

    /// The image set `name` of the asset catalogs.
    public init(_ name: String, bundle: Bundle? = nil) { self.init(systemName: "", picture: .asset(name)) }

    public init(_ name: String, bundle: Bundle? = nil, label: Text) { self.init(name, bundle: bundle) }

    /// An image set that is only decoration (no accessibility label).
    public init(decorative name: String, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }

    /// A UIKit image: a symbol's, or an asset catalog's.
    public init(uiImage: UIImage) {
        if let symbol = uiImage.systemName {
            self.init(systemName: symbol)
        } else {
            self.init(systemName: "", picture: .uiImage(uiImage))
        }
    }

    public var body: Never { fatalError("Image is primitive") }

    /// The image stretched to fill the frame it is given (a symbol: its drawn outline's box,
    /// without the space a glyph leaves round it); `.scaledToFit()` keeps its proportions.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// How a picture is drawn: `.template` paints its shape in the foreground style. On a
    /// symbol, `.original` asks for its multicolor rendering.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }

    /// Resampling: Flipbook always samples bilinearly, the `.medium` quality.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
}
