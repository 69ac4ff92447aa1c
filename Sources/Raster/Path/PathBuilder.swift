// PathBuilder.swift: builds a Path command by command, the way SVG, Core Graphics and SwiftUI's
// Path do (a drawing command without a current point starts a subpath there).
// Guarantees: the built path satisfies Path's guarantees; a non-finite coordinate anywhere makes
// the whole path empty (`hasNonFiniteInput` says so), as tiny-skia's builder does.

/// Accumulates path commands.
public struct PathBuilder: Sendable {
    private var elements: [PathElement] = []
    private var subpathStart: Point?
    private var current: Point?
    private(set) var hasNonFiniteInput = false

    public init() {}

    /// The current point, if a subpath is open.
    public var currentPoint: Point? { current }

    public mutating func move(to p: Point) {
        guard check(p) else { return }
        if case .move = elements.last { elements.removeLast() }
        elements.append(.move(p))
        subpathStart = p
        current = p
    }

    public mutating func line(to p: Point) {
        guard check(p), startSubpathIfNeeded(orMoveTo: p) else { return }
        elements.append(.line(p))
        current = p
    }

    public mutating func quad(to p: Point, control c: Point) {
        guard check(c), check(p), startSubpathIfNeeded(orMoveTo: p) else { return }
        elements.append(.quad(c, p))
        current = p
    }

    public mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        guard check(c1), check(c2), check(p), startSubpathIfNeeded(orMoveTo: p) else { return }
        elements.append(.cubic(c1, c2, p))
        current = p
    }

    /// Closes the current subpath; the next drawing command starts a new one at its start.
    public mutating func close() {
        guard let start = subpathStart, current != nil else { return }
        if case .close = elements.last { return }
        elements.append(.close)
        current = nil
        subpathStart = start
    }

    /// Appends every element of another path.
    public mutating func append(_ path: Path) { append(path.elements[...]) }

    /// Appends another path whose first move, when a subpath is open, becomes a line from the
    /// current point (how Core Graphics joins an arc to what comes before it).
    public mutating func appendContinuing(_ path: Path) {
        guard current != nil, case .move(let start)? = path.elements.first else { append(path); return }
        line(to: start)
        append(path.elements.dropFirst())
    }

    private mutating func append(_ elements: ArraySlice<PathElement>) {
        for e in elements {
            switch e {
            case .move(let p): move(to: p)
            case .line(let p): line(to: p)
            case .quad(let c, let p): quad(to: p, control: c)
            case .cubic(let c1, let c2, let p): cubic(to: p, control1: c1, control2: c2)
            case .close: close()
            }
        }
    }

    /// The finished path (empty if any input was not finite). A trailing lone move is dropped.
    public var path: Path {
        guard !hasNonFiniteInput else { return Path() }
        var e = elements
        if case .move = e.last { e.removeLast() }
        return Path(validated: e)
    }

    /// False, from then on, once any point is not finite (the arcs of Path+Arc.swift check theirs).
    mutating func check(_ p: Point) -> Bool {
        if !p.isFinite { hasNonFiniteInput = true }
        return !hasNonFiniteInput
    }

    /// A drawing command right after a close starts a new subpath at the closed one's start (SVG).
    /// One with no current point at all only moves to its end point, as Core Graphics does;
    /// returns false then, so the command itself draws nothing.
    private mutating func startSubpathIfNeeded(orMoveTo end: Point) -> Bool {
        guard current == nil else { return true }
        guard let start = subpathStart else {
            move(to: end)
            return false
        }
        elements.append(.move(start))
        current = start
        return true
    }
}
