// Button.swift: SwiftUI's Button: a label that runs an action when tapped, looking the way the
// environment's button style says (API/ButtonStyle.swift); the default on iOS is borderless, its
// label in the tint (accent) colour, dimmed while pressed.

/// A control that runs an action when tapped.
public struct Button<Label: View>: View {
    let action: () -> Void
    let role: ButtonRole?
    let label: Label

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.role = role
        self.label = label()
    }

    public var body: Never { fatalError("Button is primitive") }
}

extension Button: ListRowButton {}

extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == FlipbookUI.Label<Text, Image> {
    /// A button whose label is a title beside a system symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { FlipbookUI.Label(title, systemImage: systemImage) }
    }

    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { FlipbookUI.Label(title, systemImage: systemImage) }
    }
}

/// What a button does, which can change how it looks (a destructive button is red).
public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}
