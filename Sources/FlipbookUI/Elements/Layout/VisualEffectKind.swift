// VisualEffectKind.swift: `.visualEffect`'s element. It takes its content's size, and where it
// is placed it hands the user's closure its frame and wraps the content in one element per
// effect the closure chained (innermost first), each with an identity kept in the node, so that
// an effect whose value a transaction changes animates as the modifier of the same name would.
// While a scroll view's content glides or scrolls in an animation, the closure runs again for
// each frame, on the frame as scrolled then (Presenter): a view's place in the viewport changes
// from frame to frame, as in SwiftUI, and an effect that depends on it (a fade at the edge, a
// `.scrollTransition`'s phase) is not the one of where the scroll ends, animated there.

/// A view drawn with effects computed from its frame.
struct VisualEffectKind: ElementKind, BuildsContentInLayout, TransparentLayout, NoAnimatableData, DrawsChildren, HitTestsChildren {
    /// The content wrapped in the effects made for a proxy.
    let build: (GeometryProxy) -> [Element]
    /// The effects' kinds for a proxy, innermost first.
    let effects: (GeometryProxy) -> [any ElementKind & Sendable]

    func content(for proxy: GeometryProxy) -> [Element] { build(proxy) }

    /// The presented content (the chain of effects `build` made, outermost first) with the
    /// effects made for `proxy` instead; as it is where the chain does not match them.
    func content(_ presented: [PresentedElement], for proxy: GeometryProxy) -> [PresentedElement] {
        guard presented.count == 1 else { return presented }
        return [Self.replacingEffects(of: presented[0], with: effects(proxy)[...])]
    }

    private static func replacingEffects(of element: PresentedElement, with kinds: ArraySlice<any ElementKind & Sendable>) -> PresentedElement {
        guard let outermost = kinds.last, type(of: outermost) == type(of: element.kind), element.children.count == 1 else { return element }
        let inner = kinds.count > 1 ? replacingEffects(of: element.children[0], with: kinds.dropLast()) : element.children[0]
        return PresentedElement(id: element.id, kind: outermost, frame: element.frame, children: [inner])
    }
}

/// `.visualEffect(_:)`: each element of the content gets its own VisualEffectKind.
struct VisualEffectModifier: ViewModifier, PrimitiveModifier {
    let effect: (EmptyVisualEffect, GeometryProxy) -> any VisualEffect

    func body(content: Content) -> Never { fatalError("primitive") }

    func makeElements(content: any View, node: ViewNode, context: BuildContext) -> [Element] {
        let identities = EffectIdentities.of(node)
        let effect = self.effect
        return wrapEach(content, node: node, context: context) { id, child in
            let effects = { (proxy: GeometryProxy) in effect(EmptyVisualEffect(), proxy).effectKinds }
            let kind = VisualEffectKind(build: { proxy in
                var wrapped = child
                for (index, kind) in effects(proxy).enumerated() {
                    wrapped = context.element(identities.id(wrapping: id, at: index), kind, children: [wrapped])
                }
                return [wrapped]
            }, effects: effects)
            return context.element(id, kind, children: [child])
        }
    }
}

/// The identities of a visual effect's elements, by the element they wrap and their place in
/// the chain, made the first time each is asked for and the same on every evaluation.
final class EffectIdentities {
    private var ids: [Key: NodeID] = [:]
    private unowned let graph: ViewGraph

    private struct Key: Hashable {
        let wrapped: NodeID
        let index: Int
    }

    private init(graph: ViewGraph) { self.graph = graph }

    static func of(_ node: ViewNode) -> EffectIdentities {
        if let existing = node.storage[StorageSlot.effectIdentities] as? EffectIdentities { return existing }
        let made = EffectIdentities(graph: node.graph)
        node.storage[StorageSlot.effectIdentities] = made
        return made
    }

    func id(wrapping wrapped: NodeID, at index: Int) -> NodeID {
        let key = Key(wrapped: wrapped, index: index)
        if let id = ids[key] { return id }
        let id = graph.makeNode(viewType: ObjectIdentifier(EffectIdentities.self)).id
        ids[key] = id
        return id
    }
}
