// Button+Build.swift: a Button is the body its style makes: a ButtonStyle draws the label and
// the pressed state (kept in the button's node, set while a touch holds the button down), a
// PrimitiveButtonStyle the whole button (the built-in styles follow the touch themselves). The
// style comes from the environment, borderless by default.

extension Button: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        let pressed = (node.storage[StorageSlot.pressed] as? StateStorage<Bool>) ?? StateStorage(false, graph: node.graph)
        node.storage[StorageSlot.pressed] = pressed
        let label = ButtonStyleConfiguration.Label(content: AnyView(self.label))
        // A button of an alert or a dialog dismisses it once its action has run.
        let ownAction = self.action
        let action = context.environment.dismissesPresentation.map { dismiss in { ownAction(); dismiss() } } ?? ownAction
        let body: any View
        switch context.environment.buttonStyle {
        case .standard(let style):
            let configuration = ButtonStyleConfiguration(role: role, label: label, isPressed: pressed.value)
            func open<S: ButtonStyle>(_ s: S) -> any View {
                StyledBody(style: s) { s.makeBody(configuration: configuration) }.modifier(ButtonPressModifier(pressed: pressed, action: action))
            }
            body = open(style)
        case .primitive(let style):
            let configuration = PrimitiveButtonStyleConfiguration(role: role, label: label, action: action, pressed: pressed)
            func open<S: PrimitiveButtonStyle>(_ s: S) -> any View { StyledBody(style: s) { s.makeBody(configuration: configuration) } }
            body = open(style)
        }
        return context.build(body, at: .body, of: node)
    }
}

extension ButtonStyleConfiguration.Label: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        context.build(content, at: .body, of: node)
    }
}

/// Follows a touch on a button: pressed while the touch holds it, the action when it lifts there.
struct ButtonPressModifier: ViewModifier, PrimitiveModifier {
    let pressed: StateStorage<Bool>?
    let action: () -> Void

    func body(content: Content) -> Never { fatalError("primitive") }

    func makeElements(content: any View, node: ViewNode, context: BuildContext) -> [Element] {
        let (pressed, action) = (self.pressed, self.action)
        let kind = GestureKind(priority: .normal, isEnabled: context.environment.isEnabled, mask: .all) { local, _ in
            let recognizer = ButtonRecognizer(space: local) { on in
                // Pressing and releasing change the look at once, in a transaction of their own.
                withTransaction(Transaction()) { pressed?.value = on }
            }
            recognizer.ended.append { action() }
            return recognizer
        }
        return wrapEach(content, node: node, context: context) { context.element($0, kind, children: [$1]) }
    }
}
