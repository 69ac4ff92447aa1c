// Alignment.swift: alignment guides, edges and insets, as SwiftUI names them. An alignment is a
// guide identified by an AlignmentID type: its default value is computed from a view's
// dimensions (leading 0, centre half the width, bottom the height, text baselines the bottom of
// a view without text), and a view can give it an explicit value (`.alignmentGuide`, a text's
// baselines). Containers bring their children's guides together (Layout/AlignmentGuides).
// Follows SwiftUI's model: the edge and centre guides are frame alignments, which containers
// never merge from their children; other guides merge as the mean of the children's explicit
// values, the first text baseline as the topmost, the last as the bottommost.

/// A type that identifies an alignment guide and gives its default value.
public protocol AlignmentID {
    /// The guide's default offset from the view's origin.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
    /// Merges the explicit value of the n-th child (counted from 0) that has one into its
    /// container's value.
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
    /// The mean of the children's explicit values.
    public static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        let previous = n == 0 ? childValue : parentValue ?? childValue
        parentValue = (previous * CGFloat(n) + childValue) / CGFloat(n + 1)
    }
}

/// The edge and centre guides: a container's own frame gives them, never its children.
protocol FrameAlignment: AlignmentID {}

extension FrameAlignment {
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {}
}

/// One guide along one axis: what the layout works with.
struct AlignmentKey: Hashable {
    let id: AlignmentID.Type
    let axis: Axis

    init(_ id: AlignmentID.Type, _ axis: Axis) { self.id = id; self.axis = axis }

    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { a.id == b.id && a.axis == b.axis }
    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    /// Whether containers take this guide from their own frame only.
    var isFrameAlignment: Bool { id is FrameAlignment.Type }

    func defaultValue(in dimensions: ViewDimensions) -> CGFloat { id.defaultValue(in: dimensions) }

    func combine(_ childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        id._combineExplicit(childValue: childValue, n, into: &parentValue)
    }
}

/// A horizontal alignment guide.
public struct HorizontalAlignment: Hashable {
    let key: AlignmentKey

    /// A guide identified by `id`, with its default value.
    public init(_ id: AlignmentID.Type) { key = AlignmentKey(id, .horizontal) }
    init(key: AlignmentKey) { self.key = key }

    public static let leading = HorizontalAlignment(Leading.self)
    public static let center = HorizontalAlignment(Center.self)
    public static let trailing = HorizontalAlignment(Trailing.self)

    private enum Leading: FrameAlignment {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }
    private enum Center: FrameAlignment {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
    }
    private enum Trailing: FrameAlignment {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
    }
}

/// A vertical alignment guide.
public struct VerticalAlignment: Hashable {
    let key: AlignmentKey

    /// A guide identified by `id`, with its default value.
    public init(_ id: AlignmentID.Type) { key = AlignmentKey(id, .vertical) }
    init(key: AlignmentKey) { self.key = key }

    public static let top = VerticalAlignment(Top.self)
    public static let center = VerticalAlignment(Center.self)
    public static let bottom = VerticalAlignment(Bottom.self)
    /// The baseline of the topmost line of text in the view; the bottom of a view without text.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    /// The baseline of the bottommost line of text in the view; the bottom of a view without text.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)

    private enum Top: FrameAlignment {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }
    private enum Center: FrameAlignment {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
    }
    private enum Bottom: FrameAlignment {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }
    enum FirstTextBaseline: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
        static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
            parentValue = min(childValue, parentValue ?? .infinity)
        }
    }
    enum LastTextBaseline: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
        static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
            parentValue = max(childValue, parentValue ?? -.infinity)
        }
    }
}

/// Both alignments.
public struct Alignment: Hashable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// The edges of a rectangle.
public enum Edge: Int8, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges, as `.padding(.horizontal, 18)` takes them.
    public struct Set: OptionSet {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Distances inward from each edge.
public struct EdgeInsets: Hashable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }
}
