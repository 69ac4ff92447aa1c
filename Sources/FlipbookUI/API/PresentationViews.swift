// PresentationViews.swift: alerts, confirmation dialogs and sheets as iOS draws them on iPhone,
// by eye (listed in the README's approximations):
// - an alert: a 270 pt card with 14 pt corners in the middle of the canvas over a 20 % black
//   dimming, its title in headline and message in footnote, centred; its text fields under them
//   (rounded borders, footnote text, 16 pt in from the card's sides); two buttons side by side
//   (a cancel one on the leading side), otherwise one under another (cancel last), 44 pt tall,
//   hairlines between; cancel in semibold, destructive in red, the others in the tint. It
//   fades in growing from 115 %, and fades out;
// - a confirmation dialog: its buttons in a card 8 pt from the bottom and sides (57 pt rows,
//   20 pt text), Cancel in a card of its own under it, sliding up over the dimming, which a
//   tap dismisses it through;
// - a sheet: the content on the system background with 10 pt top corners, 10 pt short of the
//   top (or at its detent's height), sliding up over a dimming that dismisses it when tapped;
//   a full-screen cover slides up over everything, without one.

/// An alert's layers: the dimming and the card.
struct AlertPresentation {
    let title: Text
    let message: AnyView?
    let actions: AnyView
    let isPresented: Binding<Bool>

    var layers: [PresentationLayer] {
        [PresentationLayer(key: "dimming", view: AnyView(Dimming.layer(opacity: 0.2, animation: PresentationMotion.alert) {})),
         PresentationLayer(key: "alert", view: AnyView(
            AlertCard(title: title, message: message, actions: PresentedActions(actions), dismiss: { isPresented.wrappedValue = false })
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .transition(.asymmetric(insertion: .scale(scale: 1.15).combined(with: .opacity), removal: .opacity)
                    .animation(PresentationMotion.alert))))]
    }
}

/// A confirmation dialog's layers: the dimming and the cards at the bottom.
struct DialogPresentation {
    let title: Text?
    let message: AnyView?
    let actions: AnyView
    let isPresented: Binding<Bool>

    var layers: [PresentationLayer] {
        [PresentationLayer(key: "dimming", view: AnyView(Dimming.layer(opacity: 0.2, animation: PresentationMotion.sheet) {
            isPresented.wrappedValue = false
         })),
         PresentationLayer(key: "dialog", view: AnyView(
            DialogCards(title: title, message: message, actions: PresentedActions(actions), dismiss: { isPresented.wrappedValue = false })
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
                .transition(.move(edge: .bottom).animation(PresentationMotion.sheet))))]
    }
}

/// A sheet's layers: the dimming (not for a full-screen cover) and the sheet.
struct SheetPresentation {
    let content: AnyView
    let dismiss: DismissAction
    let fullScreen: Bool

    var layers: [PresentationLayer] {
        let sheet = PresentationLayer(key: "sheet", view: AnyView(
            GeometryReader { canvas in
                SheetContainer(content: content, dismiss: dismiss, fullScreen: fullScreen, available: canvas.size)
            }
            .transition(.move(edge: .bottom).animation(PresentationMotion.sheet))))
        guard !fullScreen else { return [sheet] }
        return [PresentationLayer(key: "dimming", view: AnyView(Dimming.layer(opacity: 0.2, animation: PresentationMotion.sheet) { dismiss() })), sheet]
    }
}

/// How presentations move, by eye: alerts quickly, sheets with a critically damped spring.
enum PresentationMotion {
    static let alert = Animation.easeOut(duration: 0.25)
    static let sheet = Animation.spring(duration: 0.45, bounce: 0)
}

/// The black veil over what is under a presentation; it takes the touches that miss the
/// presentation, so nothing under it can be tapped, and a tap on it does `onTap` (an alert:
/// nothing; a dialog or a sheet: dismisses it, as on iOS).
enum Dimming {
    static func layer(opacity: Double, animation: Animation, onTap: @escaping () -> Void) -> some View {
        Color.black.opacity(opacity)
            .contentShape(Rectangle())
            .onTapGesture(perform: onTap)
            .transition(.opacity.animation(animation))
    }
}

/// The actions of an alert or a dialog, each with its role.
struct PresentedActions {
    struct Action {
        let view: AnyView
        let role: ButtonRole?
        /// A Divider among the actions (a menu draws it as a gap).
        let isDivider: Bool
        /// A Section's header (a menu draws it as a small grey title over the section).
        var isHeader = false
        /// A TextField or SecureField (an alert shows it above its buttons, as a field to type in).
        var isField = false
    }
    let all: [Action]

    /// The actions `actions` stands for; a Section's are its own, with its header before them and
    /// a gap (a Divider) between it and what is beside it.
    init(_ actions: AnyView) {
        var all: [Action] = []
        var gapDue = false
        func addGap() { if let last = all.last, !last.isDivider { all.append(Action(view: AnyView(Divider()), role: nil, isDivider: true)) } }
        for item in ViewList.views(of: actions) {
            if let (source, modifiers) = ViewList.unwrap(item.view, as: (any MenuItemsSource).self) {
                // A picker's options stand apart from the commands beside them, as a section's do.
                let rows = source.menuItems.map { Self.action(modifiers($0)) }
                if rows.count > 1 { addGap() } else if gapDue { addGap() }
                all += rows
                gapDue = rows.count > 1
                continue
            }
            guard let (section, modifiers) = ViewList.unwrap(item.view, as: (any GridSectionSource).self) else {
                if gapDue { addGap(); gapDue = false }
                all.append(Self.action(item.view))
                continue
            }
            addGap()
            let parts = section.gridParts(modifiedBy: modifiers)
            if let header = parts.header { all.append(Action(view: header, role: nil, isDivider: false, isHeader: true)) }
            // A picker in the section is its options, as it is outside one.
            for view in ViewList.views(of: parts.content) {
                if let (source, modifiers) = ViewList.unwrap(view.view, as: (any MenuItemsSource).self) {
                    all += source.menuItems.map { Self.action(modifiers($0)) }
                } else {
                    all.append(Self.action(view.view))
                }
            }
            gapDue = true
        }
        self.all = all
    }

    private static func action(_ view: any View) -> Action {
        Action(view: AnyView(view), role: (view as? ButtonRoleReading)?.buttonRole, isDivider: view is Divider,
               isField: ViewList.unwrap(view, as: (any TextEntryField).self) != nil)
    }

    var cancel: Action? { all.first { $0.role == .cancel } }
    var others: [Action] { all.filter { $0.role != .cancel && !$0.isField } }
    var fields: [Action] { all.filter(\.isField) }
    /// The actions that are not fields.
    var buttons: [Action] { all.filter { !$0.isField } }
}

/// A view that takes typed text (TextField, SecureField), however modified.
protocol TextEntryField {}
extension TextField: TextEntryField {}
extension SecureField: TextEntryField {}

/// A view that is a button with a role.
protocol ButtonRoleReading {
    var buttonRole: ButtonRole? { get }
}

extension Button: ButtonRoleReading {
    var buttonRole: ButtonRole? { role }
}

/// The colours a presentation's cards are drawn in.
enum PresentationColors {
    static let card = Color(light: (242, 242, 242), dark: (44, 44, 46))
    static let sheet = Color(light: (255, 255, 255), dark: (28, 28, 30))
}

/// An alert's card.
private struct AlertCard: View {
    let title: Text
    let message: AnyView?
    let actions: PresentedActions
    let dismiss: () -> Void

    var body: some View {
        VStack(spacing: 0) {
            VStack(spacing: 2) {
                title.font(.headline)
                if let message { message.font(.footnote) }
            }
            .multilineTextAlignment(.center)
            .padding(.horizontal, 16)
            .padding(.top, 19)
            .padding(.bottom, actions.fields.isEmpty ? 17 : 12)
            if !actions.fields.isEmpty {
                VStack(spacing: 8) {
                    ForEach(actions.fields.indices, id: \.self) { actions.fields[$0].view }
                }
                .textFieldStyle(.roundedBorder)
                .font(.footnote)
                .padding(.horizontal, 16)
                .padding(.bottom, 16)
            }
            Hairline()
            buttons
        }
        .frame(width: 270)
        .background(PresentationColors.card, in: RoundedRectangle(cornerRadius: 14, style: .continuous))
        .environment(\.dismissesPresentation, dismiss)
    }

    /// An alert with no buttons gets an OK button, as on iOS; its fields are above the buttons.
    private var ordered: [PresentedActions.Action] {
        if actions.buttons.isEmpty { return [PresentedActions.Action(view: AnyView(Button("OK") {}), role: nil, isDivider: false)] }
        if actions.buttons.count == 2, let cancel = actions.cancel { return [cancel] + actions.others }
        return actions.others + (actions.cancel.map { [$0] } ?? [])
    }

    @ViewBuilder private var buttons: some View {
        let rows = ordered
        if rows.count == 2 {
            HStack(spacing: 0) {
                AlertButton(action: rows[0])
                Hairline(vertical: true)
                AlertButton(action: rows[1])
            }
            .fixedSize(horizontal: false, vertical: true)
        } else {
            VStack(spacing: 0) {
                ForEach(0..<rows.count, id: \.self) { index in
                    if index > 0 { Hairline() }
                    AlertButton(action: rows[index])
                }
            }
        }
    }
}

/// One button of an alert, 44 pt tall.
private struct AlertButton: View {
    let action: PresentedActions.Action
    var body: some View {
        action.view.buttonStyle(PresentedButtonStyle(height: 44, fontSize: 17))
    }
}

/// A hairline in the separator colour.
private struct Hairline: View {
    var vertical = false
    var body: some View {
        Rectangle().fill(Color.separator).frame(width: vertical ? 0.5 : nil, height: vertical ? nil : 0.5)
    }
}

/// A presentation's button: the whole row, its label centred in its role's colour and weight.
private struct PresentedButtonStyle: ButtonStyle {
    let height: CGFloat
    let fontSize: CGFloat
    @Environment(\.tint) private var tint

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.system(size: fontSize, weight: configuration.role == .cancel ? .semibold : .regular))
            .foregroundStyle(configuration.role == .destructive ? Color.red : tint ?? .accentColor)
            .lineLimit(1)
            .frame(maxWidth: .infinity, minHeight: height)
            .contentShape(Rectangle())
            .background(configuration.isPressed ? Color.separator.opacity(0.5) : Color.clear)
    }
}

/// A confirmation dialog's cards at the bottom of the canvas.
private struct DialogCards: View {
    let title: Text?
    let message: AnyView?
    let actions: PresentedActions
    let dismiss: () -> Void

    var body: some View {
        VStack(spacing: 8) {
            VStack(spacing: 0) {
                if title != nil || message != nil {
                    VStack(spacing: 4) {
                        if let title { title.font(.footnote.weight(.semibold)) }
                        if let message { message.font(.footnote) }
                    }
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
                    .padding(14)
                    .frame(maxWidth: .infinity)
                    Hairline()
                }
                let others = actions.others
                ForEach(0..<others.count, id: \.self) { index in
                    if index > 0 { Hairline() }
                    others[index].view.buttonStyle(PresentedButtonStyle(height: 57, fontSize: 20))
                }
            }
            .background(PresentationColors.card, in: RoundedRectangle(cornerRadius: 14, style: .continuous))
            // iOS adds a Cancel button when the dialog has none.
            (actions.cancel?.view ?? AnyView(Button("Cancel", role: .cancel) {}))
                .buttonStyle(PresentedButtonStyle(height: 57, fontSize: 20))
                .background(PresentationColors.sheet, in: RoundedRectangle(cornerRadius: 14, style: .continuous))
        }
        .padding(8)
        .environment(\.dismissesPresentation, dismiss)
    }
}

/// A sheet: its content built first, so that what it asks for (a detent, a grabber, corners)
/// shapes the sheet around it.
struct SheetContainer: View, PrimitiveView {
    let content: AnyView
    let dismiss: DismissAction
    let fullScreen: Bool
    /// The canvas's size.
    let available: CGSize

    static let topGap: CGFloat = 10
    static let cornerRadius: CGFloat = 10

    var body: Never { fatalError("primitive") }

    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        let inner = context.with { environment in
            environment.dismiss = dismiss
            environment.isPresented = true
            // A sheet starts afresh: it is in no navigation stack and no list row of its presenter.
            environment.navigator = nil
            environment.isInListRow = false
            // A sheet's content stands at the elevated level; a full-screen cover's at the base.
            environment.isElevated = !fullScreen
        }
        let built = inner.build(content, at: .slot("content"), of: node)
        let traits = ScreenTraits(built)
        let height = fullScreen ? available.height
            : (traits.sheetDetent ?? .large).points(in: available.height - Self.topGap)
        let radius = fullScreen ? 0 : ((traits.sheetCornerRadius ?? nil) ?? Self.cornerRadius)
        let sheet = PrebuiltElements(elements: built)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .frame(height: height)
            .background(traits.sheetBackground ?? AnyShapeStyle(PresentationColors.sheet))
            .clipShape(UnevenRoundedRectangle(topLeadingRadius: radius, topTrailingRadius: radius, style: .continuous))
            .overlay(alignment: .top) {
                if traits.showsSheetGrabber {
                    Capsule().fill(Color.secondary.opacity(0.5)).frame(width: 36, height: 5).padding(.top, 5)
                }
            }
            .contentShape(Rectangle())
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
        return context.build(sheet, at: .slot("sheet"), of: node)
    }
}

private struct IsElevatedKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether the views stand at iOS's elevated level (in a sheet), where the system
    /// backgrounds are a step lighter in dark mode.
    var isElevated: Bool {
        get { self[IsElevatedKey.self] }
        set { self[IsElevatedKey.self] = newValue }
    }
}
