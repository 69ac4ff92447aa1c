// StyledBody.swift: the body a style makes (`makeBody(configuration:)` of a ButtonStyle,
// ToggleStyle, LabelStyle…). A style is a value like a view: its @Environment, @State and other
// dynamic properties are linked to a node of its own and to the environment where the styled
// control is, before its makeBody runs, as SwiftUI links them.

/// Builds a style's body with the style's dynamic properties linked.
struct StyledBody: View, PrimitiveView {
    /// The style value whose properties are linked (struct copies share their links).
    let style: Any
    let makeBody: () -> any View

    var body: Never { fatalError("StyledBody is primitive") }

    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        DynamicProperties.attach(style, to: node, environment: context.environment)
        return context.build(makeBody(), at: .body, of: node)
    }
}
