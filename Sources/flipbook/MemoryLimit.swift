// MemoryLimit.swift: the memory a render would need, checked before any frame is drawn, so that
// an absurd canvas (a view 30,000 points wide, --scale 8 on a large control) is refused with the
// number it would need instead of exhausting the machine. The need is an estimate from what the
// pipeline holds at once: each rendering job its frame and up to three nested layers (a layer
// for an opacity group, a shadow, a clip inside a 3D flip), and the encoder the previous frame
// and the one it is writing. `--max-memory` raises the limit.
// A user's view runs under a limit too (its runner's data segment: RunnerServer): 4 GiB, or
// --max-memory when that is more (the runner draws the frames, at their size, too).

import Foundation

struct MemoryLimit {
    /// 2 GiB: far above what any catalog control needs (under 100 MB), well below a CI machine.
    static let defaultBytes = 2 << 30
    /// Pixmaps a rendering job holds at once: its frame and up to three nested layers.
    static let pixmapsPerJob = 4
    /// Pixmaps the encoder holds: the previous frame and the one it is writing.
    static let encoderPixmaps = 2

    /// The least a user's view may allocate: far above any view's need, below a CI machine's.
    static let userCodeDefaultBytes = 4 << 30

    let bytes: Int

    /// What a user's view (its runner) may allocate.
    var userCodeBytes: Int { max(bytes, Self.userCodeDefaultBytes) }

    init(bytes: Int = Self.defaultBytes) { self.bytes = bytes }

    /// A size such as 512M, 4G, 1.5G or 1073741824 (bytes); K, M, G and T are powers of 1024,
    /// and a trailing B or iB is allowed.
    init(parsing text: String) throws {
        var digits = Substring(text.uppercased())
        for suffix in ["IB", "B"] where digits.hasSuffix(suffix) { digits = digits.dropLast(suffix.count); break }
        var factor = 1.0
        if let unit = digits.last, let power = ["K": 1.0, "M": 2, "G": 3, "T": 4][String(unit)] {
            factor = pow(1024, power)
            digits = digits.dropLast()
        }
        // Below a mebibyte no frame fits; "0.2" (bytes) once made a limit of zero.
        guard let value = Double(digits), value.isFinite, value * factor >= Double(1 << 20), value * factor <= 1e15 else {
            throw CLIError.usage("--max-memory must be a size from 1M such as 512M or 4G, not '\(text)'")
        }
        bytes = Int(value * factor)
    }

    /// The bytes rendering `name` on a `canvas` (points) at `scale` with `jobs` workers needs.
    static func need(canvas: CGSize, scale: Double, jobs: Int) -> Double {
        let pixels = (Double(canvas.width) * scale).rounded(.up) * (Double(canvas.height) * scale).rounded(.up)
        return pixels * 4 * Double(pixmapsPerJob * jobs + encoderPixmaps)
    }

    /// Throws when the render would need more than the limit, naming what it would need.
    func check(canvas: CGSize, scale: Double, jobs: Int, name: String) throws {
        let need = Self.need(canvas: canvas, scale: scale, jobs: jobs)
        guard need > Double(bytes) else { return }
        let width = Int((Double(canvas.width) * scale).rounded(.up)), height = Int((Double(canvas.height) * scale).rounded(.up))
        let pixmaps = Self.pixmapsPerJob * jobs + Self.encoderPixmaps
        throw CLIError.failure("\(name) would need \(Self.describe(need)) of memory (\(pixmaps) frames of \(width)×\(height) px in flight with --jobs \(jobs)), over the \(Self.describe(Double(bytes))) limit; raise it with --max-memory \(Self.suggestion(for: need)) or lower --scale or --jobs")
    }

    static func describe(_ bytes: Double) -> String {
        bytes >= Double(1 << 30) ? String(format: "%.1f GiB", bytes / Double(1 << 30)) : String(format: "%.0f MiB", bytes / Double(1 << 20))
    }

    /// A --max-memory value just above `need`: whole GiB, or whole MiB below one GiB.
    static func suggestion(for need: Double) -> String {
        need >= Double(1 << 30) ? "\(Int((need / Double(1 << 30)).rounded(.up)))G" : "\(Int((need / Double(1 << 20)).rounded(.up)))M"
    }
}
