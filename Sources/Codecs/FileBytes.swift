// FileBytes.swift: reading a whole file into memory for the decoders, with errors worded like
// AtomicFile's ("cannot read <path>: <reason>") so the command-line tool can print them as they are.

#if canImport(Glibc)
import Glibc
#endif

enum FileBytes {
    /// The whole contents of the file at `path`.
    static func read(_ path: String) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw failure(path, errno) }
        defer { close(fd) }

        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(path, errno)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    private static func failure(_ path: String, _ code: Int32) -> CodecError {
        CodecError("cannot read \(path): \(String(cString: strerror(code)))")
    }
}
