// PrimitiveModifier.swift: how modifiers become elements. A built-in modifier is a
// PrimitiveModifier: it builds its content and makes elements from the content's elements; a
// user's ViewModifier is a composite, its body evaluated with the content as a placeholder view.
// Most built-in modifiers wrap their content in one element kind (ElementModifier) or only
// change the environment their content is built in (EnvironmentModifier).

/// Built-in modifiers: they make elements from their content's elements.
protocol PrimitiveModifier {
    func makeElements(content: any View, node: ViewNode, context: BuildContext) -> [Element]
}

extension PrimitiveModifier {
    /// Builds the content, then wraps each of its elements in one made by `wrap`. Several
    /// elements (a Group's) each get their own wrapper, with an identity of its own.
    func wrapEach(_ content: any View, node: ViewNode, context: BuildContext,
                  _ wrap: (_ id: NodeID, _ child: Element) -> Element) -> [Element] {
        let elements = context.build(content, at: .slot("content"), of: node)
        return elements.enumerated().map { i, e in
            wrap(i == 0 ? node.id : node.child(.index(i), for: Element.self).id, e)
        }
    }
}

extension ModifiedContent: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        if let primitive = modifier as? PrimitiveModifier {
            return primitive.makeElements(content: content, node: node, context: context)
        }
        if let effect = modifier as? any GeometryEffect {
            return ElementModifier(kind: GeometryEffectKind(effect: effect)).makeElements(content: content, node: node, context: context)
        }
        DynamicProperties.attach(modifier, to: node, environment: context.environment)
        // An Animatable modifier's body is evaluated with its presented data, as a view's is.
        let (modifier, bodyContext) = context.graph.presenting(modifier, node: node, context: context)
        let content = self.content
        let placeholder = _ViewModifier_Content<Modifier>(build: { n, c in c.build(content, at: .slot("content"), of: n) })
        let body = modifier.body(content: placeholder)
        return bodyContext.build(body, at: .body, of: node)
    }
}

extension _ViewModifier_Content: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] { build(node, context) }
}

/// A modifier that only changes the environment its content is built in.
struct EnvironmentModifier: ViewModifier, PrimitiveModifier {
    let change: (inout EnvironmentValues) -> Void
    func body(content: Content) -> Never { fatalError("primitive") }
    func makeElements(content: any View, node: ViewNode, context: BuildContext) -> [Element] {
        context.with(change).build(content, at: .slot("content"), of: node)
    }
}

/// A modifier that wraps its content in one element kind.
struct ElementModifier: ViewModifier, PrimitiveModifier {
    let kind: any ElementKind
    func body(content: Content) -> Never { fatalError("primitive") }
    func makeElements(content: any View, node: ViewNode, context: BuildContext) -> [Element] {
        wrapEach(content, node: node, context: context) { context.element($0, kind, children: [$1]) }
    }
}

extension View {
    func environmentChange(_ change: @escaping (inout EnvironmentValues) -> Void) -> ModifiedContent<Self, EnvironmentModifier> {
        modifier(EnvironmentModifier(change: change))
    }
    /// The view wrapped in an element of `kind`.
    func element(_ kind: any ElementKind) -> ModifiedContent<Self, ElementModifier> {
        modifier(ElementModifier(kind: kind))
    }
}
