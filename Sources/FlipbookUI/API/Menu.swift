// Menu.swift: SwiftUI's Menu: a control that opens a menu of commands. A recording shows it as
// iOS draws it at rest, its label as a button in the button style around it (borderless in the tint by default); a tap opens no menu (the
// menu is the system's drawing, which a recording has no room for), but a primary action, the
// app's own code, runs.

/// A control that opens a menu of commands.
public struct Menu<Label: View, Content: View>: View {
    private let label: Label
    private let primaryAction: (() -> Void)?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        primaryAction = nil
    }

    /// A tap runs `primaryAction`; a long press would open the menu.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.label = label()
        self.primaryAction = primaryAction
    }

    public var body: some View { Button(action: { primaryAction?() }, label: { label }) }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == FlipbookUI.Label<Text, Image> {
    /// The title beside a symbol (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { FlipbookUI.Label(title: { Text(titleKey) }, icon: { Image(systemName: name) }) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { FlipbookUI.Label(title: { Text(title) }, icon: { Image(systemName: name) }) })
    }
}
