// Toggle+Build.swift: a Toggle is the body its style makes from a configuration (isOn, its
// binding, the label as a view); the style comes from the environment, iOS's switch by default.

extension Toggle: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        let style: any ToggleStyle = context.environment.toggleStyle ?? SwitchToggleStyle()
        let configuration = ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: isOn)
        let body = StyledBody(style: style) { ToggleStyleBody.make(style, configuration) }
        return context.build(body, at: .body, of: node)
    }
}

/// Opens the existential style to call makeBody.
enum ToggleStyleBody {
    static func make(_ style: any ToggleStyle, _ configuration: ToggleStyleConfiguration) -> any View {
        func open<S: ToggleStyle>(_ s: S) -> any View { s.makeBody(configuration: configuration) }
        return open(style)
    }
}

extension ToggleStyleConfiguration.Label: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        context.build(content, at: .body, of: node)
    }
}
