// View+Tag.swift: `.tag(_:)`, the value that stands for a view among its siblings: a Picker's
// option is selected when its tag equals the selection. Drawing ignores it.

extension View {
    /// Gives the view `tag` among the views of its list (a Picker's options).
    public func tag<V: Hashable>(_ tag: V) -> some View { modifier(TagModifier(tag: AnyHashable(tag))) }
}

/// Marks its content with a tag; builds the content unchanged.
struct TagModifier: ViewModifier, PrimitiveModifier {
    let tag: AnyHashable
    func body(content: Content) -> Never { fatalError("primitive") }
    func makeElements(content: any View, node: ViewNode, context: BuildContext) -> [Element] {
        context.build(content, at: .slot("content"), of: node)
    }
}
