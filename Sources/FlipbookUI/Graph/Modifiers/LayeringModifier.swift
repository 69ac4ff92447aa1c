// LayeringModifier.swift: overlay, background and mask: the secondary content (several views
// become one ZStack) is built beside the modified view, in a LayeredKind element (or a
// MaskEffect, which lays its mask out as an overlay but draws it only as the view's alpha).

/// Puts secondary content behind or in front of the modified view, or uses it as its mask.
struct LayeringModifier: ViewModifier, PrimitiveModifier {
    /// What the secondary content is to the modified view.
    enum Role {
        case background, overlay, mask
    }

    let secondary: any View
    let alignment: Alignment
    let role: Role
    /// A background that is the navigation screen's backdrop where there is one
    /// (NavigationItem.screenBackdrop).
    var screenBackdrop: AnyShapeStyle? = nil

    func body(content: Content) -> Never { fatalError("primitive") }

    func makeElements(content: any View, node: ViewNode, context: BuildContext) -> [Element] {
        // In a navigation stack's screen the backdrop is drawn by the screen, behind the bar too,
        // not a second time here.
        if let screenBackdrop, context.environment.navigator != nil {
            return [context.element(node.id, NavigationTrait(item: .screenBackdrop(screenBackdrop)),
                                    children: context.build(content, at: .slot("content"), of: node))]
        }
        let layer = context.build(secondary, at: .slot(role == .mask ? "mask" : role == .background ? "background" : "overlay"), of: node)
        var layerElement = layer.count == 1 ? layer[0]
            : context.element(node.child(.slot("layers"), for: Element.self).id, ZStackKind(alignment: alignment), children: layer)
        // A mask is never seen, so it never takes a touch from the view it masks.
        if role == .mask {
            layerElement = context.element(node.child(.slot("maskHitTesting"), for: Element.self).id, HitTestingKind(isEnabled: false),
                                           children: [layerElement])
        }
        return wrapEach(content, node: node, context: context) { id, main in
            switch role {
            case .background: context.element(id, LayeredKind(alignment: alignment, behind: true), children: [layerElement, main])
            case .overlay: context.element(id, LayeredKind(alignment: alignment, behind: false), children: [main, layerElement])
            case .mask: context.element(id, MaskEffect(alignment: alignment), children: [main, layerElement])
            }
        }
    }
}
