// Shapes.swift: SwiftUI's built-in shapes. Paths start and run where the pinned decisions say
// (trim depends on it): rectangles at the top-left corner, rounded rectangles and capsules just
// after the top-left corner, circles and ellipses at 3 o'clock, all clockwise on screen.

/// The corner shape of a rounded rectangle.
public enum RoundedCornerStyle: Hashable {
    case circular, continuous
}

public struct Rectangle: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Rectangle { var r = self; r.insetAmount += amount; return r }
}

public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let corner = CGSize(width: max(0, cornerSize.width - insetAmount), height: max(0, cornerSize.height - insetAmount))
        return Path(roundedRect: r, cornerSize: corner, style: style)
    }

    public func inset(by amount: CGFloat) -> RoundedRectangle { var r = self; r.insetAmount += amount; return r }

    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(cornerSize.width, cornerSize.height) }
        set { cornerSize = CGSize(width: newValue.first, height: newValue.second) }
    }
}

public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let radius = min(r.width, r.height) / 2
        return Path(roundedRect: r, cornerRadius: radius, style: style)
    }
    public func inset(by amount: CGFloat) -> Capsule { var c = self; c.insetAmount += amount; return c }
}

public struct Ellipse: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Ellipse { var e = self; e.insetAmount += amount; return e }
}

public struct Circle: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}

    /// The largest square centred in the rect, inset.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        let square = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        return Path(ellipseIn: square.insetBy(dx: insetAmount, dy: insetAmount))
    }

    /// A circle asks for a square: the smaller proposed side (10 pt when nothing is proposed).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let side: CGFloat
        switch (proposal.width, proposal.height) {
        case let (w?, h?): side = min(w, h)
        case let (w?, nil): side = w
        case let (nil, h?): side = h
        case (nil, nil): side = 10
        }
        return CGSize(width: side, height: side)
    }

    public func inset(by amount: CGFloat) -> Circle { var c = self; c.insetAmount += amount; return c }
}
