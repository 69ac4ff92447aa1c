// AlignmentGuides.swift: where a view's explicit alignment guides come from, and how a container
// lines its children up on a guide. SwiftUI's rules: a view that sets a guide gives it
// (`.alignmentGuide`, a text's baselines); a drawing effect passes its view's guides on
// unchanged; a layout merges its children's explicit values, placed in its own space, with the
// guide's combine rule (never for the edge and centre guides, which a container's frame gives).
// Lining up: every child's guide goes on one line; the children's union is as large as they
// reach on either side of it, and where the container is larger than that union the line moves
// as the guide's default would (centre guides keep centring).
// Guarantees: with the built-in guides and no explicit values, the positions are exactly those
// of aligning by the guide's fraction of the free space (the same floating-point results).

/// Kinds that give some guides a value of their own instead of merging their children's.
protocol ExplicitAlignmentBehavior {
    /// The guide's value in the element's space at `size`; nil where it has none.
    func explicitAlignment(of guide: AlignmentKey, size: CGSize, children: LayoutChildren) -> CGFloat?
}

enum AlignmentGuides {
    /// The explicit value of `guide` for `element` at `size`.
    static func explicitValue(of guide: AlignmentKey, for element: Element, size: CGSize, engine: LayoutEngine) -> CGFloat? {
        let children = LayoutChildren(element.children, engine: engine)
        if let own = element.kind as? ExplicitAlignmentBehavior {
            return own.explicitAlignment(of: guide, size: size, children: children)
        }
        // Drawing effects lay out their view in their own frame: its guides are theirs.
        if element.kind is TransparentLayout {
            return children.isEmpty ? nil : engine.explicitAlignment(element.children[0], guide, size: size)
        }
        if guide.isFrameAlignment || children.isEmpty { return nil }
        return merged(guide, children: children, frames: element.kind.placeChildren(in: CGRect(origin: .zero, size: size), children: children),
                      only: (element.kind as? ModifierLayout)?.primaryChild)
    }

    /// The children's explicit values for `guide`, each moved by its frame's origin, combined
    /// by the guide's rule (only the child at `only` when given: a modifier's view).
    static func merged(_ guide: AlignmentKey, children: LayoutChildren, frames: [CGRect], only: Int? = nil) -> CGFloat? {
        var value: CGFloat?
        var n = 0
        for (i, frame) in zip(children.indices, frames) where only == nil || only == i {
            guard let v = children[i].dimensions(frame.size).explicit(guide) else { continue }
            guide.combine(v + (guide.axis == .horizontal ? frame.minX : frame.minY), n, into: &value)
            n += 1
        }
        return value
    }

    /// Children lined up on one guide along one axis.
    struct Line {
        /// Each child's guide value (its offset from its leading or top edge to the line).
        let values: [CGFloat]
        /// The farthest any child reaches before the line.
        let before: CGFloat
        /// The extent of the children's union.
        let extent: CGFloat

        /// Lines up children of the given extents (along `guide`'s axis) and dimensions.
        init(_ guide: AlignmentKey, _ dimensions: [ViewDimensions]) {
            values = dimensions.map { $0[guide] }
            var before = -CGFloat.infinity, after = -CGFloat.infinity
            for (v, d) in zip(values, dimensions) {
                before = max(before, v)
                after = max(after, (guide.axis == .horizontal ? d.width : d.height) - v)
            }
            self.before = dimensions.isEmpty ? 0 : before
            // A child that takes an infinite length (a colour offered one, to measure how far a
            // stack can grow) makes the union infinite; its guide and the rest of its length are
            // infinite too, and their difference would be NaN.
            let infinite = dimensions.contains { !(guide.axis == .horizontal ? $0.width : $0.height).isFinite }
            extent = dimensions.isEmpty ? 0 : infinite ? .infinity : before + after
        }

        /// Each child's offset from the start of a container of `length` along the axis: the
        /// line sits where the guide's default puts it in the container, moved as far as the
        /// union's own line is from the union's default.
        func offsets(_ guide: AlignmentKey, in length: CGFloat) -> [CGFloat] {
            let line = position(guide, length: length) + (before - position(guide, length: extent))
            return values.map { line - $0 }
        }

        private func position(_ guide: AlignmentKey, length: CGFloat) -> CGFloat {
            guide.defaultValue(in: ViewDimensions(guide.axis == .horizontal ? CGSize(width: length, height: 0) : CGSize(width: 0, height: length)))
        }
    }
}
