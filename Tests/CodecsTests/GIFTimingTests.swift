// GIFTimingTests.swift: the centisecond timing rule (FrameTimeline) on plain integers, and the
// delays a whole encode → decode trip produces at common frame rates.

import XCTest
@testable import Raster
@testable import Codecs

final class GIFTimingTests: XCTestCase {
    /// Runs the timeline over (frame, end cs) pairs and returns (frame, delay) pairs.
    private func timeline(_ input: [(Int, Int)]) -> [[Int]] {
        var timeline = FrameTimeline<Int>()
        var out: [FrameTimeline<Int>.Output] = []
        for (frame, end) in input { out += timeline.add(frame, endingAt: end) }
        out += timeline.finish()
        return out.map { [$0.frame, $0.delay] }
    }

    func testThirtyFPSRoundsEachEndTime() {
        let input = (0..<6).map { k in (k, Int((100 * Double(k + 1) / 30).rounded())) }
        XCTAssertEqual(timeline(input), [[0, 3], [1, 4], [2, 3], [3, 3], [4, 4], [5, 3]])
    }

    func testIdenticalFramesMerge() {
        XCTAssertEqual(timeline([(7, 3), (7, 7), (8, 10), (8, 12)]), [[7, 7], [8, 5]])
    }

    func testOneCentisecondFrameGivesWayToTheLongFrameAfterIt() {
        // Frame 1 lasts 1 cs; frame 2 starts then and lasts 47 cs. Frame 2 must not be lost.
        XCTAssertEqual(timeline([(0, 2), (1, 3), (2, 50)]), [[0, 2], [2, 48]])
    }

    func testLastFrameIsAlwaysShownForTwoCentiseconds() {
        // The last frame would last 1 cs: it starts 1 cs early, taking the time from frame 0.
        XCTAssertEqual(timeline([(0, 5), (1, 6)]), [[0, 4], [1, 2]])
        // Frame 0 cannot give 1 cs and keep 2: the last frame takes over all 3 cs.
        XCTAssertEqual(timeline([(0, 2), (1, 3)]), [[1, 3]])
    }

    func testZeroLengthFramesAndShortAnimations() {
        XCTAssertEqual(timeline([(0, 0), (1, 0), (2, 5)]), [[2, 5]])
        XCTAssertEqual(timeline([(0, 1)]), [[0, 1]], "an animation shorter than 2 cs keeps its exact length")
    }

    func testHighFrameRatesKeepDelaysAtLeastTwoAndTheTotalExact() {
        for fps in [50.0, 60, 75, 90, 120, 144, 200, 240, 1000] {
            let count = 97
            let input = (0..<count).map { k in (k, Int((100 * Double(k + 1) / fps).rounded())) }
            let output = timeline(input)
            XCTAssertEqual(output.reduce(0) { $0 + $1[1] }, input.last!.1, "total at \(fps) fps")
            XCTAssertTrue(output.allSatisfy { $0[1] >= 2 }, "delays at \(fps) fps: \(output)")
            XCTAssertEqual(output.last?[0], count - 1, "last frame shown at \(fps) fps")
            XCTAssertEqual(output.map { $0[0] }, output.map { $0[0] }.sorted(), "frames stay in order")
        }
    }

    // MARK: - Through the encoder and decoder

    /// Distinct frames: a 2-pixel dot moving one step per frame.
    private func movingDot(frames: Int) -> [Pixmap] {
        (0..<frames).map { k in
            var pixmap = TestImages.filled(width: 40, height: 8, .white)
            TestImages.fill(&pixmap, x: k % 39, y: 3, width: 2, height: 2, .black)
            return pixmap
        }
    }

    func testThirtyFPSDelaysInTheFile() throws {
        let gif = try GIF.decode(GIF.encode(frames: movingDot(frames: 30), fps: 30))
        let delays = gif.frames.map(\.delay)
        XCTAssertEqual(Array(delays.prefix(9)), [3, 4, 3, 3, 4, 3, 3, 4, 3])
        XCTAssertEqual(delays.reduce(0, +), 100)
    }

    func testSixtyFPSNeverWritesDelaysBelowTwo() throws {
        let gif = try GIF.decode(GIF.encode(frames: movingDot(frames: 60), fps: 60))
        XCTAssertTrue(gif.frames.allSatisfy { $0.delay >= 2 })
        XCTAssertEqual(gif.frames.map(\.delay).reduce(0, +), 100)
        XCTAssertEqual(gif.frames.last?.image, movingDot(frames: 60).last, "the last frame is the resting image")
    }

    func testEndTimesInSeconds() throws {
        let frames = movingDot(frames: 3)
        let encoder = try GIFEncoder(width: 40, height: 8)
        try encoder.addFrame(frames[0], until: 0.25)
        try encoder.addFrame(frames[1], until: 0.254)
        try encoder.addFrame(frames[2], until: 1.0)
        XCTAssertThrowsError(try encoder.addFrame(frames[2], until: 0.5)) { error in
            XCTAssertEqual((error as? CodecError)?.message, "frame 3 ends at 50 cs, before the previous frame's end (100 cs)")
        }
        let gif = try GIF.decode(encoder.finish())
        XCTAssertEqual(gif.frames.map(\.delay), [25, 75])
        XCTAssertEqual(gif.frames.map(\.image), [frames[0], frames[2]])
    }
}
