// CatalogRestingStatesTests.swift: every catalog control, played through its own storyboard,
// drawn at rest before its first tap and once that tap's animations settled, at scale 2, against
// golden/controls/<id>.<before|after>.png (exact bytes). One test case per golden image, named
// after it, for every entry of the catalog (a new control is tested without editing this file).
// To run one image: FLIPBOOK_GOLDEN='^checkbox\.rounded\.after$' swift test --filter CatalogRestingStates
// (a regular expression over the image names). FLIPBOOK_RECORD=all records them anew (and fails,
// so that a recording run never passes); look at each one before committing it.

import Foundation
import Testing
@testable import Raster
import FlipbookTestSupport
import FlipbookUI
import Gallery

/// One golden image of a control at rest.
struct RestingFrame: Sendable, CustomTestStringConvertible {
    enum Moment: String, Sendable, CaseIterable { case before, after }
    let id: String
    let moment: Moment

    var name: String { "\(id).\(moment.rawValue)" }
    var testDescription: String { name }

    /// Every catalog entry before and after its first tap, narrowed by FLIPBOOK_GOLDEN.
    static var all: [RestingFrame] {
        let frames = Catalog.entries.flatMap { entry in Moment.allCases.map { RestingFrame(id: entry.id, moment: $0) } }
        return SnapshotSelection.narrow(frames, by: \.name)
    }
}

@Suite struct CatalogRestingStatesTests {
    private let goldenDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("golden/controls")

    @Test(arguments: RestingFrame.all)
    func restingState(_ golden: RestingFrame) throws {
        let entry = try #require(Catalog.entry(id: golden.id))
        let playback = try Playback(entry.view, size: entry.canvas, storyboard: entry.storyboard)
        // The storyboard's first tap lands at 0.4 s; its second key time is the moment
        // everything that tap started has settled.
        #expect(playback.taps.first?.time == 0.4)
        let time = golden.moment == .before ? 0 : try #require(playback.keyTimes.dropFirst().first)
        let frame = try #require(playback.frame(at: time))
        assertSnapshot(of: frame, named: golden.name, directory: goldenDirectory.path)
    }

}
