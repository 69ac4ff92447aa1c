// View+ContextMenu.swift: `.contextMenu { … }`: a long press on the view (half a second, as
// UIKit's context menu interaction waits) opens its commands in the menu panel a Menu opens, by
// the view; a command runs and closes it, a tap elsewhere closes it. On a list row's content it
// is the whole row's. Approximation (README):
// iOS also lifts a copy of the view over a blurred screen, which is not drawn.

extension View {
    /// Commands a long press on the view opens.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(ContextMenuModifier(items: menuItems()))
    }
}

private struct ContextMenuModifier<Items: View>: ViewModifier, RowWideModifier {
    let items: Items
    @State private var isOpen = false

    func applied(to row: AnyView) -> AnyView { AnyView(row.contentShape(Rectangle()).modifier(self)) }

    func body(content: Content) -> some View {
        let open = $isOpen
        let close = { withAnimation(MenuPanel.closing) { open.wrappedValue = false } }
        content
            .onLongPressGesture(minimumDuration: 0.5) { withAnimation(MenuPanel.opening) { open.wrappedValue = true } }
            .modifier(PresentationModifier(isPresented: isOpen, placement: .menu) {
                guard open.wrappedValue else { return [] }
                return [PresentationLayer(key: "menu.backdrop", view: AnyView(Color.clear.contentShape(Rectangle()).onTapGesture(perform: close))),
                        PresentationLayer(key: "menu", view: AnyView(MenuPanel(actions: PresentedActions(AnyView(items)), dismiss: close)))]
            })
    }
}
