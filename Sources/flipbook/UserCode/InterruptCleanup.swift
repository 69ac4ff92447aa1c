// InterruptCleanup.swift: what flipbook undoes when it is interrupted (Ctrl-C, a CI job's SIGTERM,
// a closed terminal's SIGHUP). Each runner it starts runs in a process group of its own, out of the
// terminal's reach, so the signal would leave it running, with the user's code in its children (a
// loop in a view's code spins on), and leave its log in the temporary folder. The handler kills each
// live runner's group and removes its log; removes the folder a frame sequence is being written
// into (FrameOutput: its frames move into place only when all are written) and the output folders
// this render created, if still empty; then dies of the signal as flipbook would have.
// The registry is plain memory allocated up front, so that the handler reads it without allocating.

import Foundation
#if canImport(Glibc)
import Glibc
#endif

enum InterruptCleanup {
    /// Runners alive at once at most that are cleaned up (more run, uncleaned, only with an
    /// absurd --jobs).
    private static let capacity = 256
    /// Each slot's runner (0: free) and its log's path.
    private static let runners: UnsafeMutablePointer<pid_t> = {
        let slots = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
        slots.initialize(repeating: 0, count: capacity)
        return slots
    }()
    private static let logs: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }()
    /// Folders to remove: each slot's path, and its stream when its files go too (opened when
    /// it was registered: the handler reads it without allocating).
    private static let folders: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }()
    private static let folderStreams: UnsafeMutablePointer<OpaquePointer?> = {
        let slots = UnsafeMutablePointer<OpaquePointer?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }()
    private static let lock = NSLock()

    /// Installs the handler for SIGINT, SIGTERM and SIGHUP.
    static func install() {
        _ = (runners, logs, folders, folderStreams)  // made now, not first in a handler
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { received in InterruptCleanup.cleanUp(andDieOf: received) }
        }
    }

    /// Notes a runner started (its process group is its pid) and a file of its to remove (its
    /// log, its output: registered once each).
    static func register(runner pid: pid_t, log: String) {
        lock.lock(); defer { lock.unlock() }
        guard let slot = (0..<capacity).first(where: { runners[$0] == 0 }) else { return }
        logs[slot] = strdup(log)
        runners[slot] = pid
    }

    /// Forgets a runner that ended (its files already removed).
    static func unregister(runner pid: pid_t) {
        lock.lock(); defer { lock.unlock() }
        for slot in 0..<capacity where runners[slot] == pid {
            runners[slot] = 0
            free(logs[slot])
            logs[slot] = nil
        }
    }

    /// Notes a folder to remove if flipbook is interrupted: with the files in it (not in
    /// folders below) when `withFiles`, else only if it is empty.
    static func register(folder path: String, withFiles: Bool) {
        lock.lock(); defer { lock.unlock() }
        guard let slot = (0..<capacity).first(where: { folders[$0] == nil }) else { return }
        folderStreams[slot] = withFiles ? opendir(path) : nil
        folders[slot] = strdup(path)
    }

    /// Forgets a folder (moved into place, or removed).
    static func unregister(folder path: String) {
        lock.lock(); defer { lock.unlock() }
        guard let slot = (0..<capacity).first(where: { folders[$0].map { String(cString: $0) == path } ?? false }) else { return }
        free(folders[slot])
        folders[slot] = nil
        if let stream = folderStreams[slot] { closedir(stream) }
        folderStreams[slot] = nil
    }

    /// The handler: only async-signal-safe calls (kill, unlink, rmdir, signal, raise), and
    /// readdir on a stream no one else reads (it fills the stream's own buffer).
    private static func cleanUp(andDieOf signalNumber: Int32) {
        for slot in 0..<capacity where runners[slot] != 0 {
            kill(-runners[slot], SIGKILL)
            if let log = logs[slot] { unlink(log) }
        }
        // The latest first: a folder inside one created before it.
        for slot in (0..<capacity).reversed() {
            guard let folder = folders[slot] else { continue }
            if let stream = folderStreams[slot] {
                let descriptor = dirfd(stream)
                while let entry = readdir(stream) {
                    withUnsafePointer(to: entry.pointee.d_name) { name in
                        name.withMemoryRebound(to: CChar.self, capacity: 256) { _ = unlinkat(descriptor, $0, 0) }
                    }
                }
            }
            rmdir(folder)
        }
        signal(signalNumber, SIG_DFL)
        raise(signalNumber)
    }
}
