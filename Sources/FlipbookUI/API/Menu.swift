// Menu.swift: SwiftUI's Menu: a control that opens a menu of commands. Its label is a button in
// the button style around it (borderless in the tint by default). A tap opens the menu as iOS 17
// draws it on iPhone (by eye): a 250 pt panel of 44 pt rows (each command's title leading, its
// symbol trailing, a hairline between, a wider gap for a Divider and around a Section, whose
// header is a small grey title over its rows) on a nearly opaque panel with
// rounded corners and a soft shadow, below the label (above it when there is no room), lined up
// with the label's nearer edge of the canvas, scaling and fading in on a spring. A command runs
// and closes the menu; a tap anywhere else closes it. A menu with a primary action runs that
// instead on a tap (a long press would open the menu).

/// A control that opens a menu of commands.
public struct Menu<Label: View, Content: View>: View {
    private let label: Label
    private let content: Content
    private let primaryAction: (() -> Void)?
    @State private var isOpen = false

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    /// A tap runs `primaryAction`; a long press would open the menu.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    public var body: some View {
        let open = $isOpen
        let close = { withAnimation(MenuPanel.closing) { open.wrappedValue = false } }
        Button {
            if let primaryAction { primaryAction() } else { withAnimation(MenuPanel.opening) { open.wrappedValue = true } }
        } label: { label }
        .modifier(PresentationModifier(isPresented: isOpen, placement: .menu) {
            guard open.wrappedValue else { return [] }
            return [PresentationLayer(key: "menu.backdrop", view: AnyView(Color.clear.contentShape(Rectangle()).onTapGesture(perform: close))),
                    PresentationLayer(key: "menu", view: AnyView(MenuPanel(actions: PresentedActions(AnyView(content)), dismiss: close)))]
        })
    }
}

/// An open menu's panel of commands.
struct MenuPanel: View {
    let actions: PresentedActions
    let dismiss: () -> Void

    static let width: CGFloat = 250
    static let opening = Animation.spring(response: 0.35, dampingFraction: 0.85)
    static let closing = Animation.easeOut(duration: 0.2)
    /// iOS blurs what is behind a menu until it cannot be read; with no blur here, the panel is
    /// nearly opaque instead.
    static let fill = Color(light: (248, 248, 248), dark: (37, 37, 39), opacity: 0.97)

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<actions.all.count, id: \.self) { index in
                let action = actions.all[index]
                if action.isDivider {
                    Rectangle().fill(Color.separator.opacity(0.6)).frame(height: 8)
                } else if action.isHeader {
                    action.view
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                        .padding(.horizontal, 16)
                        .padding(.top, 10)
                        .padding(.bottom, 6)
                        .frame(maxWidth: .infinity, alignment: .leading)
                } else {
                    if index > 0 && !actions.all[index - 1].isDivider && !actions.all[index - 1].isHeader {
                        Rectangle().fill(Color.separator).frame(height: 0.5)
                    }
                    action.view
                }
            }
        }
        .buttonStyle(MenuRowButtonStyle())
        .labelStyle(MenuRowLabelStyle())
        .frame(width: Self.width)
        .background(Self.fill, in: RoundedRectangle(cornerRadius: 13, style: .continuous))
        .shadow(color: .black.opacity(0.15), radius: 20, y: 8)
        .environment(\.dismissesPresentation, dismiss)
        .transition(.scale(scale: 0.5, anchor: .top).combined(with: .opacity))
    }
}

/// A command's row: its label leading, in red for a destructive one, the whole row taking taps.
private struct MenuRowButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.body)
            .foregroundStyle(configuration.role == .destructive ? Color.red : Color.primary)
            .lineLimit(1)
            .padding(.horizontal, 16)
            .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
            .contentShape(Rectangle())
            .background(configuration.isPressed ? Color.separator.opacity(0.5) : Color.clear)
    }
}

/// A command's label in a menu row: the title leading, the symbol trailing.
private struct MenuRowLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            Spacer(minLength: 8)
            configuration.icon
        }
    }
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
