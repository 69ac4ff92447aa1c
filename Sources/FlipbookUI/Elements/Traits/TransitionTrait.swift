// TransitionTrait.swift: `.transition(_:)`: how the child enters and leaves, its modifier parts
// built where the view is (API/Transition.swift); read by the animation store when the view is
// inserted or removed (Animation/Transitions).

/// How the child is inserted and removed.
struct TransitionTrait: ElementKind, TransparentLayout, NoAnimatableData, DrawsChildren, HitTestsChildren {
    var transition: AnyTransition
}

/// `.transition(_:)`: the content wrapped in a TransitionTrait, with the transition's modifier
/// parts built here, where the view's environment is.
struct TransitionModifier: ViewModifier, PrimitiveModifier {
    let transition: AnyTransition

    func body(content: Content) -> Never { fatalError("primitive") }

    func makeElements(content: any View, node: ViewNode, context: BuildContext) -> [Element] {
        let resolved = transition.resolvingEffects(in: context, of: node)
        return wrapEach(content, node: node, context: context) { context.element($0, TransitionTrait(transition: resolved), children: [$1]) }
    }
}
