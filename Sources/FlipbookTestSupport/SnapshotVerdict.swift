// SnapshotVerdict.swift: whether an actual frame matches its reference closely enough. With the
// default precisions every byte must match; otherwise a pixel counts as matching when its
// pixelmatch distance is within 1 − perceptualPrecision of the largest (antialiasing-only
// differences also match), and at least `precision` of the pixels must match.

import Raster

struct SnapshotVerdict {
    let difference: ImageDifference
    let passes: Bool
    let summary: String

    init?(expected: Pixmap, actual: Pixmap, precision: Double, perceptualPrecision: Double) {
        let threshold = max(0, min(1, 1 - perceptualPrecision))
        guard let d = ImageDifference(expected, actual, threshold: threshold) else { return nil }
        difference = d
        let total = Double(expected.width * expected.height)
        let failing = perceptualPrecision >= 1 ? d.differingPixels : d.perceptualPixels
        passes = Double(total - Double(failing)) / total >= precision
        summary = "\(d.differingPixels) pixels differ, \(d.perceptualPixels) perceptibly, largest channel difference \(d.maximumChannelDelta)"
    }
}
