// ForkedProcess.swift: a child the runner forks to run the user's code in. A fork starts from the
// runner's memory as it stands, and the runner forks before any of the user's code has run in it:
// so each child starts with the globals, singletons and static state of a program that has just
// started, however often the view is played again (a recording, then the frames; again from the
// start when time goes back). Played in one process, a counter in a global or a shared model
// counted each tap once per play: three after the first tap.
// A child talks to the runner through two pipes, and its stdout and stderr are the runner's log.
// Its end closes its output pipe, which is how the runner learns of it while it waits for
// something else.

import Foundation
#if canImport(Glibc)
import Glibc

/// A child process forked from the runner, with a pipe each way.
struct ForkedProcess {
    let pid: pid_t
    /// The runner's end of the pipe the child reads.
    let input: Int32
    /// The runner's end of the pipe the child writes: at its end once the child has exited.
    let output: Int32

    /// Forks a child that runs `body` with its ends of the pipes (input, then output) and exits
    /// with status 0 when it returns. Nil when the system refuses a pipe or a process.
    static func start(_ body: (_ input: Int32, _ output: Int32) -> Void) -> ForkedProcess? {
        var toChild: [Int32] = [0, 0], fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0 else { return nil }
        guard pipe(&fromChild) == 0 else { close(toChild[0]); close(toChild[1]); return nil }
        let pid = fork()
        if pid == 0 {
            close(toChild[1]); close(fromChild[0])
            signal(SIGPIPE, SIG_DFL)
            body(toChild[0], fromChild[1])
            exit(0)
        }
        close(toChild[0]); close(fromChild[1])
        guard pid > 0 else { close(toChild[1]); close(fromChild[0]); return nil }
        return ForkedProcess(pid: pid, input: toChild[1], output: fromChild[0])
    }

    /// Sends a line to the child (lost, without a signal, if the child has died: its end is
    /// then found at the next wait).
    func send(_ line: String) {
        _ = Self.write(Array((line + "\n").utf8), to: input)
    }

    /// Writes all of `bytes` to `descriptor`; false when it cannot (its reader has gone).
    static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if n <= 0 { return false }
            sent += n
        }
        return true
    }

    /// Everything the child writes, until it exits.
    func readAll() -> [UInt8] {
        var all: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if n > 0 { all += chunk[..<n] } else if n == 0 || errno != EINTR { return all }
        }
    }

    /// Waits for the child to end; how it ended (waitpid's status).
    @discardableResult
    func wait() -> Int32 {
        close(input); close(output)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status
    }

    /// Ends the child at once.
    func kill() -> Int32 {
        Glibc.kill(pid, SIGKILL)
        return wait()
    }

    /// Ends this process as a child ended: killed by the same signal, or with the same exit
    /// status, so that flipbook reports the child's end as the runner's.
    static func end(as status: Int32) -> Never {
        let signalNumber = status & 0x7f
        if signalNumber != 0 {
            signal(signalNumber, SIG_DFL)
            Glibc.kill(getpid(), signalNumber)
        }
        exit((status >> 8) & 0xff)
    }
}
#endif
