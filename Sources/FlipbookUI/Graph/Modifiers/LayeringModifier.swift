// LayeringModifier.swift: overlay and background: the secondary content (several views
// become one ZStack) is built beside the modified view, in a LayeredKind element.

/// Puts secondary content behind or in front of the modified view.
struct LayeringModifier: ViewModifier, PrimitiveModifier {
    let secondary: any View
    let alignment: Alignment
    let behind: Bool

    func body(content: Content) -> Never { fatalError("primitive") }

    func makeElements(content: any View, node: ViewNode, context: BuildContext) -> [Element] {
        let layer = context.build(secondary, at: .slot(behind ? "background" : "overlay"), of: node)
        let layerElement = layer.count == 1 ? layer[0]
            : context.element(node.child(.slot("layers"), for: Element.self).id, ZStackKind(alignment: alignment), children: layer)
        return wrapEach(content, node: node, context: context) { id, main in
            context.element(id, LayeredKind(alignment: alignment, behind: behind), children: behind ? [layerElement, main] : [main, layerElement])
        }
    }
}
