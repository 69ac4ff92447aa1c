// View+Presentation.swift: what a view presents over the whole canvas while a flag (or an
// optional item) says so: alerts, confirmation dialogs, sheets and full-screen covers (a
// popover is a sheet on iPhone), with `@Environment(\.dismiss)` inside them. Each is built as
// layers of a PresentationKind (Graph/Modifiers/PresentationModifier.swift) and drawn as iOS
// draws it (API/PresentationViews.swift), entering and leaving with its own animation whatever
// the change that shows it.

import Foundation

extension View {
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(Text(titleKey), isPresented: isPresented, actions: AnyView(actions()), message: nil)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(Text(title), isPresented: isPresented, actions: AnyView(actions()), message: nil)
    }

    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(title, isPresented: isPresented, actions: AnyView(actions()), message: nil)
    }

    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        presentingAlert(Text(titleKey), isPresented: isPresented, actions: AnyView(actions()), message: AnyView(message()))
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        presentingAlert(Text(title), isPresented: isPresented, actions: AnyView(actions()), message: AnyView(message()))
    }

    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        presentingAlert(title, isPresented: isPresented, actions: AnyView(actions()), message: AnyView(message()))
    }

    /// An alert about `data`, shown while `isPresented` is true and `data` is not nil.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let shown = data.map { (AnyView(actions($0)), AnyView(message($0))) }
        return presentingAlert(Text(titleKey), isPresented: shown == nil ? .constant(false) : isPresented,
                               actions: shown?.0 ?? AnyView(EmptyView()), message: shown?.1)
    }

    /// An alert about a localized error, titled by its `errorDescription`, shown while
    /// `isPresented` is true and there is an error.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(Text(error?.errorDescription ?? ""), isPresented: error == nil ? .constant(false) : isPresented,
                        actions: AnyView(actions()), message: nil)
    }

    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
                                                           @ViewBuilder message: (E) -> M) -> some View {
        let shown = error.map { (AnyView(actions($0)), AnyView(message($0))) }
        return presentingAlert(Text(error?.errorDescription ?? ""), isPresented: shown == nil ? .constant(false) : isPresented,
                               actions: shown?.0 ?? AnyView(EmptyView()), message: shown?.1)
    }

    /// An alert shown while the bound error is not nil, titled by its `errorDescription`; an
    /// action sets the error back to nil.
    public func alert<E: LocalizedError, A: View>(error: Binding<E?>, @ViewBuilder actions: () -> A) -> some View {
        alert(isPresented: presence(of: error), error: error.wrappedValue, actions: actions)
    }

    public func alert<E: LocalizedError, A: View, M: View>(error: Binding<E?>, @ViewBuilder actions: (E) -> A,
                                                           @ViewBuilder message: (E) -> M) -> some View {
        alert(isPresented: presence(of: error), error: error.wrappedValue, actions: actions, message: message)
    }

    /// The iOS 13 form: an `Alert` value.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return presentingAlert(alert.title, isPresented: isPresented, actions: alert.actions, message: alert.message.map { AnyView($0) })
    }

    /// The iOS 13 form for an optional item: an `Alert` made from it while it is not nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        return presentingAlert(alert?.title ?? Text(""), isPresented: alert == nil ? .constant(false) : presence(of: item),
                               actions: alert?.actions ?? AnyView(EmptyView()), message: alert?.message.map { AnyView($0) })
    }

    private func presentingAlert(_ title: Text, isPresented: Binding<Bool>, actions: AnyView, message: AnyView?) -> some View {
        modifier(PresentationModifier(isPresented: isPresented.wrappedValue) {
            isPresented.wrappedValue ? AlertPresentation(title: title, message: message, actions: actions, isPresented: isPresented).layers : []
        })
    }

    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        presentingDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: AnyView(actions()), message: nil)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        presentingDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: AnyView(actions()), message: nil)
    }

    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        presentingDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
                         actions: AnyView(actions()), message: AnyView(message()))
    }

    /// A dialog about `data`, shown while `isPresented` is true and `data` is not nil.
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        presentingDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, about: data, actions: actions, message: { _ in EmptyView() }, hasMessage: false)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                  titleVisibility: Visibility = .automatic, presenting data: T?,
                                                                  @ViewBuilder actions: (T) -> A) -> some View {
        presentingDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, about: data, actions: actions, message: { _ in EmptyView() }, hasMessage: false)
    }

    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        presentingDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, about: data, actions: actions, message: message, hasMessage: true)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                           titleVisibility: Visibility = .automatic, presenting data: T?,
                                                                           @ViewBuilder actions: (T) -> A,
                                                                           @ViewBuilder message: (T) -> M) -> some View {
        presentingDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, about: data, actions: actions, message: message, hasMessage: true)
    }

    /// The dialog about `data` (none while it is nil), its actions and message made from it.
    private func presentingDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility, about data: T?,
                                                       actions: (T) -> A, message: (T) -> M, hasMessage: Bool) -> some View {
        guard let data else {
            return presentingDialog(title, isPresented: .constant(false), titleVisibility: titleVisibility, actions: AnyView(EmptyView()), message: nil)
        }
        return presentingDialog(title, isPresented: isPresented, titleVisibility: titleVisibility,
                                actions: AnyView(actions(data)), message: hasMessage ? AnyView(message(data)) : nil)
    }

    func presentingDialog(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility,
                                  actions: AnyView, message: AnyView?) -> some View {
        modifier(PresentationModifier(isPresented: isPresented.wrappedValue) {
            guard isPresented.wrappedValue else { return [] }
            // As on iOS, the title shows only when asked for, or when a message goes under it.
            let shownTitle = titleVisibility == .visible || message != nil ? title : nil
            return DialogPresentation(title: shownTitle, message: message, actions: actions, isPresented: isPresented).layers
        })
    }

    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        presentingSheet(isPresented: isPresented, onDismiss: onDismiss, fullScreen: false) { AnyView(content()) }
    }

    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presentingSheet(isPresented: presence(of: item), onDismiss: onDismiss, fullScreen: false) {
            item.wrappedValue.map { AnyView(content($0)) } ?? AnyView(EmptyView())
        }
    }

    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        presentingSheet(isPresented: isPresented, onDismiss: onDismiss, fullScreen: true) { AnyView(content()) }
    }

    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presentingSheet(isPresented: presence(of: item), onDismiss: onDismiss, fullScreen: true) {
            item.wrappedValue.map { AnyView(content($0)) } ?? AnyView(EmptyView())
        }
    }

    /// On iPhone a popover is a sheet.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content) -> some View {
        presentingSheet(isPresented: isPresented, onDismiss: nil, fullScreen: false) { AnyView(content()) }
    }

    private func presentingSheet(isPresented: Binding<Bool>, onDismiss: (() -> Void)?, fullScreen: Bool,
                                 content: @escaping () -> AnyView) -> some View {
        modifier(PresentationModifier(isPresented: isPresented.wrappedValue, onDismiss: onDismiss) {
            guard isPresented.wrappedValue else { return [] }
            let dismiss = DismissAction { isPresented.wrappedValue = false }
            return SheetPresentation(content: content(), dismiss: dismiss, fullScreen: fullScreen).layers
        })
    }

    /// The heights a sheet can rest at; it rests at the smallest (a recording drags no sheet),
    /// and with more than one it shows its grabber.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        navigationItem(.sheetDetent(detents.min() ?? .large, resizable: detents.count > 1))
    }

    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        navigationItem(.sheetDetent(selection.wrappedValue, resizable: detents.count > 1))
    }

    /// Whether the sheet shows the grabber at its top (`.automatic`: when it has more than one
    /// detent, as on iOS).
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        navigationItem(.sheetGrabber(visibility == .automatic ? nil : visibility == .visible))
    }

    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { navigationItem(.sheetCornerRadius(cornerRadius)) }

    /// What the sheet showing this view is filled with, in place of the system background (a
    /// material blurs what lies under the sheet).
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { navigationItem(.sheetBackground(AnyShapeStyle(style))) }

    /// Keeps the sheet from being swiped away, which a recording never does.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}

/// Whether an optional item is there; set to false, it clears it.
func presence<Item>(of item: Binding<Item?>) -> Binding<Bool> {
    Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
}

/// Where a popover points (no arrow is drawn: on iPhone it is a sheet).
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// A height a sheet rests at.
public struct PresentationDetent: Hashable, Comparable, Sendable {
    /// The share of the canvas's height, or a height in points.
    enum Height: Hashable, Sendable { case fraction(CGFloat), points(CGFloat) }
    let height: Height

    public static let large = PresentationDetent(height: .fraction(1))
    public static let medium = PresentationDetent(height: .fraction(0.5))
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(height: .fraction(fraction)) }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(height: .points(height)) }

    /// The sheet's height in a canvas `available` points tall.
    func points(in available: CGFloat) -> CGFloat {
        switch height {
        case .fraction(let f): return available * f
        case .points(let p): return Swift.min(p, available)
        }
    }

    /// Ordered by their height in a 1000 pt canvas (the smallest first).
    public static func < (a: PresentationDetent, b: PresentationDetent) -> Bool { a.points(in: 1000) < b.points(in: 1000) }
}

/// Dismisses the presentation it came from (a sheet), or pops the screen (in a navigation stack).
public struct DismissAction {
    let action: () -> Void
    public func callAsFunction() { action() }
}

private struct DismissKey: EnvironmentKey { static var defaultValue: DismissAction { DismissAction {} } }
private struct IsPresentedKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct DismissesPresentationKey: EnvironmentKey { static var defaultValue: (() -> Void)? { nil } }

extension EnvironmentValues {
    /// Dismisses the sheet, or pops the screen, the view is in (outside both: does nothing).
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
    /// Whether the view is in a presented sheet or a pushed screen.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
    /// The iOS 13 form of `isPresented` and `dismiss`, as a binding.
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, dismissAction: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
    /// Inside an alert or a dialog: what its buttons do once their action has run.
    var dismissesPresentation: (() -> Void)? {
        get { self[DismissesPresentationKey.self] }
        set { self[DismissesPresentationKey.self] = newValue }
    }
}

/// Whether a view is presented, and how to dismiss it (`presentationMode.wrappedValue.dismiss()`).
public struct PresentationMode {
    public let isPresented: Bool
    let dismissAction: DismissAction

    /// Dismisses the sheet, or pops the screen, the view is in.
    public mutating func dismiss() { dismissAction() }
}

/// The iOS 13 alert value.
public struct Alert {
    let title: Text
    let message: Text?
    let actions: AnyView

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        let button = dismissButton ?? .default(Text("OK"))
        actions = AnyView(button.view)
    }

    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        actions = AnyView(Group { primaryButton.view; secondaryButton.view })
    }

    /// A button of an `Alert`.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: nil, action: action) }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .cancel, action: action) }
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { cancel(Text("Cancel"), action: action) }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .destructive, action: action) }

        var view: FlipbookUI.Button<Text> { FlipbookUI.Button(role: role, action: action ?? {}) { label } }
    }
}
