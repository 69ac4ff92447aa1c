// IdentityModifier.swift: `.id(_:)`: the view's identity is the value given, as a ForEach
// element's is its id. A new value is a new view: the old one leaves (with its transition) and
// takes its state with it, and the new one enters from its initial state. The modifiers around
// belong to the view: the chain they form is built under a node kept for the id
// (BuildContext.build), so `.id(n).transition(.scale).onAppear { … }` scales the new view in and
// runs its onAppear, as in SwiftUI. Where a chain is built as a modifier's content, the id
// keys the content alone.

/// Builds the content as the child identified by `id`.
struct IdentityModifier: ViewModifier, PrimitiveModifier {
    let id: AnyHashable

    func body(content: Content) -> Never { fatalError("primitive") }

    func makeElements(content: any View, node: ViewNode, context: BuildContext) -> [Element] {
        node.identifiesChildren = true
        return context.build(content, at: .id(id), of: node)
    }
}

/// A view whose modifiers include `.id(_:)`: the id it gives the whole chain.
protocol ExplicitlyIdentified {
    var explicitID: AnyHashable? { get }
}

extension ModifiedContent: ExplicitlyIdentified {
    var explicitID: AnyHashable? {
        (modifier as? IdentityModifier)?.id ?? (content as? ExplicitlyIdentified)?.explicitID
    }
}
