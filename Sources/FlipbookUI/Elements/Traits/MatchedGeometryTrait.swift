// MatchedGeometryTrait.swift: `.matchedGeometryEffect(…)`: views with the same id and namespace
// share one frame; the source's frame is the group's, animated, and the Presenter lays the
// others out in it.

/// Membership of a matched-geometry group.
struct MatchedGeometryTrait: ElementKind, TransparentLayout, NoAnimatableData, DrawsChildren, HitTestsChildren {
    var id: AnyHashable
    var namespace: Namespace.ID
    var properties: MatchedGeometryProperties
    var anchor: UnitPoint
    var isSource: Bool

    /// The key of the group's shared frame in the animation store.
    var groupKey: AttributeKey {
        AttributeKey(id: NodeID(raw: 0), kind: .matchedFrame(namespace: namespace.raw, id: id))
    }

    /// A matched view's frame from its group's: position, size or both, about the anchor.
    func frame(own: CGRect, group: CGRect) -> CGRect {
        let size = properties.contains(.size) ? group.size : own.size
        let anchorPoint = properties.contains(.position)
            ? CGPoint(x: group.minX + anchor.x * group.width, y: group.minY + anchor.y * group.height)
            : CGPoint(x: own.minX + anchor.x * own.width, y: own.minY + anchor.y * own.height)
        return CGRect(x: anchorPoint.x - anchor.x * size.width, y: anchorPoint.y - anchor.y * size.height,
                      width: size.width, height: size.height)
    }
}
