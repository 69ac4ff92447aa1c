// ScrollBounceBehavior.swift: `.scrollBounceBehavior(_:axes:)`: whether a scroll view whose
// content fits along an axis still follows a drag there, rubber-banded, and springs back
// (`.always`, iOS's default for a vertical scroll view, and `.automatic`), or stays put until its
// content is long enough to scroll (`.basedOnSize`). Gestures/ScrollMotion applies it.

/// When a scroll view bounces.
public struct ScrollBounceBehavior: Equatable, Sendable {
    fileprivate let isBasedOnSize: Bool

    public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(isBasedOnSize: false) }
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior(isBasedOnSize: false) }
    /// Only when the content is larger than the scroll view along the axis.
    public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(isBasedOnSize: true) }
}

private struct ScrollBouncesBasedOnSizeKey: EnvironmentKey { static var defaultValue: Axis.Set { [] } }

extension EnvironmentValues {
    /// The axes along which the scroll views here move only when their content is larger.
    var scrollBouncesBasedOnSize: Axis.Set {
        get { self[ScrollBouncesBasedOnSizeKey.self] }
        set { self[ScrollBouncesBasedOnSizeKey.self] = newValue }
    }
}

extension View {
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        environmentChange { environment in
            if behavior.isBasedOnSize {
                environment.scrollBouncesBasedOnSize.formUnion(axes)
            } else {
                environment.scrollBouncesBasedOnSize.subtract(axes)
            }
        }
    }
}
