// Image.swift: SwiftUI's Image(systemName:): vector symbols sized by the environment's font,
// like SF Symbols; an unknown name (or "") draws nothing and takes no space.

/// An image; only system symbols are supported.
public struct Image: View, Equatable {
    let systemName: String
    /// Stretched to the frame it is given, instead of its size in the font.
    var isResizable = false

    public init(systemName: String) { self.systemName = systemName }
    public var body: Never { fatalError("Image is primitive") }

    /// The image stretched to fill the frame it is given (its drawn outline's box, without the
    /// space a glyph leaves round it); `.scaledToFit()` keeps its proportions.
    public func resizable() -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }
}
