// Layout.swift: SwiftUI's Layout protocol (iOS 16): a type that sizes and places its subviews,
// used as a container with `myLayout { … }`, with its properties, per-subview values
// (LayoutValueKey) and cache. Flipbook runs it inside its own layout pass
// (Elements/Layout/CustomLayoutKind): `sizeThatFits` answers the container's proposals,
// `placeSubviews` places the subviews in the frame the container took (with the proposal it
// took it for), `explicitAlignment` gives its guides, `spacing` its spacing in a stack. A layout
// is Animatable: its animatableData moves under an animation like a custom Animatable view's,
// the layout run with the value of each frame.

/// A type that defines the geometry of a collection of views.
public protocol Layout: Animatable {
    /// Properties of the layout: its stack orientation (what a Spacer or Divider inside follows).
    static var layoutProperties: LayoutProperties { get }
    /// Values computed once per layout and shared by its methods.
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    func makeCache(subviews: Self.Subviews) -> Self.Cache
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) { cache = makeCache(subviews: subviews) }

    /// The subviews' preferences merged: a container of default views prefers the default.
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing()) { $0.union($1.spacing) }
    }

    /// The subviews' explicit values, where the layout places them, merged by the guide's rule.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        mergedAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        mergedAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    private func mergedAlignment(_ guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
                                 subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        if guide.isFrameAlignment { return nil }
        let frames = subviews.placements(in: bounds) { placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache) }
        let shifted = frames.map { $0.offsetBy(dx: -bounds.minX, dy: -bounds.minY) }
        return AlignmentGuides.merged(guide, children: subviews.children, frames: shifted)
    }

    /// The layout as a container of `content`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutContainer(layout: self, content: content())
    }
}

extension Layout where Self.Cache == () {
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

/// Properties of a layout type.
public struct LayoutProperties: Sendable {
    public init() {}
    /// The axis the layout stacks its subviews along, if it is a stack.
    public var stackOrientation: Axis?
}

/// A key for a value a view gives the layout it is in (`.layoutValue(key:value:)`).
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

extension View {
    /// Gives the layout this view is in a value under `key` (LayoutSubview's subscript reads it).
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        element(LayoutValueKind(key: ObjectIdentifier(key), value: value))
    }
}

/// A layout with its content: Animatable, so that the layout's data animates like a custom
/// Animatable view's (its body is evaluated with the data of each frame).
struct LayoutContainer<L: Layout, Content: View>: View, Animatable {
    var layout: L
    let content: Content

    var animatableData: L.AnimatableData {
        get { layout.animatableData }
        set { layout.animatableData = newValue }
    }

    var body: some View { LayoutRoot(layout: layout, content: content) }
}

/// The primitive under a LayoutContainer: the layout with the data of this evaluation.
struct LayoutRoot<L: Layout, Content: View>: View {
    let layout: L
    let content: Content
    var body: Never { fatalError("LayoutRoot is primitive") }
}
