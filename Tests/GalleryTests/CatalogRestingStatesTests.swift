// CatalogRestingStatesTests.swift: every catalog control drawn at rest, before and after its
// first tap (once its animations have settled), at scale 2, against golden/controls/<id>.<before|after>.png (exact bytes).
// FLIPBOOK_RECORD=1 records them anew (assertSnapshot's record modes); look at each one before
// committing it.

import XCTest
import Raster
import FlipbookTestSupport
@testable import FlipbookUI
@testable import Gallery

final class CatalogRestingStatesTests: XCTestCase {
    /// A catalog control: its demo view, canvas (points) and where its first tap lands.
    struct Control {
        let id: String
        let view: any View
        let size: CGSize
        let tap: (Renderer) -> CGPoint?
    }

    static let center: (Renderer) -> CGPoint? = { r in CGPoint(x: CGFloat(r.pixelWidth) / r.scale / 2, y: CGFloat(r.pixelHeight) / r.scale / 2) }
    static let firstTapTarget: (Renderer) -> CGPoint? = { $0.tapTargets().first }

    static let controls: [Control] = [
        Control(id: "checkbox.rounded", view: RoundedCheckBoxDemo(), size: CGSize(width: 100, height: 100), tap: center),
        Control(id: "checkbox.circle", view: CircleCheckBoxDemo(), size: CGSize(width: 100, height: 100), tap: center),
        Control(id: "checkbox.capsule", view: CapsuleCheckBoxDemo(), size: CGSize(width: 240, height: 100), tap: center),
        Control(id: "toggle.checkbox-macos", view: MacCheckboxDemo(), size: CGSize(width: 260, height: 60), tap: firstTapTarget),
        Control(id: "toggle.checkmark", view: CheckmarkToggleDemo(), size: CGSize(width: 280, height: 70), tap: firstTapTarget),
        Control(id: "card.flip-crossfade", view: FlipCardCrossfadeDemo(), size: CGSize(width: 200, height: 220), tap: center),
        Control(id: "card.flip", view: FlipCardDemo(), size: CGSize(width: 200, height: 220), tap: center),
        Control(id: "card.matched-move", view: MatchedCardMoveDemo(), size: CGSize(width: 200, height: 400), tap: { r in
            CGPoint(x: 100, y: 400 - 75) }),
        Control(id: "card.move-crossfade", view: CardMoveCrossfadeDemo(), size: CGSize(width: 200, height: 400), tap: { r in
            CGPoint(x: 100, y: 400 - 75) }),
        Control(id: "toggle.segmented", view: SegmentedToggleDemo(), size: CGSize(width: 320, height: 80), tap: { $0.center(ofText: "off") }),
        Control(id: "button.play-pause", view: PlayButtonDemo(), size: CGSize(width: 160, height: 160), tap: center),
    ]

    private let goldenDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("golden/controls")

    func testEveryControlAtRestBeforeAndAfterItsTap() throws {
        for control in Self.controls {
            let renderer = Renderer(control.view, size: control.size)
            try check(renderer.render(), named: "\(control.id).before")
            let point = try XCTUnwrap(control.tap(renderer), "\(control.id): nowhere to tap")
            // The catalog's first tap lands at 0.4 s; "after" is the frame once everything settled.
            XCTAssertTrue(renderer.tap(at: point, time: 0.4), "\(control.id): the tap at \(point) reached no view")
            try check(renderer.render(at: renderer.settledTime), named: "\(control.id).after")
        }
    }

    private func check(_ frame: Pixmap?, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        assertSnapshot(of: try XCTUnwrap(frame), named: name, directory: goldenDirectory.path, file: file, line: line)
    }
}
