// CatalogMidAnimationTests.swift: catalog controls caught in the middle of their animations.
// Each test checks the geometry numerically against what the animation says (trim fraction,
// projected corners, pill and card positions, shrinking width) and compares the frame with
// golden/controls-mid/<id>@<time>.png (exact bytes, through assertSnapshot; FLIPBOOK_RECORD=1 records).

import XCTest
@testable import Raster
import FlipbookTestSupport
@testable import FlipbookUI
@testable import Gallery

final class CatalogMidAnimationTests: XCTestCase {
    private let goldenDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("golden/controls-mid")

    /// The control's presented tree and frame at time t of its storyboard.
    private func moment(_ id: String, at t: Double) throws -> (tree: PresentedElement, frame: Pixmap) {
        let entry = try XCTUnwrap(Catalog.entry(id: id))
        let playback = try Playback(entry.view, size: entry.canvas, storyboard: entry.storyboard)
        let renderer = playback.renderer(at: t)
        let frame = try XCTUnwrap(renderer.render(at: t))
        try check(frame, named: "\(id)@\(String(format: "%.3f", t))s")
        return (renderer.engine.presentedTree(at: t), frame)
    }

    private func all(_ p: PresentedElement, _ match: (PresentedElement) -> Bool) -> [PresentedElement] {
        var found: [PresentedElement] = []
        p.forEach { if match($0) { found.append($0) } }
        return found
    }

    /// The first stroked shape of the tree (a checkbox's outline).
    private func firstStroke(in tree: PresentedElement) -> PresentedElement? {
        all(tree) { p in
            if let s = p.kind as? ShapeKind, case .stroke = s.drawing { return true }
            return false
        }.first
    }

    private func easeIn(_ x: Double) -> Double { UnitCurve(x1: 0.42, y1: 0, x2: 1, y2: 1).value(at: x) }
    private func easeInOut(_ x: Double) -> Double { UnitCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1).value(at: x) }

    func testRoundedCheckboxOutlineHalfWayThroughItsEaseIn() throws {
        // Tapped at 0.4 s; at 0.8 s the 0.8 s easeIn is half way in time.
        let (tree, _) = try moment("checkbox.rounded", at: 0.8)
        let outline = try XCTUnwrap(firstStroke(in: tree))
        let s = try XCTUnwrap(outline.kind as? ShapeKind)
        let trimmed = try XCTUnwrap(s.shape.stroked).content.path(placedIn: outline.frame)
        let full = RoundedRectangle(cornerRadius: 10).path(in: CGRect(origin: .zero, size: outline.frame.size)).raster
        XCTAssertEqual(outline.frame.size, CGSize(width: 70, height: 70))
        XCTAssertEqual(trimmed.length / full.length, easeIn(0.5), accuracy: 1e-6, "trim length follows easeIn(½)")
    }

    func testFlipCardAtEightyNineDegreesShowsItsFace() throws { try checkFlipCard(at: 89, faceShown: true) }

    func testFlipCardAtNinetyOneDegreesShowsItsBack() throws { try checkFlipCard(at: 91, faceShown: false) }

    /// Linear 4 s from 180° to 0°: `degrees` at 4·(180 − degrees)/180 s after the tap.
    private func checkFlipCard(at degrees: Double, faceShown: Bool) throws {
        let t = 0.4 + 4 * (180 - degrees) / 180
        let (tree, _) = try moment("card.flip", at: t)
        let card = try XCTUnwrap(all(tree) { $0.kind is Rotation3DEffect }.first)
        let spec = try XCTUnwrap(card.kind as? Rotation3DEffect)
        // Curve progress is rounded to a multiple of 2⁻²⁰, as SwiftUI rounds it.
        XCTAssertEqual(spec.angle.degrees, degrees, accuracy: 180.0 / 1_048_576)
        let emoji = all(tree) { ($0.kind as? TextKind)?.string == "😀" }
        XCTAssertEqual(!emoji.isEmpty, faceShown, "the face shows below 90° only")
        // The card's top-right corner, projected by SwiftUI's per-point formula.
        let size = card.frame.size
        let projection = Rotation3D.projection(spec, size: size)
        let theta = spec.angle.radians, d = Double(max(size.width, size.height))
        let (ax, ay) = (Double(size.width) / 2, Double(size.height) / 2)
        let (x, y) = (Double(size.width), 0.0)
        let rx = cos(theta) * (x - ax), rz = -sin(theta) * (x - ax)
        let w = 1 - rz / d
        let corner = projection.apply(Point(x, y))
        XCTAssertEqual(corner.x, ax + rx / w, accuracy: 1e-9)
        XCTAssertEqual(corner.y, ay + (y - ay) / w, accuracy: 1e-9)
    }

    func testPlayButtonHalfWay() throws {
        // easeInOut 0.3 s from the tap at 0.4 s: at 0.55 s the shape's shift is easeInOut(½) = ½.
        let (tree, _) = try moment("button.play-pause", at: 0.55)
        let s = try XCTUnwrap(all(tree) { $0.kind is ShapeKind }.first?.kind as? ShapeKind)
        XCTAssertEqual(Double(try XCTUnwrap(s.shape.animatableData as? CGFloat)), easeInOut(0.5), accuracy: 1e-6)
    }

    func testSegmentedPillMidSlide() throws {
        let entry = try XCTUnwrap(Catalog.entry(id: "toggle.segmented"))
        let start = Renderer(erasing: entry.view(), size: entry.canvas)
        func pill(_ tree: PresentedElement) -> [CGRect] {
            all(tree) { $0.kind is MatchedGeometryTrait }.map(\.frame)
        }
        let from = try XCTUnwrap(pill(start.engine.presentedTree(at: 0)).first)
        let playback = try Playback(entry.view, size: entry.canvas, storyboard: entry.storyboard)
        let settled = playback.renderer(at: 1.0)
        let to = try XCTUnwrap(pill(settled.engine.presentedTree(at: 1.0)).first)
        // easeInOut (0.35 s) from the tap at 0.4 s: half way in time at 0.575 s.
        let (tree, _) = try moment("toggle.segmented", at: 0.575)
        let p = easeInOut(0.5)
        for frame in pill(tree) {
            XCTAssertEqual(Double(frame.minX), Double(from.minX + (to.minX - from.minX) * p), accuracy: 1e-6)
            XCTAssertEqual(Double(frame.width), Double(from.width + (to.width - from.width) * p), accuracy: 1e-6)
        }
        XCTAssertEqual(pill(tree).count, 2, "the outgoing and incoming pills travel together, cross-fading")
    }

    func testMatchedCardMidWayFollowsTheDefaultSpring() throws {
        // Animation.default: spring(response 0.55, damping 1) from the tap at 0.4 s.
        let (tree, _) = try moment("card.matched-move", at: 0.7)
        let x = SpringCurve(response: 0.55, dampingFraction: 1).state(at: 0.3).x
        let cards = all(tree) { $0.kind is MatchedGeometryTrait }
        XCTAssertEqual(cards.count, 2)
        for card in cards {
            // From the bottom (y = 250) to the top (y = 0).
            XCTAssertEqual(Double(card.frame.minY), 250 + (0 - 250) * x, accuracy: 1e-6)
        }
    }

    func testCapsuleShrinksWhileItsOutlineEasesIn() throws {
        let (tree, _) = try moment("checkbox.capsule", at: 0.75)
        let outline = try XCTUnwrap(firstStroke(in: tree))
        let spring = SpringCurve(response: 0.55, dampingFraction: 1).state(at: 0.35).x
        XCTAssertEqual(Double(outline.frame.width), 200 + (70 - 200) * spring, accuracy: 1e-6)
        let s = try XCTUnwrap(outline.kind as? ShapeKind)
        let trim = try XCTUnwrap(s.shape.stroked).content
        let data = try XCTUnwrap(trim.animatableData as? AnimatablePair<AnimatablePair<CGFloat, CGFloat>, EmptyAnimatableData>)
        XCTAssertEqual(Double(data.first.second), easeIn(0.35 / 0.7), accuracy: 1e-6)
        let texts = all(tree) { $0.kind is TextKind }
        XCTAssertTrue(texts.isEmpty, "the text went at once, with no transition")
    }

    private func check(_ actual: Pixmap, named name: String) throws {
        assertSnapshot(of: actual, named: name, directory: goldenDirectory.path)
    }
}
