// Element.swift: the resolved tree that layout and drawing work on. Building the graph turns
// view values into elements: composite views disappear into their bodies, the environment is
// baked into the leaves, and every element keeps the NodeID of the view it came from, the key
// under which the animation engine keeps its presented values.

import Raster

/// A primitive piece of the resolved interface.
final class Element {
    let id: NodeID
    var kind: Kind
    var children: [Element]
    /// The `.animation(_:)` in effect where the element was built, for changes whose
    /// transaction carries no animation.
    var implicitAnimation: Animation?

    init(id: NodeID, kind: Kind, children: [Element] = []) {
        self.id = id
        self.kind = kind
        self.children = children
    }

    enum Kind {
        /// A shape drawn into its frame.
        case shape(ShapeElement)
        /// A single line of text.
        case text(TextElement)
        /// An SF-Symbol-like image.
        case symbol(SymbolElement)
        /// Flexible space along the enclosing stack's axis.
        case spacer(minLength: CGFloat?)
        /// An HStack or VStack of the children.
        case stack(StackSpec)
        /// A ZStack of the children.
        case zstack(Alignment)
        /// One child in a fixed or flexible frame.
        case frame(FrameSpec)
        case padding(EdgeInsets)
        /// children[0] sizes the result; the others are proposed its size, behind or in front.
        case layered(LayeredSpec)
        case fixedSize(horizontal: Bool, vertical: Bool)
        case aspectRatio(ratio: CGFloat?, fill: Bool)
        /// Centres the child at a point of the space proposed (and takes all that space).
        case position(CGPoint)
        /// Draws the child moved, without moving its layout.
        case offset(CGSize)
        /// A drawing effect on the child's subtree.
        case effect(Effect)
        /// The child receives taps here.
        case tapGesture(() -> Void)
        /// Hit-testing uses this shape (in the child's frame) instead of the child's drawing.
        case contentShape(AnyShapeBox)
        case zIndex(Double)
        /// Recorded for the animation engine: matchedGeometryEffect.
        case matchedGeometry(MatchedGeometrySpec)
        /// Recorded for the animation engine: how the child enters and leaves.
        case transition(AnyTransition)
        /// The accessibility label of the child: not drawn, but storyboards tap views by it.
        case accessibilityLabel(String)
        /// Nothing: takes no space, draws nothing.
        case empty
    }
}

struct StackSpec {
    enum Axis { case horizontal, vertical }
    var axis: Axis
    /// Cross-axis alignment, as a fraction (0 leading/top, 0.5 centre, 1 trailing/bottom).
    var alignment: CGFloat
    var spacing: CGFloat?
}

struct LayeredSpec {
    var alignment: Alignment
    /// How many of children[1...] go behind children[0] (the rest go in front).
    var behind: Int
}

/// A drawing effect.
enum Effect {
    case opacity(Double)
    case scale(CGSize, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)
    case rotation3D(Rotation3DSpec)
    /// Clip to a shape placed in the child's frame.
    case clip(AnyShapeBox, eoFill: Bool)
    case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
}

struct Rotation3DSpec {
    var angle: Angle
    var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    var anchor: UnitPoint
    var anchorZ: CGFloat
    var perspective: CGFloat
}

struct MatchedGeometrySpec {
    var id: AnyHashable
    var namespace: Namespace.ID
    var properties: MatchedGeometryProperties
    var anchor: UnitPoint
    var isSource: Bool
}

/// A shape in its frame, drawn as fill or stroke with a resolved style.
struct ShapeElement {
    var shape: AnyShapeBox
    var drawing: ShapeDrawing
    var style: ResolvedStyle
}

enum ShapeDrawing {
    case fill(eoFill: Bool)
    case stroke(Raster.StrokeStyle)
}

/// A shape with its type erased; `path(in:)` and sizing through it.
struct AnyShapeBox {
    let base: any Shape
    init(_ shape: any Shape) { base = shape }

    /// The shape's animatable data, erased.
    var animatableData: any VectorArithmetic { base.animatableData }

    /// The same shape with other animatable data (ignored if of another type).
    func with(_ data: any VectorArithmetic) -> AnyShapeBox {
        func replace<S: Shape>(_ s: S) -> any Shape {
            guard let typed = data as? S.AnimatableData else { return s }
            var copy = s
            copy.animatableData = typed
            return copy
        }
        return AnyShapeBox(replace(base))
    }
    func path(in rect: CGRect) -> Path { base.path(in: rect) }

    /// The outline for a view whose frame is `frame`: SwiftUI asks shapes for their path in
    /// their own space (origin at zero) and moves it to the frame, so a shape that ignores the
    /// rect's origin still lands in place.
    func path(placedIn frame: CGRect) -> Raster.Path {
        base.path(in: CGRect(origin: .zero, size: frame.size)).raster
            .applying(Transform(translationX: Double(frame.minX), y: Double(frame.minY)))
    }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}

struct TextElement {
    /// What the text says: storyboards tap views by it.
    var string: String
    var layout: TextLayout
    var style: ResolvedStyle
}

struct SymbolElement {
    var symbol: SymbolImage
    var style: ResolvedStyle
}
