// View+Tag.swift: `.tag(_:)`, the value that stands for a view among its siblings: a Picker's
// option is selected when its tag equals the selection (ViewList reads it; TagModifier builds it).

extension View {
    /// Gives the view `tag` among the views of its list (a Picker's options).
    public func tag<V: Hashable>(_ tag: V) -> some View { modifier(TagModifier(tag: AnyHashable(tag))) }
}
