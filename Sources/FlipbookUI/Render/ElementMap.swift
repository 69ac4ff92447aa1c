// ElementMap.swift: the map an element applies to its children's drawing (offsets, scale,
// rotation and rotation3DEffect about their anchors): one definition, used by drawing and by
// hit-testing, so a tap lands where the view is drawn.

import Raster

/// The map an element applies to its children (offsets and transforming effects).
enum ElementMap {
    static func childMap(_ p: PlacedElement, _ map: ProjectiveTransform) -> ProjectiveTransform {
        let frame = p.frame
        switch p.element.kind {
        case .offset(let o): return ElementRenderer.translation(o.width, o.height).concatenating(map)
        case .effect(.scale(let s, let anchor)):
            let ax = Double(frame.minX + anchor.x * frame.width), ay = Double(frame.minY + anchor.y * frame.height)
            let local = Transform(translationX: -ax, y: -ay).concatenating(Transform(scaleX: s.width, y: s.height))
                .concatenating(Transform(translationX: ax, y: ay))
            return ProjectiveTransform(local).concatenating(map)
        case .effect(.rotation(let angle, let anchor)):
            let ax = Double(frame.minX + anchor.x * frame.width), ay = Double(frame.minY + anchor.y * frame.height)
            let local = Transform(translationX: -ax, y: -ay).concatenating(Transform(rotation: angle.radians))
                .concatenating(Transform(translationX: ax, y: ay))
            return ProjectiveTransform(local).concatenating(map)
        case .effect(.rotation3D(let spec)):
            return ElementRenderer.translation(-frame.minX, -frame.minY)
                .concatenating(Rotation3D.projection(spec, size: frame.size))
                .concatenating(ElementRenderer.translation(frame.minX, frame.minY))
                .concatenating(map)
        default: return map
        }
    }
}
