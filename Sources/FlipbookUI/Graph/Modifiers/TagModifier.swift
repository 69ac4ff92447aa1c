// TagModifier.swift: `.tag(_:)`'s modifier: a view list reads the tag off it (ViewList); drawing
// ignores it, so its content is built unchanged.

/// Marks its content with a tag; builds the content unchanged.
struct TagModifier: ViewModifier, PrimitiveModifier {
    let tag: AnyHashable
    func body(content: Content) -> Never { fatalError("primitive") }
    func makeElements(content: any View, node: ViewNode, context: BuildContext) -> [Element] {
        context.build(content, at: .slot("content"), of: node)
    }
}
