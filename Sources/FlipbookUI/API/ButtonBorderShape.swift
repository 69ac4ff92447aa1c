// ButtonBorderShape.swift: `.buttonBorderShape(_:)`: the shape the bordered button styles fill
// behind their label: automatic (the style's rounded rectangle, its radius by control size), a
// capsule, a circle, or a rounded rectangle of the default or a given radius.

/// The shape of a bordered button's background.
public struct ButtonBorderShape: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(radius: CGFloat?)
    }
    let kind: Kind

    public static let automatic = ButtonBorderShape(kind: .automatic)
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let circle = ButtonBorderShape(kind: .circle)
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius))
    }

    /// The shape, given the style's own corner radius for `automatic` and `roundedRectangle`.
    func shape(defaultRadius: CGFloat) -> AnyShape {
        switch kind {
        case .automatic: return AnyShape(RoundedRectangle(cornerRadius: defaultRadius, style: .continuous))
        case .capsule: return AnyShape(Capsule())
        case .circle: return AnyShape(Circle())
        case .roundedRectangle(let radius): return AnyShape(RoundedRectangle(cornerRadius: radius ?? defaultRadius, style: .continuous))
        }
    }
}

private struct ButtonBorderShapeKey: EnvironmentKey { static var defaultValue: ButtonBorderShape { .automatic } }

extension EnvironmentValues {
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// The shape the bordered button styles inside fill behind their labels.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environmentChange { $0.buttonBorderShape = shape }
    }
}
