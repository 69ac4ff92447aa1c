// Element.swift: the resolved tree that layout, animation, drawing and hit-testing work on, and
// the protocol every kind of element implements. Building the graph turns view values into
// elements: composite views disappear into their bodies, the environment is baked into the
// leaves, and every element keeps the NodeID of the view it came from, the key under which the
// animation engine keeps its presented values.
// Why kinds are types: each stage (layout, animation, drawing, hit-testing) is a protocol with no
// default implementation, so a new kind must answer every stage or it does not compile, and the
// compiler's errors name the stages it skipped. A kind that wants a stage's neutral behaviour
// says so by adopting that stage's neutral protocol (TransparentLayout, NoAnimatableData,
// DrawsChildren, HitTestsChildren), which is visible in its declaration.
// Guarantees: an element never changes after it is built.

import Raster

/// A primitive piece of the resolved interface, immutable once built.
final class Element {
    let id: NodeID
    let kind: any ElementKind
    let children: [Element]
    /// The `.animation(_:)` in effect where the element was built, for changes whose
    /// transaction carries no animation.
    let implicitAnimation: Animation?
    /// The animation of an `.animation(_:value:)` whose value changed in this transaction, in
    /// place of the transaction's own (an inner one's, if several); nil: none changed.
    let changeAnimation: Animation??
    /// Built in a right-to-left layout: its children are placed mirrored across its frame, so
    /// that what is leading lies on the right (LayoutEngine).
    let isRightToLeft: Bool

    init(id: NodeID, kind: any ElementKind, children: [Element] = [], implicitAnimation: Animation? = nil,
         changeAnimation: Animation?? = nil, isRightToLeft: Bool = false) {
        self.id = id
        self.kind = kind
        self.children = children
        self.implicitAnimation = implicitAnimation
        self.changeAnimation = changeAnimation
        self.isRightToLeft = isRightToLeft
    }

    /// The animation this element's changes in a transaction of `animation` take.
    func animation(inTransactionOf animation: Animation?) -> Animation? {
        changeAnimation ?? animation ?? implicitAnimation
    }
}

/// Everything the engine needs from one kind of element, one protocol per stage.
typealias ElementKind = LayoutBehavior & AnimationBehavior & DrawingBehavior & HitTestingBehavior

// MARK: - Stages

/// Layout: parent proposes, child chooses, parent places (Layout/LayoutEngine).
protocol LayoutBehavior {
    /// The size the element takes for a proposal, its children asked through `children`.
    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize
    /// Where each child goes once the element has taken `frame` (one rect per child).
    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect]
}

/// Animation: the element's animatable values besides its frame (Animation/AnimationStore).
protocol AnimationBehavior {
    /// Hands each animatable value to the animator and returns the element with the values it
    /// gives back: the store records targets, the presenter substitutes the values shown at t.
    func animated<Animator: AttributeAnimator>(by animator: inout Animator) -> Self
}

/// Drawing: what the element paints, around or beside its children (Render/DisplayListBuilder).
protocol DrawingBehavior {
    /// The map the element applies to its children's drawing (nil: none), in root points about
    /// its frame; drawing and hit-testing both use it, so a tap lands where a view is drawn.
    func childTransform(in frame: CGRect) -> ProjectiveTransform?
    /// Records the element's drawing, and its children's, into the display list.
    func draw(_ element: PresentedElement, into list: inout DisplayListBuilder)
}

/// Hit-testing: which points the element's content covers (Render/HitTester).
protocol HitTestingBehavior {
    func hitContent(in frame: CGRect) -> HitContent
}

/// What counts as a view's content when a point is tested against it.
enum HitContent {
    /// The inside of a path (root points, in the element's own drawing space).
    case shape(Raster.Path)
    /// The whole frame.
    case frame
    /// Whatever the children cover.
    case children
    /// Nothing: touches go through the view and its subviews (`.allowsHitTesting(false)`).
    case none
}

// MARK: - Neutral behaviours, adopted by name

/// Takes its single child's size and gives it the whole frame (nothing: zero size).
protocol TransparentLayout: LayoutBehavior {}

extension TransparentLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize {
        children.isEmpty ? .zero : children[0].sizeThatFits(proposal)
    }
    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] {
        Array(repeating: frame, count: children.count)
    }
}

/// Has nothing to animate besides its frame.
protocol NoAnimatableData: AnimationBehavior {}

extension NoAnimatableData {
    func animated<Animator: AttributeAnimator>(by animator: inout Animator) -> Self { self }
}

/// Draws nothing but its children, if under a transform of its own: the views drawing inside
/// it are its children's, so an opacity, a shadow or a blend mode written outside it reaches
/// them one by one (DisplayListBuilder.eachLeaf), as in SwiftUI. A kind that paints, or that
/// draws its children as one picture (a clip, a mask, a blur, a compositing group), is not one:
/// it is such a view itself.
protocol DrawsOnlyChildren: DrawingBehavior {}

/// Paints nothing itself and does not move its children: only their drawing.
protocol DrawsChildren: DrawsOnlyChildren {}

extension DrawsChildren {
    func childTransform(in frame: CGRect) -> ProjectiveTransform? { nil }
    func draw(_ element: PresentedElement, into list: inout DisplayListBuilder) { list.drawChildren(of: element) }
}

/// A container that decides how the children leaving it go, whatever transition they came with
/// (its state when they leave decides it, not theirs when they were built).
protocol ChoosesLeavingTransition {
    var leavingTransition: AnyTransition? { get }
}

/// Covers what its children cover.
protocol HitTestsChildren: HitTestingBehavior {}

extension HitTestsChildren {
    func hitContent(in frame: CGRect) -> HitContent { .children }
}

// MARK: - Attributes

/// Receives an element's animatable values one by one (see AnimationBehavior).
protocol AttributeAnimator {
    mutating func animate<Value: VectorArithmetic>(_ attribute: AttributeKey.Kind, _ value: Value) -> Value
}
