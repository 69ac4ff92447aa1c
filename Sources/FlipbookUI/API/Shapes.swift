// Shapes.swift: SwiftUI's built-in shapes and the static members that name them (`.circle`,
// `.rect(cornerRadius:)`…). Paths start and run where the pinned decisions say (trim depends on
// it): rectangles at the top-left corner, rounded rectangles and capsules just after the
// top-left corner, circles and ellipses at 3 o'clock, all clockwise on screen. Every one is
// insettable: `inset(by:)` insets the frame (a rounded corner's radius shrinks by the same
// amount, never below zero), and the inset amount animates, as SwiftUI's inset shapes' does.

/// The corner shape of a rounded rectangle.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}

public struct Rectangle: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> some InsettableShape { Inset(base: self, amount: amount) }
}

public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    public func inset(by amount: CGFloat) -> some InsettableShape { Inset(base: self, amount: amount) }

    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }
}

/// A rounded rectangle whose corner radius is half its shorter side.
public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in r: CGRect) -> Path { Path(roundedRect: r, cornerRadius: min(r.width, r.height) / 2, style: style) }
    public func inset(by amount: CGFloat) -> some InsettableShape { Inset(base: self, amount: amount) }
}

public struct Ellipse: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func inset(by amount: CGFloat) -> some InsettableShape { Inset(base: self, amount: amount) }
}

/// The largest circle centred in the frame.
public struct Circle: InsettableShape {
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(ellipseIn: Circle.square(in: rect)) }

    /// A circle asks for a square: the smaller side of the proposal, an unspecified side
    /// counting as 10 pt.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }

    public func inset(by amount: CGFloat) -> some InsettableShape { Inset(base: self, amount: amount) }

    /// The largest square centred in the rect.
    static func square(in rect: CGRect) -> CGRect {
        let side = min(rect.width, rect.height)
        return CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    }
}

/// The shape of the container a view is in, inset. Only widgets and a few system containers
/// give one; everywhere else (everywhere here) SwiftUI draws it as a rectangle, and so does this.
public struct ContainerRelativeShape: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> some InsettableShape { Inset(base: self, amount: amount) }
}

// MARK: - Inset shapes

/// A built-in shape's outline inset by an amount, by the rules of that shape.
protocol InsetOutline: Shape {
    func path(in rect: CGRect, insetBy amount: CGFloat) -> Path
}

/// A built-in shape moved inwards by `amount`: what `inset(by:)` returns. It asks for the size
/// its shape asks for; insetting it again adds up.
struct Inset<Base: InsetOutline>: InsettableShape {
    var base: Base
    var amount: CGFloat

    func path(in rect: CGRect) -> Path { base.path(in: rect, insetBy: amount) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
    func inset(by more: CGFloat) -> Inset { Inset(base: base, amount: amount + more) }

    var animatableData: AnimatablePair<Base.AnimatableData, CGFloat> {
        get { AnimatablePair(base.animatableData, amount) }
        set {
            base.animatableData = newValue.first
            amount = newValue.second
        }
    }
}

extension Rectangle: InsetOutline {
    func path(in rect: CGRect, insetBy amount: CGFloat) -> Path { path(in: rect.insetBy(dx: amount, dy: amount)) }
}

extension RoundedRectangle: InsetOutline {
    func path(in rect: CGRect, insetBy amount: CGFloat) -> Path {
        let corner = CGSize(width: max(0, cornerSize.width - amount), height: max(0, cornerSize.height - amount))
        return Path(roundedRect: rect.insetBy(dx: amount, dy: amount), cornerSize: corner, style: style)
    }
}

extension Capsule: InsetOutline {
    func path(in rect: CGRect, insetBy amount: CGFloat) -> Path { path(in: rect.insetBy(dx: amount, dy: amount)) }
}

extension Ellipse: InsetOutline {
    func path(in rect: CGRect, insetBy amount: CGFloat) -> Path { path(in: rect.insetBy(dx: amount, dy: amount)) }
}

extension Circle: InsetOutline {
    /// The circle of the frame, its diameter shortened by twice the amount.
    func path(in rect: CGRect, insetBy amount: CGFloat) -> Path {
        Path(ellipseIn: Circle.square(in: rect).insetBy(dx: amount, dy: amount))
    }
}

extension ContainerRelativeShape: InsetOutline {
    func path(in rect: CGRect, insetBy amount: CGFloat) -> Path { path(in: rect.insetBy(dx: amount, dy: amount)) }
}

// MARK: - Static members

extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}

extension Shape where Self == ContainerRelativeShape {
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
