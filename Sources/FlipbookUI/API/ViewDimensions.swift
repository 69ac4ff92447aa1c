// ViewDimensions.swift: a view's size and its alignment guides, as a layout sees them once the
// view has chosen its size: what `.alignmentGuide`'s closure and AlignmentID.defaultValue(in:)
// receive, and what LayoutSubview.dimensions(in:) returns. A guide's value is the view's
// explicit one (set by `.alignmentGuide`, a text's baselines, or merged from its subviews) or
// else the guide's default for this size.

/// A view's size and alignment guides in its own coordinate space.
public struct ViewDimensions: Equatable {
    public let width: CGFloat
    public let height: CGFloat
    /// The view's explicit value for a guide, nil where it has none.
    let explicit: (AlignmentKey) -> CGFloat?

    init(_ size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        width = size.width
        height = size.height
        self.explicit = explicit
    }

    var size: CGSize { CGSize(width: width, height: height) }

    /// The value of a guide: the explicit one, else its default.
    subscript(key: AlignmentKey) -> CGFloat { explicit(key) ?? key.defaultValue(in: self) }

    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key) }

    /// Equal sizes and equal values of the built-in guides.
    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        let keys: [AlignmentKey] = [HorizontalAlignment.leading.key, HorizontalAlignment.center.key, HorizontalAlignment.trailing.key,
                                    VerticalAlignment.top.key, VerticalAlignment.center.key, VerticalAlignment.bottom.key,
                                    VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key]
        return keys.allSatisfy { a[$0] == b[$0] }
    }
}
