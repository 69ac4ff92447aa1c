// PixelRect.swift: an integer rectangle of pixels, the unit the GIF encoder thinks in (a frame's
// changed region, the area a disposal clears). Empty rectangles are normalised to `.empty` so that
// union and emptiness tests stay trivial.

struct PixelRect: Equatable {
    var x: Int, y: Int, width: Int, height: Int

    static let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)

    var isEmpty: Bool { width <= 0 || height <= 0 }
    var maxX: Int { x + width }
    var maxY: Int { y + height }

    /// The smallest rectangle holding both (an empty operand is ignored).
    func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let minX = min(x, other.x), minY = min(y, other.y)
        return PixelRect(x: minX, y: minY, width: max(maxX, other.maxX) - minX, height: max(maxY, other.maxY) - minY)
    }
}

/// Grows a bounding box pixel by pixel; cheaper than building a PixelRect per pixel.
struct BoundingBox {
    private var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min

    mutating func add(x: Int, y: Int) {
        if x < minX { minX = x }
        if x > maxX { maxX = x }
        if y < minY { minY = y }
        if y > maxY { maxY = y }
    }

    var rect: PixelRect {
        minX > maxX ? .empty : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}

extension Array where Element == UInt32 {
    /// Sets the pixels of `rect` in an image `width` pixels wide to `value`, a row at a time (a
    /// disposal clearing the screen the planner and the replanner keep).
    mutating func fill(_ rect: PixelRect, width: Int, with value: UInt32) {
        withUnsafeMutableBufferPointer { image in
            for y in rect.y..<rect.maxY {
                (image.baseAddress! + y * width + rect.x).update(repeating: value, count: rect.width)
            }
        }
    }
}
