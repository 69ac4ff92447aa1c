// RedactedBlocks.swift: how a redacted leaf draws: rounded blocks in its style, at the
// placeholder opacity, over where its content would be (a text's lines, a symbol's frame).

import Raster

enum RedactedBlocks {
    /// The opacity of a placeholder block (by eye).
    static let opacity = 0.16

    /// A block over each rectangle: 80 % of its height, centred, rounded by a quarter of that
    /// (at most 4 pt).
    static func draw(over rects: [CGRect], paint: Paint, into list: inout DisplayListBuilder) {
        var builder = PathBuilder()
        for rect in rects where rect.width > 0 && rect.height > 0 {
            let block = rect.insetBy(dx: 0, dy: rect.height * 0.1)
            builder.append(Raster.Path(roundedRect: Rect(block), cornerRadius: min(4, Double(block.height) / 4)))
        }
        let blocks = builder.path
        list.layer(.opacity(opacity)) { $0.fill(blocks, with: paint, rule: .nonzero) }
    }
}
