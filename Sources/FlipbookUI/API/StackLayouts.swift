// StackLayouts.swift: the built-in layouts as Layout values (iOS 16): HStackLayout, VStackLayout
// and ZStackLayout lay out exactly as HStack, VStack and ZStack do (the same code,
// Layout/StackLayout and ZStackKind), and AnyLayout erases a layout's type, so that switching
// between layouts keeps the subviews' identity and their frames animate from one arrangement
// to the other.

/// A Layout that arranges its subviews in a row, as HStack does.
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    private var stack: StackLayout { StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stack.size(proposal, subviews.laidOut)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.place(stack.place(in: bounds, subviews.laidOut))
    }
}

/// A Layout that arranges its subviews in a column, as VStack does.
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    private var stack: StackLayout { StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stack.size(proposal, subviews.laidOut)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.place(stack.place(in: bounds, subviews.laidOut))
    }
}

/// A Layout that overlays its subviews, as ZStack does.
public struct ZStackLayout: Layout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        ZStackKind(alignment: alignment).sizeThatFits(proposal, children: subviews.laidOut)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.place(ZStackKind(alignment: alignment).placeChildren(in: bounds, children: subviews.laidOut))
    }
}

/// A layout of any type: switching the layout keeps the container and its subviews' identity.
public struct AnyLayout: Layout {
    private let box: any LayoutBox
    /// The held layout's stack orientation, which its subviews follow.
    let stackOrientation: Axis?

    public init<L: Layout>(_ layout: L) {
        box = ConcreteLayoutBox(layout: layout)
        stackOrientation = L.layoutProperties.stackOrientation
    }

    private init(box: any LayoutBox, stackOrientation: Axis?) {
        self.box = box
        self.stackOrientation = stackOrientation
    }

    /// The erased layout's cache.
    public struct Cache {
        fileprivate var value: Any
    }

    public func makeCache(subviews: Subviews) -> Cache { Cache(value: box.makeCache(subviews)) }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) { box.updateCache(&cache.value, subviews) }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { box.spacing(subviews, &cache.value) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        box.sizeThatFits(proposal, subviews, &cache.value)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        box.placeSubviews(bounds, proposal, subviews, &cache.value)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.value)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.value)
    }
}

extension AnyLayout: GridCellsHolding {
    /// The erased layout holding `cells`, when it is a grid.
    func holding(_ cells: GridCells) -> AnyLayout? {
        box.holding(cells).map { AnyLayout(box: $0, stackOrientation: stackOrientation) }
    }
}

/// A layout behind AnyLayout, its cache kept as Any.
private protocol LayoutBox {
    func holding(_ cells: GridCells) -> (any LayoutBox)?
    func makeCache(_ subviews: LayoutSubviews) -> Any
    func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews)
    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any)
    func explicitAlignment(_ guide: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
                           _ cache: inout Any) -> CGFloat?
}

private struct ConcreteLayoutBox<L: Layout>: LayoutBox {
    let layout: L

    /// Runs `body` on the typed cache, making one if the erased cache is another layout's.
    private func typed<T>(_ cache: inout Any, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> T) -> T {
        var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
        defer { cache = typed }
        return body(&typed)
    }

    func holding(_ cells: GridCells) -> (any LayoutBox)? {
        (layout as? GridCellsHolding)?.holding(cells).map { ConcreteLayoutBox<L>(layout: $0 as! L) }
    }

    func makeCache(_ subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }
    func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) {
        typed(&cache, subviews) { layout.updateCache(&$0, subviews: subviews) }
    }
    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing {
        typed(&cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize {
        typed(&cache, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) {
        typed(&cache, subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }
    func explicitAlignment(_ guide: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
                           _ cache: inout Any) -> CGFloat? {
        typed(&cache, subviews) { cache in
            guide.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: guide), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key: guide), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }
}

extension LayoutSubviews {
    /// These subviews as the engine's children, for the built-in layouts' code.
    var laidOut: LayoutChildren { children.slice(startIndex..<endIndex) }

    /// Places each subview in its frame (in order), proposed the frame's size.
    func place(_ frames: [CGRect]) {
        for (subview, frame) in zip(self, frames) {
            subview.place(at: frame.origin, anchor: .topLeading, proposal: ProposedViewSize(frame.size))
        }
    }
}
