// ScopedAnimationModifier.swift: `.animation(_:body:)`: what the body builds gets the animation as
// its `.animation(_:)`, remembering the one outside, which the placeholder of the view the body
// modifies puts back for that view (PlaceholderContentView).

struct ScopedAnimationModifier: ViewModifier, PrimitiveModifier {
    let animation: Animation?

    func body(content: Content) -> Never { fatalError("primitive") }

    func makeElements(content: any View, node: ViewNode, context: BuildContext) -> [Element] {
        context.with { environment in
            environment.animationOutsideScope = .some(environment.implicitAnimation)
            environment.implicitAnimation = animation
        }.build(content, at: .slot("content"), of: node)
    }
}
