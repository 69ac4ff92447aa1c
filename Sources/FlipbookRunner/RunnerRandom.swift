// RunnerRandom.swift: random numbers a runner hands the user's code, the same on every run. A view
// is played more than once (a recording, then the frames, in each of several runner processes
// when frames are rendered in parallel), and a `Double.random(in:)` in a button's action drew new
// values each time: frames from two processes showed two different shuffles, and the GIF flickered
// between them. Swift's standard library reads its random bytes with `syscall(SYS_getrandom, …)`;
// the program `flipbook render` builds defines and exports `syscall`, as it does `clock_gettime`
// (RunnerClock.swift), and answers getrandom from a fixed-seed SplitMix64 stream, so that every
// runner draws the same sequence from its start. Every other system call goes to the C library's
// `syscall` unchanged. Not defined under a sanitizer (RunnerBuilder.definesClock).
// The stream is not locked: the user's code runs on one thread, and a race between two threads
// could only make the numbers unrepeatable, as they were before.

import Foundation
#if canImport(Glibc)
import Glibc

public enum RunnerRandom {
    /// The C library's `syscall`, called with every argument a system call can take: it is
    /// written in assembly and moves its arguments to registers, so the extra ones are harmless.
    private typealias Syscall = @convention(c) (Int, Int, Int, Int, Int, Int, Int) -> Int

    /// getrandom's number (asm/unistd.h, which Swift does not import).
    #if arch(x86_64)
    private static let getrandom = 318
    #elseif arch(arm64)
    private static let getrandom = 278
    #endif

    /// `syscall(number, …)` as a runner answers it. The C library's `syscall` (`system`, found
    /// once) and the stream's state live in the generated main's globals, not here: a lazily made
    /// global takes a lock, whose wait is itself a system call, and the runtime's first calls come
    /// before any Swift code has run (the main's globals read zero until then, which is why the
    /// stream starts from a state of zero).
    public static func syscall(_ number: Int, _ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int, _ f: Int,
                               system: inout UnsafeMutableRawPointer?, state: inout UInt64) -> Int {
        guard number == getrandom, let buffer = UnsafeMutableRawPointer(bitPattern: a), b >= 0 else {
            if system == nil { system = dlsym(UnsafeMutableRawPointer(bitPattern: -1), "syscall") }  // RTLD_NEXT
            guard let system else { fatalError("the C library has no syscall") }
            return unsafeBitCast(system, to: Syscall.self)(number, a, b, c, d, e, f)
        }
        fill(buffer, count: b, state: &state)
        return b
    }

    /// The next `count` bytes of the stream.
    static func fill(_ buffer: UnsafeMutableRawPointer, count: Int, state: inout UInt64) {
        var offset = 0
        while offset < count {
            var word = next(&state)
            let n = min(8, count - offset)
            withUnsafeBytes(of: &word) { buffer.advanced(by: offset).copyMemory(from: $0.baseAddress!, byteCount: n) }
            offset += n
        }
    }

    /// SplitMix64 (Steele, Lea and Flood): a 64-bit counter, scrambled.
    static func next(_ state: inout UInt64) -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
#endif
