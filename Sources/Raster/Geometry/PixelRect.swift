// PixelRect.swift: a rectangle of whole device pixels, for the parts of a canvas that layers,
// clips and shadows actually touch.
// Guarantees: an empty rectangle (no column or no row) answers isEmpty and adds nothing to a union.

/// Columns minX..<maxX of rows minY..<maxY.
struct PixelRect: Equatable {
    var minX: Int, minY: Int, maxX: Int, maxY: Int

    static let empty = PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0)

    init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }

    init(width: Int, height: Int) { self.init(minX: 0, minY: 0, maxX: width, maxY: height) }

    /// The pixels a rectangle in device space touches; empty for an empty or non-finite one.
    init(covering r: Rect) {
        guard !r.isEmpty, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else {
            self = .empty
            return
        }
        func clamp(_ v: Double) -> Int { Int(min(max(v, -1e9), 1e9)) }
        self.init(minX: clamp(r.minX.rounded(.down)), minY: clamp(r.minY.rounded(.down)),
                  maxX: clamp(r.maxX.rounded(.up)), maxY: clamp(r.maxY.rounded(.up)))
    }

    var isEmpty: Bool { minX >= maxX || minY >= maxY }
    var width: Int { max(0, maxX - minX) }
    var height: Int { max(0, maxY - minY) }
    var columns: Range<Int> { minX..<max(minX, maxX) }
    var rows: Range<Int> { minY..<max(minY, maxY) }

    func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return PixelRect(minX: min(minX, o.minX), minY: min(minY, o.minY), maxX: max(maxX, o.maxX), maxY: max(maxY, o.maxY))
    }

    func intersection(_ o: PixelRect) -> PixelRect {
        let r = PixelRect(minX: max(minX, o.minX), minY: max(minY, o.minY), maxX: min(maxX, o.maxX), maxY: min(maxY, o.maxY))
        return r.isEmpty ? .empty : r
    }

    /// Grown by `n` pixels on every side.
    func outset(by n: Int) -> PixelRect {
        isEmpty ? .empty : PixelRect(minX: minX - n, minY: minY - n, maxX: maxX + n, maxY: maxY + n)
    }

    func offsetBy(dx: Int, dy: Int) -> PixelRect {
        isEmpty ? .empty : PixelRect(minX: minX + dx, minY: minY + dy, maxX: maxX + dx, maxY: maxY + dy)
    }

    /// Adds the pixels `columns` of row y.
    @inline(__always)
    mutating func include(row y: Int, columns: Range<Int>) {
        if isEmpty {
            self = PixelRect(minX: columns.lowerBound, minY: y, maxX: columns.upperBound, maxY: y + 1)
            return
        }
        minX = min(minX, columns.lowerBound); maxX = max(maxX, columns.upperBound)
        minY = min(minY, y); maxY = max(maxY, y + 1)
    }
}
