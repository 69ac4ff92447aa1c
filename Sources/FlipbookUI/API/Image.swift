// Image.swift: SwiftUI's Image(systemName:): vector symbols sized by the environment's font,
// like SF Symbols; an unknown name (or "") draws nothing and takes no space.

/// An image; only system symbols are supported.
public struct Image: View, Equatable {
    let systemName: String
    public init(systemName: String) { self.systemName = systemName }
    public var body: Never { fatalError("Image is primitive") }
}
