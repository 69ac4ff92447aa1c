// Button+Build.swift: a Button is its label, built with the accent colour as its default
// foreground (the default iOS button style), in a tap gesture element; several label views
// become one ZStack.

extension Button: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        let labelContext = context.with { $0.tintsLabel = true }
        let content = labelContext.build(label, at: .slot("label"), of: node)
        let group = content.count == 1 ? content[0]
            : context.element(node.child(.slot("group"), for: Element.self).id, ZStackKind(alignment: .center), children: content)
        return [context.element(node.id, TapGestureKind(action: action), children: [group])]
    }
}
