// GeometryGroupTrait.swift: `.geometryGroup()`: the views inside take their geometry from the
// group's, as it animates, rather than each animating its own frame on the screen. The store
// keeps their frames relative to the group's origin (AnimationStore.apply) and the Presenter
// places them from the group's presented origin, so a view inserted into a group that moves
// rides along with it instead of appearing where the group ends up.

/// The root of a geometry group.
struct GeometryGroupTrait: ElementKind, TransparentLayout, NoAnimatableData, DrawsChildren, HitTestsChildren {}
