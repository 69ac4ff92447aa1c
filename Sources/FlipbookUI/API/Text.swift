// Text.swift: SwiftUI's Text: one line of text in the environment's font and foreground style,
// shaped with HarfBuzz and drawn from FreeType's outlines by our rasterizer (so it turns with a
// card), emoji from Noto Color Emoji's bitmaps.

/// A line of text.
public struct Text: View, Equatable {
    let content: String
    var font: Font?
    var weight: Font.Weight?
    var color: Color?

    public init(_ content: String) { self.content = content }
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    public init(verbatim content: String) { self.content = content }

    public var body: Never { fatalError("Text is primitive") }

    public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    public func fontWeight(_ weight: Font.Weight?) -> Text { var t = self; t.weight = weight; return t }
    public func bold() -> Text { fontWeight(.bold) }
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.color = color; return t }
}
