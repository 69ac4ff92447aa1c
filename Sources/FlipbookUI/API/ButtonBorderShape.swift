// ButtonBorderShape.swift: `.buttonBorderShape(_:)`: the shape the bordered button styles fill
// behind their label: automatic (the style's rounded rectangle, its radius by control size), a
// capsule, a circle, or a rounded rectangle of the default or a given radius. Since iOS 17 it is
// an InsettableShape too (`.clipShape(.buttonBorder)`, `ButtonBorderShape.capsule.fill(.red)`):
// drawn or clipped to, it takes its environment (resolvingButtonBorder) as a bordered button
// would: automatic becomes the `.buttonBorderShape` set around it, and the default radius is the
// bordered styles' radius for the control size.

/// The shape of a bordered button's background.
public struct ButtonBorderShape: InsettableShape, Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(radius: CGFloat?)
    }
    let kind: Kind
    /// How far in from the frame the shape is drawn.
    var inset: CGFloat = 0
    /// The radius of `automatic` and a `roundedRectangle` without one: the bordered styles' for
    /// the control size, once drawn in an environment (the regular size's before).
    var defaultRadius: CGFloat = BorderedMetrics(.regular).cornerRadius

    init(kind: Kind) { self.kind = kind }

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

    /// As `shape(defaultRadius:)` draws it, inset as its own shape insets (a radius shortened too).
    public func path(in rect: CGRect) -> Path {
        let radius: CGFloat
        switch kind {
        case .capsule: return Capsule().inset(by: inset).path(in: rect)
        case .circle: return Circle().inset(by: inset).path(in: rect)
        case .automatic: radius = defaultRadius
        case .roundedRectangle(let given): radius = given ?? defaultRadius
        }
        return RoundedRectangle(cornerRadius: radius, style: .continuous).inset(by: inset).path(in: rect)
    }

    public func inset(by amount: CGFloat) -> ButtonBorderShape {
        var inset = self
        inset.inset += amount
        return inset
    }
}

extension Shape where Self == ButtonBorderShape {
    /// The shape bordered buttons have here: the environment's `.buttonBorderShape`.
    public static var buttonBorder: ButtonBorderShape { .automatic }
}

extension EnvironmentValues {
    /// `shape` as drawn here if it is a ButtonBorderShape (stroked or not): automatic taking the
    /// `.buttonBorderShape` set around it, the default radius this control size's; nil otherwise.
    func resolvingButtonBorder(_ shape: any Shape) -> (any Shape)? {
        if let stroked = shape as? StrokeOfShape, let inner = resolvingButtonBorder(stroked.strokedShape) {
            func stroke<S: Shape>(_ inner: S) -> any Shape { _StrokedShape(shape: inner, style: stroked.style) }
            return stroke(inner)
        }
        guard var border = shape as? ButtonBorderShape else { return nil }
        let inset = border.inset
        if border.kind == .automatic { border = buttonBorderShape.inset(by: inset) }
        border.defaultRadius = BorderedMetrics(controlSize).cornerRadius
        return border
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
