// Button.swift: SwiftUI's Button: its label, tappable, tinted with the accent colour where the
// label sets no colour of its own (the default iOS button style). No pressed-state highlight is
// drawn: taps are instantaneous.

/// A control that runs an action when tapped.
public struct Button<Label: View>: View {
    let action: () -> Void
    let label: Label

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public var body: Never { fatalError("Button is primitive") }
}

extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}
