// ScratchBuffer.swift: a growable buffer of plain values for the rasterizer's inner loops,
// reused from row to row and fill to fill. Swift arrays there pay for copy-on-write checks and
// bounds checks on every access; this pays for neither. Owned by one ScanState, freed with it.

struct ScratchBuffer<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 64) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    func deallocate() { base.deallocate() }

    @inline(__always)
    mutating func append(_ e: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: e)
        count += 1
    }

    @inline(__always)
    mutating func removeAll() { count = 0 }

    /// Sets the count to n, growing as needed. For plain values only: elements past the old count
    /// hold whatever was there until the caller writes them.
    mutating func resizeUninitialized(to n: Int) {
        while capacity < n { grow() }
        count = n
    }

    /// Removes element i by moving the last one into its place (order is not kept).
    @inline(__always)
    mutating func swapRemove(at i: Int) {
        count -= 1
        base[i] = base[count]
    }

    @inline(__always)
    subscript(i: Int) -> Element {
        get { base[i] }
        nonmutating set { base[i] = newValue }
    }

    private mutating func grow() {
        let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity *= 2
    }
}
