// LayoutEngine.swift: SwiftUI's layout, parent proposes, child chooses, parent places. `size`
// answers what an element wants for a proposal; `place` gives it a frame and places its
// children. Rules per element kind follow SwiftUI's documented behaviour (stacks share space
// by flexibility, least flexible first; frames follow the min/ideal/max rules of
// frame(minWidth:…); padding shrinks the proposal; overlay and background take the modified
// view's size).

enum LayoutEngine {
    static let defaultSpacing: CGFloat = 8

    // MARK: - Sizing

    static func size(_ e: Element, _ p: ProposedViewSize) -> CGSize {
        switch e.kind {
        case .shape(let s): return s.shape.sizeThatFits(p)
        case .text(let t): return t.layout.size
        case .symbol(let s): return s.symbol.size
        case .spacer(let minLength):
            let m = minLength ?? defaultSpacing
            return CGSize(width: max(m, p.width ?? m), height: max(m, p.height ?? m))
        case .stack(let spec): return StackLayout(spec: spec, children: e.children).size(p)
        case .zstack:
            var w: CGFloat = 0, h: CGFloat = 0
            for c in e.children { let s = size(c, p); w = max(w, s.width); h = max(h, s.height) }
            return CGSize(width: w, height: h)
        case .frame(let spec): return FrameLayout(spec: spec).size(child: single(e), p)
        case .padding(let insets):
            let inner = size(single(e), shrink(p, insets))
            return CGSize(width: inner.width + insets.leading + insets.trailing, height: inner.height + insets.top + insets.bottom)
        case .layered: return size(e.children[0], p)
        case .fixedSize(let h, let v):
            return size(single(e), ProposedViewSize(width: h ? nil : p.width, height: v ? nil : p.height))
        case .aspectRatio(let ratio, let fill): return aspectSize(single(e), ratio: ratio, fill: fill, p)
        case .position: return p.replacingUnspecifiedDimensions()
        case .empty: return .zero
        case .offset, .effect, .tapGesture, .contentShape, .zIndex, .matchedGeometry, .transition, .accessibilityLabel:
            return size(single(e), p)
        }
    }

    // MARK: - Placement

    /// Places `e` in `frame` (whose size `e` chose for the proposal its parent made).
    static func place(_ e: Element, in frame: CGRect) -> PlacedElement {
        let proposal = ProposedViewSize(frame.size)
        var children: [PlacedElement] = []
        switch e.kind {
        case .shape, .text, .symbol, .spacer, .empty: break
        case .stack(let spec):
            children = StackLayout(spec: spec, children: e.children).place(in: frame)
        case .zstack(let alignment):
            children = e.children.map { c in place(c, in: aligned(size(c, proposal), in: frame, alignment)) }
        case .frame(let spec):
            let child = single(e)
            let childSize = size(child, FrameLayout(spec: spec).childProposal(proposal))
            children = [place(child, in: aligned(childSize, in: frame, spec.alignment))]
        case .padding(let insets):
            let inner = CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                               width: max(0, frame.width - insets.leading - insets.trailing),
                               height: max(0, frame.height - insets.top - insets.bottom))
            children = [place(single(e), in: inner)]
        case .layered(let spec):
            children = [place(e.children[0], in: frame)]
            for layer in e.children.dropFirst() {
                children.append(place(layer, in: aligned(size(layer, proposal), in: frame, spec.alignment)))
            }
        case .fixedSize, .aspectRatio:
            children = [place(single(e), in: aligned(frame.size, in: frame, .center))]
        case .position(let point):
            let child = single(e)
            let s = size(child, proposal)
            children = [place(child, in: CGRect(x: frame.minX + point.x - s.width / 2, y: frame.minY + point.y - s.height / 2,
                                                width: s.width, height: s.height))]
        case .offset, .effect, .tapGesture, .contentShape, .zIndex, .matchedGeometry, .transition, .accessibilityLabel:
            children = [place(single(e), in: frame)]
        }
        return PlacedElement(element: e, frame: frame, children: children)
    }

    // MARK: - Helpers

    static func single(_ e: Element) -> Element {
        e.children.first ?? Element(id: e.id, kind: .empty)
    }

    static func shrink(_ p: ProposedViewSize, _ insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max(0, $0 - insets.leading - insets.trailing) },
                         height: p.height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    /// A rect of `size` aligned inside `frame`.
    static func aligned(_ size: CGSize, in frame: CGRect, _ alignment: Alignment) -> CGRect {
        CGRect(x: frame.minX + (frame.width - size.width) * alignment.horizontal.fraction,
               y: frame.minY + (frame.height - size.height) * alignment.vertical.fraction,
               width: size.width, height: size.height)
    }

    private static func aspectSize(_ child: Element, ratio: CGFloat?, fill: Bool, _ p: ProposedViewSize) -> CGSize {
        let ideal = size(child, .unspecified)
        let r = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard r > 0, r.isFinite else { return size(child, p) }
        let available = p.replacingUnspecifiedDimensions(by: ideal)
        var w = available.width, h = w / r
        if (fill && h < available.height) || (!fill && h > available.height) { h = available.height; w = h * r }
        return size(child, ProposedViewSize(width: w, height: h))
    }
}

// MARK: - Frames

/// frame(width:height:) and frame(minWidth:…maxHeight:), with SwiftUI's rules.
struct FrameLayout {
    let spec: FrameSpec

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        switch spec {
        case .fixed(let w, let h, _):
            return ProposedViewSize(width: w ?? p.width, height: h ?? p.height)
        case .flexible(let minW, let idealW, let maxW, let minH, let idealH, let maxH, _):
            return ProposedViewSize(width: clampProposal(p.width, minW, idealW, maxW),
                                    height: clampProposal(p.height, minH, idealH, maxH))
        }
    }

    func size(child: Element, _ p: ProposedViewSize) -> CGSize {
        let c = LayoutEngine.size(child, childProposal(p))
        switch spec {
        case .fixed(let w, let h, _):
            return CGSize(width: w ?? c.width, height: h ?? c.height)
        case .flexible(let minW, let idealW, let maxW, let minH, let idealH, let maxH, _):
            return CGSize(width: dimension(p.width ?? idealW, child: c.width, minW, maxW),
                          height: dimension(p.height ?? idealH, child: c.height, minH, maxH))
        }
    }

    private func clampProposal(_ p: CGFloat?, _ mn: CGFloat?, _ ideal: CGFloat?, _ mx: CGFloat?) -> CGFloat? {
        guard var v = p ?? ideal else { return nil }
        if let mx { v = min(v, mx) }
        if let mn { v = max(v, mn) }
        return v
    }

    /// SwiftUI's documented rule for one dimension of a flexible frame.
    private func dimension(_ proposed: CGFloat?, child: CGFloat, _ mn: CGFloat?, _ mx: CGFloat?) -> CGFloat {
        switch (mn, mx) {
        case (nil, nil): return child
        case let (mn?, mx?): return max(mn, min(mx, proposed ?? child))
        default:
            guard let p = proposed else { return max(mn ?? -.infinity, min(mx ?? .infinity, child)) }
            if let mn, p < child { return max(p, mn) }
            if let mx, p > child { return min(p, mx) }
            return max(mn ?? -.infinity, min(mx ?? .infinity, child))
        }
    }
}

extension FrameSpec {
    var alignment: Alignment {
        switch self {
        case .fixed(_, _, let a): return a
        case .flexible(_, _, _, _, _, _, let a): return a
        }
    }
}
