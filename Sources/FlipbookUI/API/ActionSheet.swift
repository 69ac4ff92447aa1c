// ActionSheet.swift: the iOS 13 action sheet (`.actionSheet(isPresented:)` with an ActionSheet of
// Alert buttons), deprecated for the confirmation dialog that iOS draws it as: its title always
// shown, its message under it, its buttons in order, a cancel one apart at the bottom.

/// An action sheet: a title, a message and buttons.
public struct ActionSheet {
    /// A button of an action sheet: an alert's.
    public typealias Button = Alert.Button

    let title: Text
    let message: Text?
    let buttons: [Button]

    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// The buttons as the dialog's actions.
    var actions: AnyView { AnyView(ForEach(buttons.indices, id: \.self) { buttons[$0].view }) }
}

extension View {
    /// Presents the sheet `content` makes while `isPresented` is true.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return presentingDialog(sheet.title, isPresented: isPresented, titleVisibility: .visible, actions: sheet.actions,
                                message: sheet.message.map { AnyView($0) })
    }

    /// Presents the sheet `content` makes from `item` while it is not nil.
    public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet) -> some View {
        let sheet = item.wrappedValue.map(content)
        return presentingDialog(sheet?.title ?? Text(""), isPresented: sheet == nil ? .constant(false) : presence(of: item),
                                titleVisibility: .visible, actions: sheet?.actions ?? AnyView(EmptyView()),
                                message: sheet?.message.map { AnyView($0) })
    }
}
