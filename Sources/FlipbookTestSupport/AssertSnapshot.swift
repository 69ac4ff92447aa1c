// AssertSnapshot.swift: golden-image assertions for views drawn by Flipbook, in the spirit of
// swift-snapshot-testing, for XCTest and Swift Testing on Linux. A view (or a frame already
// drawn) is compared with its reference PNG, exactly by default; `precision` lets a share of
// pixels differ and `perceptualPrecision` lets each pixel differ by a pixelmatch-style colour
// distance (antialiased edges aside). A failure writes the actual frame and a difference image
// and names both; a comparison that cannot be made (no reference where none may be recorded,
// an unreadable file, another size) fails loudly, and so does recording a reference.
// References live in __Snapshots__/<TestFile>/<test>.<name>.png beside the test file, or in
// the directory given.

import Foundation
import XCTest
#if canImport(Testing)
import Testing
#endif
import Raster
import Codecs
import FlipbookUI

/// Asserts that `view`, drawn at `size` (points) and `scale` at time `time` after the given
/// taps, matches its reference image.
/// - Parameters:
///   - taps: points to tap, in order, before drawing (each at time 0, or at `tapTimes`).
///   - named: distinguishes several snapshots in one test.
///   - precision: the share of pixels that must match (1: all).
///   - perceptualPrecision: how close a pixel must be (1: identical; 0.98 lets a small colour
///     distance pass, as swift-snapshot-testing's perceptualPrecision does).
@discardableResult
public func assertSnapshot<V: View>(
    of view: V, size: CGSize, scale: Double = 2, background: RGBA8? = .white,
    taps: [CGPoint] = [], at time: Double? = nil, named name: String? = nil,
    record: SnapshotRecordMode = .current, precision: Double = 1, perceptualPrecision: Double = 1,
    directory: String? = nil, file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) -> Bool {
    let renderer = Renderer(view, size: size, scale: scale, background: background)
    for point in taps { renderer.tap(at: point) }
    guard let frame = renderer.render(at: time) else {
        snapshotFailure("cannot draw \(V.self) at \(size.width)×\(size.height) pt, scale \(scale)", file: file, line: line)
        return false
    }
    return assertSnapshot(of: frame, named: name, record: record, precision: precision,
                          perceptualPrecision: perceptualPrecision, directory: directory, file: file, testName: testName, line: line)
}

/// Asserts that a frame matches its reference image (see the view form).
@discardableResult
public func assertSnapshot(
    of frame: Pixmap, named name: String? = nil, record: SnapshotRecordMode = .current,
    precision: Double = 1, perceptualPrecision: Double = 1, directory: String? = nil,
    file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) -> Bool {
    let reference = SnapshotLocation(file: "\(file)", testName: testName, name: name, directory: directory)
    let exists = FileManager.default.fileExists(atPath: reference.path)
    if record == .all || (record == .missing && !exists) {
        do {
            try FileManager.default.createDirectory(atPath: reference.directory, withIntermediateDirectories: true)
            try PNG.write(frame, to: reference.path)
        } catch {
            snapshotFailure("cannot record \(reference.path): \(error)", file: file, line: line)
            return false
        }
        // Recording always fails the test, as in swift-snapshot-testing: a run with recording on
        // must never pass silently.
        let why = record == .all ? "recording is on (FLIPBOOK_RECORD=all)" : "there was none"
        snapshotFailure("recorded a new reference at \(reference.path) because \(why); look at it, then run again without recording",
                        file: file, line: line)
        return false
    }
    guard exists else {
        snapshotFailure("no reference at \(reference.path) (record mode \(record.rawValue)): run with FLIPBOOK_RECORD=missing to record it",
                        file: file, line: line)
        return false
    }
    let expected: Pixmap
    do { expected = try PNG.read(from: reference.path) } catch {
        snapshotFailure("cannot read the reference \(reference.path): \(error)", file: file, line: line)
        return false
    }
    guard let verdict = SnapshotVerdict(expected: expected, actual: frame, precision: precision, perceptualPrecision: perceptualPrecision) else {
        snapshotFailure("\(reference.path) is \(expected.width)×\(expected.height) px, the frame \(frame.width)×\(frame.height) px",
                        file: file, line: line)
        return false
    }
    guard !verdict.passes else { return true }
    if record == .failed {
        try? PNG.write(frame, to: reference.path)
        snapshotFailure("re-recorded \(reference.path), which differed: \(verdict.summary)", file: file, line: line)
        return false
    }
    let actualPath = reference.failurePath(suffix: "actual"), diffPath = reference.failurePath(suffix: "diff")
    do {
        try FileManager.default.createDirectory(atPath: (actualPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try PNG.write(frame, to: actualPath)
        try PNG.write(verdict.difference.image, to: diffPath)
    } catch {
        snapshotFailure("\(reference.path) differs (\(verdict.summary)), and the failure images could not be written: \(error)",
                        file: file, line: line)
        return false
    }
    snapshotFailure("\(reference.path) differs: \(verdict.summary); actual: \(actualPath), difference: \(diffPath)", file: file, line: line)
    return false
}

/// Reports a failure to whichever test framework runs the test (tests of this module replace
/// the reporter to see the failures themselves).
func snapshotFailure(_ message: String, file: StaticString, line: UInt) {
    SnapshotReporting.report(message, file, line)
}

enum SnapshotReporting {
    nonisolated(unsafe) static var report: (String, StaticString, UInt) -> Void = frameworkFailure
}

private func frameworkFailure(_ message: String, _ file: StaticString, _ line: UInt) {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(Comment(rawValue: message), sourceLocation: SourceLocation(fileID: "\(file)", filePath: "\(file)", line: Int(line), column: 1))
        return
    }
    #endif
    XCTFail(message, file: file, line: line)
}
