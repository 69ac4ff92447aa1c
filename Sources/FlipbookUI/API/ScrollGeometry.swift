// ScrollGeometry.swift: iOS 18's `.onScrollGeometryChange(for:of:action:)`. After every update
// the layout makes (a drag's every move among them), the scroll view inside hands its geometry
// to `transform`; when the value differs from the last layout's, `action` runs with the old and
// the new value, with the other actions that follow an update (as `onChange`'s do). The first
// layout only records the value. A glide or a scroll animated to its end is seen at its end.

/// Where a scroll view's content is and how big it is.
public struct ScrollGeometry: Equatable {
    /// How far the content is scrolled (negative: pulled past its start).
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    /// The content margins around the content.
    public var contentInsets: EdgeInsets
    /// The viewport's size.
    public var containerSize: CGSize

    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The part of the content in sight.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// The viewport in the content's space.
    public var bounds: CGRect { visibleRect }
}

extension View {
    /// Runs `action` when the value `transform` makes of the geometry of the scroll view inside
    /// changes.
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        environmentChange { environment in
            environment.scrollGeometryObservers.append(ScrollGeometryObserver { geometry, last in
                let value = transform(geometry)
                defer { last = value }
                guard let old = last as? T, old != value else { return nil }
                return { action(old, value) }
            })
        }
    }
}

/// One `.onScrollGeometryChange`: the value of a geometry, compared with the last one (which it
/// replaces); the action to run when they differ.
struct ScrollGeometryObserver {
    let observe: (ScrollGeometry, inout Any?) -> (() -> Void)?
}

/// Hands each scroll view's observers the geometry the new layout gives it.
enum ScrollGeometryReporter {
    static func report(_ placed: PlacedElement, to graph: ViewGraph) {
        if let kind = placed.element.kind as? ScrollViewKind, !kind.geometryObservers.isEmpty, let state = kind.state {
            let geometry = ScrollGeometry(contentOffset: kind.offset, contentSize: placed.children.first?.frame.size ?? .zero,
                                          contentInsets: kind.margins, containerSize: placed.frame.size)
            if state.geometryValues.count != kind.geometryObservers.count {
                state.geometryValues = Array(repeating: nil, count: kind.geometryObservers.count)
            }
            for (index, observer) in kind.geometryObservers.enumerated() {
                if let action = observer.observe(geometry, &state.geometryValues[index]) { graph.enqueueLifecycleAction(action) }
            }
        }
        for child in placed.children { report(child, to: graph) }
    }
}

private struct ScrollGeometryObserversKey: EnvironmentKey { static var defaultValue: [ScrollGeometryObserver] { [] } }

extension EnvironmentValues {
    /// The `.onScrollGeometryChange` actions for the next scroll view inside.
    var scrollGeometryObservers: [ScrollGeometryObserver] {
        get { self[ScrollGeometryObserversKey.self] }
        set { self[ScrollGeometryObserversKey.self] = newValue }
    }
}
