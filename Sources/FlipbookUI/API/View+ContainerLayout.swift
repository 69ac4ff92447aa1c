// View+ContainerLayout.swift: layout against what contains a view: `.containerRelativeFrame`
// (a length computed from the innermost scroll view's viewport, else the canvas) and
// `.safeAreaInset` (content set along an edge, the view laid out in the rest). A Flipbook
// canvas has no safe area of its own, so an inset only takes its room from the view.

extension View {
    /// As long as the container along `axes`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        element(ContainerRelativeFrameKind(axes: axes, alignment: alignment) { length, _ in length })
    }

    /// `span` of `count` columns (or rows) of the container, `spacing` between them.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        element(ContainerRelativeFrameKind(axes: axes, alignment: alignment) { length, _ in
            let count = CGFloat(max(count, 1)), span = CGFloat(max(span, 1))
            return (length - spacing * (count - 1)) / count * span + spacing * (span - 1)
        })
    }

    /// The length `length` computes from the container's, along each of `axes`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        element(ContainerRelativeFrameKind(axes: axes, alignment: alignment, length: length))
    }

    /// Puts `content` along a vertical edge of the view, `spacing` from it, and lays the view
    /// out in what is left.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .bottom {
                self.frame(maxWidth: .infinity, maxHeight: .infinity)
                inset
            } else {
                inset
                self.frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
    }

    /// Puts `content` along a horizontal edge of the view, `spacing` from it, and lays the view
    /// out in what is left.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .trailing {
                self.frame(maxWidth: .infinity, maxHeight: .infinity)
                inset
            } else {
                inset
                self.frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
    }

    /// Widens the safe area by `length` (16 pt by default) along `edges`: a view inside keeps out
    /// of it as it would of padding, and a scroll view takes it as its content's margins, its
    /// content scrolling through it to the scroll view's edges (a carousel whose cards peek in).
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        SafeAreaPadded(content: self, edges: edges, insets: EdgeInsets(edges, length ?? 16))
    }
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { SafeAreaPadded(content: self, edges: .all, insets: insets) }
    public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }
}

/// A view with a wider safe area: padding, or a scroll view's content margins.
struct SafeAreaPadded<Content: View>: View {
    let content: Content
    let edges: Edge.Set
    let insets: EdgeInsets

    var body: some View {
        if ViewList.unwrap(content, as: (any ScrollsItsContent).self) != nil {
            content.contentMargins(edges, insets)
        } else {
            content.padding(insets)
        }
    }
}

/// A scroll view, for a safe area padding to become its content's margins.
protocol ScrollsItsContent {}

extension ScrollView: ScrollsItsContent {}

/// The edges of a view along the horizontal axis.
public enum HorizontalEdge: Int8, CaseIterable, Sendable {
    case leading, trailing

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let leading = Set(rawValue: 1)
        public static let trailing = Set(rawValue: 2)
        public static let all: Set = [.leading, .trailing]
        public init(_ edge: HorizontalEdge) { self = edge == .leading ? .leading : .trailing }
    }
}
