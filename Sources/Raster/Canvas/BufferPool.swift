// BufferPool.swift: zeroed scratch memory for layers, clip masks and blurs, reused across layers,
// frames and Canvas instances (a renderer makes a new Canvas per frame, often on several threads
// at once), so that a layer costs what it draws rather than a fresh full-canvas allocation the
// kernel must zero.
// Guarantees: every buffer handed out reads as zeros; a holder gives it back zeroed again (it
// clears only what it wrote, which it knows); the free list never holds more than `capacityLimit`
// bytes, beyond which given-back buffers are freed.

import Foundation

/// A block of zeroed elements on loan from a BufferPool; give it back with `BufferPool.recycle`.
struct PooledBuffer<Element> {
    let base: UnsafeMutablePointer<Element>
    /// Elements available (at least what was asked for).
    let capacity: Int
}

/// A thread-safe free list of zeroed buffers of plain values.
final class BufferPool<Element>: @unchecked Sendable {
    private var free: [PooledBuffer<Element>] = []
    private var freeBytes = 0
    private let capacityLimit: Int
    private let lock = NSLock()

    init(capacityLimit: Int) { self.capacityLimit = capacityLimit }

    /// A zeroed buffer of at least `count` elements: the smallest free one that fits and is not
    /// more than four times too large, else a new one.
    func take(_ count: Int) -> PooledBuffer<Element> {
        lock.lock()
        var best = -1
        for (i, b) in free.enumerated() where b.capacity >= count && b.capacity <= max(4 * count, 4096) {
            if best < 0 || b.capacity < free[best].capacity { best = i }
        }
        if best >= 0 {
            let b = free.remove(at: best)
            freeBytes -= b.capacity * MemoryLayout<Element>.stride
            lock.unlock()
            return b
        }
        lock.unlock()
        let base = UnsafeMutablePointer<Element>.allocate(capacity: max(count, 1))
        UnsafeMutableRawPointer(base).initializeMemory(as: UInt8.self, repeating: 0, count: max(count, 1) * MemoryLayout<Element>.stride)
        return PooledBuffer(base: base, capacity: max(count, 1))
    }

    /// Takes back a buffer its holder has zeroed again.
    func recycle(_ b: PooledBuffer<Element>) {
        let bytes = b.capacity * MemoryLayout<Element>.stride
        lock.lock()
        if freeBytes + bytes <= capacityLimit {
            free.append(b)
            freeBytes += bytes
            lock.unlock()
            return
        }
        lock.unlock()
        b.base.deallocate()
    }
}

enum Pools {
    /// Layer pixels (RGBA bytes): a few canvases' worth per thread.
    static let pixels = BufferPool<UInt8>(capacityLimit: 64 << 20)
    /// Clip masks and blur planes.
    static let floats = BufferPool<Float>(capacityLimit: 32 << 20)
}
