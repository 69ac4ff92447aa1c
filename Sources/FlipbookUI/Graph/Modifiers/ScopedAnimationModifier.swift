// ScopedAnimationModifier.swift: `.animation(_:body:)`: what the body builds gets the animation,
// over any other (a withAnimation's included, as `.animation(_:value:)` takes precedence),
// remembering the ones outside, which the placeholder of the view the body modifies puts back for
// that view (PlaceholderContentView).

struct ScopedAnimationModifier: ViewModifier, PrimitiveModifier {
    let animation: Animation?

    func body(content: Content) -> Never { fatalError("primitive") }

    func makeElements(content: any View, node: ViewNode, context: BuildContext) -> [Element] {
        context.with { environment in
            environment.animationOutsideScope = AnimationScope(implicit: environment.implicitAnimation, change: environment.changeAnimation)
            // Over the transaction's own animation too, as `.animation(_:value:)` is.
            environment.implicitAnimation = animation
            environment.changeAnimation = .some(animation)
        }.build(content, at: .slot("content"), of: node)
    }
}
