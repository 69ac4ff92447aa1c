// View+Inspector.swift: `.inspector(isPresented:content:)` (iOS 17) as an iPhone shows it: in a
// compact width an inspector is presented as a sheet, so its content is a sheet's, with the
// sheet's detents and dismissal; its column width, which only a regular width has, changes
// nothing drawn.

extension View {
    /// Presents `content` as an inspector while `isPresented` holds: a sheet, on an iPhone.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        let inspector = content()
        return sheet(isPresented: isPresented) { inspector }
    }

    /// The width of an inspector's column beside the content, which an iPhone's sheet has not.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }

    /// The width range of an inspector's column beside the content, which an iPhone's sheet has not.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}
