// IdentityModifier.swift: `.id(_:)`: the content's identity is the value given, as a ForEach
// element's is its id. A new value is a new view: the old one leaves (with its transition) and
// takes its state with it, and the new one enters from its initial state. The modifiers around
// take their identity from it (PrimitiveModifier.wrapEach), so `.id(n).transition(.scale)`
// scales the new view in, as it does in SwiftUI.

/// Builds the content as the child identified by `id`.
struct IdentityModifier: ViewModifier, PrimitiveModifier {
    let id: AnyHashable

    func body(content: Content) -> Never { fatalError("primitive") }

    func makeElements(content: any View, node: ViewNode, context: BuildContext) -> [Element] {
        context.build(content, at: .id(id), of: node).map { $0.explicitlyIdentified() }
    }
}
