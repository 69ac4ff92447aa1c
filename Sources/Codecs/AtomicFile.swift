// AtomicFile.swift: writing a whole file so that readers see either the old file or the complete
// new one, never a prefix. The bytes go to a hidden temporary file in the same directory (rename is
// only atomic within one file system) and are renamed over the destination at the end.
// No fsync: the guarantee is against crashes of this process and concurrent readers, not power loss.

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Atomic whole-file writes.
public enum AtomicFile {
    /// Writes `bytes` to `path`, replacing any existing file only once every byte is written.
    /// On failure nothing is left behind (the temporary file is removed) and the error reads
    /// "cannot write <path>: <reason>".
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let temporary = temporaryPath(besides: path)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure(path, errno) }

        var failedErrno: Int32 = 0
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failedErrno = errno
                    return
                }
                offset += written
            }
        }
        // close can report a delayed write error (e.g. on network file systems), so it counts.
        if close(fd) != 0, failedErrno == 0 { failedErrno = errno }
        if failedErrno == 0, rename(temporary, path) != 0 { failedErrno = errno }
        if failedErrno != 0 {
            unlink(temporary)
            throw failure(path, failedErrno)
        }
    }

    /// A name in the destination's directory that no other writer (thread or process) picks.
    private static func temporaryPath(besides path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return "\(directory).\(name).\(getpid()).\(UUID().uuidString).tmp"
    }

    private static func failure(_ path: String, _ code: Int32) -> CodecError {
        CodecError("cannot write \(path): \(String(cString: strerror(code)))")
    }
}
