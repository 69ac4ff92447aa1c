// LayoutSubviews.swift: a custom layout's subviews, as SwiftUI's Layout protocol hands them over:
// each can be asked its size for a proposal, its dimensions (with its alignment guides), its
// layout priority, its spacing preferences and the values it gives the layout, and is placed
// with `place(at:anchor:proposal:)`. Backed by the layout pass's children
// (Layout/LayoutChildren), so sizes are asked through the pass's cache.

/// The subviews of a custom layout.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews

    let children: LayoutChildren
    let recorder: PlacementRecorder
    public let startIndex: Int
    public let endIndex: Int

    init(_ children: LayoutChildren, recorder: PlacementRecorder) {
        self.children = children
        self.recorder = recorder
        startIndex = 0
        endIndex = children.count
    }

    private init(_ base: LayoutSubviews, _ bounds: Range<Int>) {
        children = base.children
        recorder = base.recorder
        startIndex = bounds.lowerBound
        endIndex = bounds.upperBound
    }

    /// The direction horizontal layout runs in (Flipbook lays out left to right).
    public var layoutDirection: LayoutDirection { .leftToRight }

    public subscript(index: Int) -> LayoutSubview { LayoutSubview(child: children[index], index: index, recorder: recorder) }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(self, bounds) }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.recorder === b.recorder && a.startIndex == b.startIndex && a.endIndex == b.endIndex
    }

    /// The frames `place` records for every subview (in the space of `bounds`) while `body`
    /// runs; a subview not placed sits at the centre of `bounds` at its size for `bounds`' size.
    func placements(in bounds: CGRect, _ body: () -> Void) -> [CGRect] {
        let saved = recorder.frames
        recorder.frames = Array(repeating: nil, count: children.count)
        body()
        let recorded = recorder.frames
        recorder.frames = saved
        return recorded.enumerated().map { i, frame in
            frame ?? LayoutEngine.aligned(children[i].sizeThatFits(ProposedViewSize(bounds.size)), in: bounds, .center)
        }
    }
}

/// Where `place` puts the subviews during a placement.
final class PlacementRecorder {
    var frames: [CGRect?] = []
}

/// One subview of a custom layout.
public struct LayoutSubview: Equatable {
    let child: LayoutChild
    let index: Int
    let recorder: PlacementRecorder

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }

    /// The subview's size and guides for a proposal.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { child.dimensions(child.sizeThatFits(proposal)) }

    /// Places the subview: its `anchor` point at `position`, at its size for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = child.sizeThatFits(proposal)
        guard recorder.frames.indices.contains(index) else { return }
        recorder.frames[index] = CGRect(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
                                        width: size.width, height: size.height)
    }

    /// Its `.layoutPriority` (a Spacer's is the lowest).
    public var priority: Double { child.priority }

    /// Its spacing preferences.
    public var spacing: ViewSpacing { child.spacing }

    /// The value it gives the layout under `key`, else the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        LayoutChild.modified(child.element) { e -> K.Value? in
            guard let trait = e.kind as? LayoutValueKind, trait.key == ObjectIdentifier(key) else { return nil }
            return trait.value as? K.Value
        } ?? K.defaultValue
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool {
        a.child.element === b.child.element && a.recorder === b.recorder
    }
}
