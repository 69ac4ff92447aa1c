// StructuralViews.swift: how the builder's structure becomes identity. Each child of a tuple,
// each branch of an if/else, the wrapped view of an optional and each ForEach element gets its
// own ChildKey, so a view keeps its node (and state) exactly as long as SwiftUI keeps it.

extension TupleView: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        children.enumerated().flatMap { context.build($1, at: .index($0), of: node) }
    }
}

extension _ConditionalContent: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        switch storage {
        case .trueContent(let v): return context.build(v, at: .trueBranch, of: node)
        case .falseContent(let v): return context.build(v, at: .falseBranch, of: node)
        }
    }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        guard let wrapped = self else { return [] }
        return context.build(wrapped, at: .some, of: node)
    }
}

extension AnyView: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        context.build(content, at: .body, of: node)
    }
}

extension EmptyView: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] { [] }
}

extension Group: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        context.build(content, at: .body, of: node)
    }
}

extension ForEach: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        node.identifiesChildren = true
        return data.flatMap { element in context.build(content(element), at: .id(AnyHashable(element[keyPath: idPath])), of: node) }
    }
}
