// ViewModifier.swift: SwiftUI's ViewModifier and ModifiedContent. Built-in modifiers are
// primitives the engine understands (PrimitiveModifier); a user's modifier is a composite whose
// body receives its content as a placeholder view.

/// A reusable change to a view.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// The content a user modifier wraps, as a view inside its body.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let build: (ViewNode, BuildContext) -> [Element]
    public var body: Never { fatalError("_ViewModifier_Content is primitive") }
}

extension _ViewModifier_Content: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] { build(node, context) }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }
    public var body: Never { fatalError("ModifiedContent is primitive") }
}

extension View {
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

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
        DynamicProperties.attach(modifier, to: node)
        let content = self.content
        let placeholder = _ViewModifier_Content<Modifier>(build: { n, c in c.build(content, at: .slot("content"), of: n) })
        let body = modifier.body(content: placeholder)
        return context.build(body, at: .body, of: node)
    }
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
    let kind: Element.Kind
    func body(content: Content) -> Never { fatalError("primitive") }
    func makeElements(content: any View, node: ViewNode, context: BuildContext) -> [Element] {
        wrapEach(content, node: node, context: context) { Element(id: $0, kind: kind, children: [$1]) }
    }
}

extension View {
    func environmentChange(_ change: @escaping (inout EnvironmentValues) -> Void) -> ModifiedContent<Self, EnvironmentModifier> {
        modifier(EnvironmentModifier(change: change))
    }
    func element(_ kind: Element.Kind) -> ModifiedContent<Self, ElementModifier> {
        modifier(ElementModifier(kind: kind))
    }
}
