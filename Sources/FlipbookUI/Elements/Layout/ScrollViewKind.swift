// ScrollViewKind.swift: a ScrollView. Its content is proposed nothing (unbounded) along the
// scrolling axes and the scroll view's own size across them; the scroll view takes the size
// proposed to it (its content's where nothing is proposed), lays the content out from its top
// leading corner along the scrolling axes and centred across them, draws it moved back by the
// scroll offset, and clips what it draws to its frame, as SwiftUI's scroll view clips its
// content. The offset is state kept in the scroll view's node: a drag writes it (through the
// ScrollMotion of the gesture element built around the scroll view), and so does
// `ScrollViewProxy.scrollTo`, each in its transaction, so that it animates; layout keeps it
// within the content's end (LayoutEngine.clamped), except while a finger drags it past (the
// rubber band), and lets a rubber band pull it past the start.

import Raster

/// A scroll view's viewport.
struct ScrollViewKind: ElementKind, HitTestsChildren, ClipsTouches {
    var axes: Axis.Set
    /// How far the content is scrolled from its start (points, positive: towards the end).
    var offset = CGPoint.zero
    /// Where the offset is kept between evaluations (nil: a scroll view drawn for a frame only).
    var state: ScrollState?
    /// Where the content rests until something positions it (`.defaultScrollAnchor`; nil: its
    /// start): the layout aligns this point of the content with the same point of the viewport.
    var defaultAnchor: UnitPoint?
    /// The `.onScrollGeometryChange` actions on it (ScrollGeometryReporter).
    var geometryObservers: [ScrollGeometryObserver] = []
    /// True while a finger drags it: the layout leaves an offset past the end as it is.
    var isDragged = false
    /// False under `.scrollClipDisabled()`: the content draws past the frame.
    var clips = true
    /// The content margins, which the content's container (`.containerRelativeFrame`) is without.
    var margins = EdgeInsets()

    /// Whether a drag scrolls it: then its whole viewport takes touches, as a UIScrollView's
    /// does, not only the content in it.
    var isDraggable = false

    var clipsTouches: Bool { clips }

    func hitContent(in frame: CGRect) -> HitContent { isDraggable ? .frame : .children }

    /// The largest offset along each axis: the content's end at the viewport's end.
    static func limit(content: CGSize, viewport: CGSize) -> CGPoint {
        CGPoint(x: max(0, content.width - viewport.width), y: max(0, content.height - viewport.height))
    }

    /// The size views inside are measured against: the viewport less the content margins.
    func container(of viewport: CGSize) -> CGSize {
        CGSize(width: max(0, viewport.width - margins.leading - margins.trailing),
               height: max(0, viewport.height - margins.top - margins.bottom))
    }

    private func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
    }

    /// Along an axis it scrolls, as long as proposed; across, as its content (a horizontal row of
    /// chips is as tall as the chips, however tall the space offered: swiftuifieldguide.com's
    /// ScrollView, "it only becomes as wide as the width of its contents").
    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize {
        let content = children.isEmpty ? .zero : children[0].sizeThatFits(contentProposal(proposal))
        return CGSize(width: axes.contains(.horizontal) ? proposal.width ?? content.width : content.width,
                      height: axes.contains(.vertical) ? proposal.height ?? content.height : content.height)
    }

    /// The content first; a refresh indicator, when there is one, in the gap a pull opens
    /// above it, as wide as the viewport.
    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] {
        guard !children.isEmpty else { return [] }
        let size = children[0].sizeThatFits(contentProposal(ProposedViewSize(frame.size)))
        let content = CGRect(x: axes.contains(.horizontal) ? frame.minX : frame.minX + (frame.width / 2 - size.width / 2),
                             y: axes.contains(.vertical) ? frame.minY : frame.minY + (frame.height / 2 - size.height / 2),
                             width: size.width, height: size.height)
        let indicator = CGRect(x: frame.minX, y: content.minY - RefreshIndicator.height, width: frame.width, height: RefreshIndicator.height)
        return [content] + Array(repeating: indicator, count: children.count - 1)
    }

    func animated<Animator: AttributeAnimator>(by animator: inout Animator) -> Self {
        var copy = self
        let o = animator.animate(.effect, AnimatablePair(offset.x, offset.y))
        copy.offset = CGPoint(x: o.first, y: o.second)
        return copy
    }

    func childTransform(in frame: CGRect) -> ProjectiveTransform? {
        offset == .zero ? nil : ProjectiveTransform(Transform(translationX: Double(-offset.x), y: Double(-offset.y)))
    }

    func draw(_ element: PresentedElement, into list: inout DisplayListBuilder) {
        list.inScrollViewport(element.frame) { list in
            guard clips else { return list.drawChildren(of: element) }
            let clip = LayerEffect.clip(Raster.Path(rect: Rect(element.frame)), .nonzero, list.map)
            list.layer(clip) { $0.drawChildren(of: element) }
        }
    }
}

extension ScrollView: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        let axis: Axis = axes == .horizontal ? .horizontal : .vertical
        // Margins are for this scroll view, not for those inside it.
        let margins = context.environment.scrollContentMargins
        let inner = context.with {
            $0.scrollContentMargins = EdgeInsets()
            $0.scrollPositionLink = nil
            $0.defaultScrollAnchor = nil
            $0.scrollGeometryObservers = []
        }
        var elements = inner.buildContent(content, of: node, stackAxis: axis)
        if elements.count != 1 {
            let stack = StackLayout(axis: axis, alignment: axis == .horizontal ? VerticalAlignment.center.key : HorizontalAlignment.center.key, spacing: nil)
            elements = [context.element(node.child(.slot("stack"), for: Element.self).id, StackKind(layout: stack), children: elements)]
        }
        if margins != EdgeInsets() {
            elements = [context.element(node.child(.slot("margins"), for: Element.self).id, PaddingKind(insets: margins), children: elements)]
        }
        let state = ScrollState.of(node)
        let environment = context.environment
        var kind = ScrollViewKind(axes: axes, offset: state.offset.value, state: state, clips: environment.scrollClips, margins: margins)
        if !state.isPositioned { kind.defaultAnchor = environment.defaultScrollAnchor }
        kind.isDragged = state.isDragging
        kind.geometryObservers = environment.scrollGeometryObservers
        if !kind.geometryObservers.isEmpty && !context.graph.isPresenting { context.graph.observesScrollGeometry = true }
        kind.isDraggable = environment.isScrollEnabled && environment.isEnabled
        let refresh = kind.isDraggable && axes.contains(.vertical) ? environment.refresh : nil
        if refresh != nil {
            let pull = max(0, -state.offset.value.y)
            if state.isRefreshing.value || pull > 0 {
                let indicator = RefreshIndicator(pull: pull, isRefreshing: state.isRefreshing.value)
                elements += inner.build(indicator, at: .slot("refresh"), of: node)
            }
        }
        let tracker = environment.scrollPositionLink.map { ScrollPositionTracker(link: $0, node: node, state: state) }
        tracker?.follow(in: environment.transaction)
        let scrollView = context.element(node.id, kind, children: elements)
        guard kind.isDraggable else { return [scrollView] }
        let motion = ScrollMotion(id: node.id, axes: axes, state: state, graph: context.graph,
                                  behavior: environment.scrollTargetBehavior, environment: environment,
                                  refresh: refresh, tracker: tracker)
        let drag = GestureKind(priority: .normal, isEnabled: true, mask: .all) { local, _ in motion.recognizer(drawn: local.drawn) }
        return [context.element(node.child(.slot("drag"), for: Element.self).id, drag, children: [scrollView])]
    }
}
