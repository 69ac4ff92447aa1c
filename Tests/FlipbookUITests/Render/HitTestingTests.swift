// HitTestingTests.swift: a tap reaches the front-most view with a gesture whose content
// contains the point; inner gestures win over outer ones; contentShape widens what counts, or narrows it; a
// fully transparent view takes nothing, nor does a Color.clear without a content shape; a
// stroked shape takes touches on its stroke only, so a `.border` lets them through to the view
// inside, and a storyboard taps a stroked box on its stroke; a touch finds what an animatable view's body moved where
// it is now; a storyboard finds a text where it is drawn; `.zIndex` orders drawing and touches
// alike, however many modifiers follow it.

import XCTest
@testable import FlipbookUI
@testable import Raster

final class HitTestingTests: XCTestCase {
    final class Log { var taps: [String] = [] }

    func testFrontMostGestureWins() {
        let log = Log()
        let view = ZStack {
            Rectangle().frame(width: 100, height: 100).onTapGesture { log.taps.append("back") }
            Rectangle().frame(width: 40, height: 40).onTapGesture { log.taps.append("front") }
        }
        let host = Engine(view, canvasSize: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100), time: 0)
        host.tap(at: CGPoint(x: 60, y: 60), time: 0)
        XCTAssertFalse(host.tap(at: CGPoint(x: 5, y: 5), time: 0))
        XCTAssertEqual(log.taps, ["front", "back"])
    }

    func testInnerGestureWinsOverOuterAndShapesHitByTheirOutline() {
        let log = Log()
        let view = VStack {
            Circle().frame(width: 40, height: 40).onTapGesture { log.taps.append("circle") }
        }
        .frame(width: 200, height: 200)
        .onTapGesture { log.taps.append("outer") }
        let host = Engine(view, canvasSize: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100), time: 0)  // the circle
        host.tap(at: CGPoint(x: 82, y: 82), time: 0)    // inside the circle's frame, outside the circle
        XCTAssertEqual(log.taps, ["circle"], "the empty corner of a frame takes no tap without contentShape")
    }

    func testAStrokeTakesTouchesOnItsStrokeAndABorderLetsThemThrough() throws {
        let log = Log()
        let bordered = Color.yellow.onTapGesture { log.taps.append("inside") }.frame(width: 100, height: 60).border(.gray, width: 4)
        let host = Engine(bordered, canvasSize: CGSize(width: 100, height: 60))
        XCTAssertTrue(host.tap(at: CGPoint(x: 50, y: 30), time: 0))
        XCTAssertEqual(log.taps, ["inside"])
        let box = RoundedRectangle(cornerRadius: 5).stroke(lineWidth: 2).frame(width: 25, height: 25)
            .onTapGesture { log.taps.append("box") }
        let boxHost = Engine(box.frame(width: 60, height: 60), canvasSize: CGSize(width: 60, height: 60))
        XCTAssertFalse(boxHost.tap(at: CGPoint(x: 30, y: 30), time: 0), "the box's empty middle")
        XCTAssertTrue(boxHost.tap(at: CGPoint(x: 18, y: 30), time: 0), "its stroke, at x = 17.5 ± 1")
        // A storyboard's tap goes where it reaches the box: on its stroke.
        let target = try XCTUnwrap(boxHost.tapTargets(at: 0).first)
        XCTAssertTrue(boxHost.tap(at: target, time: 0))
        XCTAssertEqual(log.taps, ["inside", "box", "box"])
    }

    func testContentShapeMakesTheWholeFrameTappable() {
        let log = Log()
        let view = Circle().frame(width: 40, height: 40).contentShape(Rectangle()).onTapGesture { log.taps.append("hit") }
        let host = Engine(view, canvasSize: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 82, y: 82), time: 0)
        XCTAssertEqual(log.taps, ["hit"])
    }

    func testContentShapeNarrowsWhatAnOpaqueViewTakes() {
        // A 100 pt square with a circular content shape: its corners are outside the circle and
        // take no tap, though the square is drawn there.
        let log = Log()
        let view = Color.pink.frame(width: 100, height: 100).contentShape(Circle()).onTapGesture { log.taps.append("hit") }
        let host = Engine(view, canvasSize: CGSize(width: 100, height: 100))
        XCTAssertFalse(host.tap(at: CGPoint(x: 4, y: 4), time: 0), "a corner, 65 pt from the centre")
        XCTAssertTrue(host.tap(at: CGPoint(x: 50, y: 50), time: 0))
        XCTAssertEqual(log.taps, ["hit"])
    }

    func testButtonRunsItsAction() {
        let log = Log()
        let host = Engine(Button(action: { log.taps.append("button") }) { Rectangle().frame(width: 30, height: 30) },
                            canvasSize: CGSize(width: 100, height: 100))
        host.tap(at: CGPoint(x: 50, y: 50), time: 0)
        XCTAssertEqual(log.taps, ["button"])
    }

    func testAFullyTransparentViewTakesNoTouch() {
        let log = Log()
        let view = ZStack {
            Rectangle().frame(width: 100, height: 100).onTapGesture { log.taps.append("back") }
            Rectangle().frame(width: 100, height: 100).onTapGesture { log.taps.append("invisible") }.opacity(0)
            Rectangle().frame(width: 20, height: 20).onTapGesture { log.taps.append("faint") }.opacity(0.001).offset(x: 40)
        }
        let host = Engine(view, canvasSize: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100), time: 0)
        host.tap(at: CGPoint(x: 140, y: 100), time: 0)
        XCTAssertEqual(log.taps, ["back", "faint"])
    }

    func testAClearOverlayLetsTouchesThroughUnlessGivenAContentShape() {
        let log = Log()
        let view = ZStack {
            Color.blue.frame(width: 100, height: 100).onTapGesture { log.taps.append("blue") }
            Color.clear.frame(width: 100, height: 100).onTapGesture { log.taps.append("clear") }
        }
        let host = Engine(view, canvasSize: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100), time: 0)
        let shaped = Engine(Color.clear.frame(width: 100, height: 100).contentShape(Rectangle()).onTapGesture { log.taps.append("shaped") },
                            canvasSize: CGSize(width: 200, height: 200))
        shaped.tap(at: CGPoint(x: 100, y: 100), time: 0)
        XCTAssertEqual(log.taps, ["blue", "shaped"])
    }

    func testATouchReachesWhatAnAnimatableViewsBodyMovedWhereItIsNow() {
        let log = Log()
        let host = Engine(Slider2(log: log), canvasSize: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100), time: 0)  // the body's knob starts moving right
        host.advance(to: 2)
        XCTAssertTrue(host.tap(at: CGPoint(x: 180, y: 100), time: 2), "the knob is at the right end now")
        XCTAssertEqual(log.taps, ["knob", "knob"])
    }

    func testAStoryboardFindsATextWhereItIsDrawn() throws {
        let canvas = CGSize(width: 200, height: 200)
        let still = try XCTUnwrap(Engine(Text("Moved"), canvasSize: canvas).center(ofText: "Moved", at: 0))
        let host = Engine(Text("Moved").offset(x: 30, y: -20).scaleEffect(2), canvasSize: canvas)
        let center = try XCTUnwrap(host.center(ofText: "Moved", at: 0))
        // Offset by (30, −20), then scaled by 2 about the frame's centre (where it stood still).
        XCTAssertEqual(center.x, still.x + 2 * 30, accuracy: 1e-6)
        XCTAssertEqual(center.y, still.y - 2 * 20, accuracy: 1e-6)
    }

    func testAStoryboardFindsTheWholeTextFirstElseATextItIsPartOf() throws {
        let host = Engine(VStack { Text("Like 12"); Text("Like") }, canvasSize: CGSize(width: 200, height: 200))
        let like = try XCTUnwrap(host.center(ofText: "Like", at: 0, orPart: true))
        let count = try XCTUnwrap(host.center(ofText: "12", at: 0, orPart: true))
        XCTAssertGreaterThan(like.y, count.y, "the whole text \"Like\", below, before the one it begins")
        XCTAssertNil(host.center(ofText: "12", at: 0), "a part only when asked for")
        XCTAssertNil(host.center(ofText: "Dislike", at: 0, orPart: true))
        XCTAssertNil(host.center(ofText: "", at: 0, orPart: true))
    }

    func testAStoryboardDoesNotAimAtAFullyTransparentText() {
        let host = Engine(ZStack { Text("Gone").opacity(0); Text("Here") }, canvasSize: CGSize(width: 200, height: 200))
        XCTAssertNil(host.center(ofText: "Gone", at: 0))
        XCTAssertNotNil(host.center(ofText: "Here", at: 0))
    }

    func testZIndexOrdersDrawingAndTouchesThroughTheModifiersAfterIt() {
        let log = Log()
        let view = ZStack {
            ForEach(0..<3, id: \.self) { i in
                Rectangle().frame(width: 40 + CGFloat(i) * 20, height: 40 + CGFloat(i) * 20)
                    .onTapGesture { log.taps.append("card \(i)") }
                    .zIndex(Double(-i))
                    .transition(.opacity)
            }
        }
        let host = Engine(view, canvasSize: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100), time: 0)
        XCTAssertEqual(log.taps, ["card 0"], "card 0 is in front though it comes first")
        // Drawn back to front: the 80 pt card first, the 40 pt one last.
        let widths = host.displayList(at: 0, map: ProjectiveTransform.identity).items.compactMap { item -> Double? in
            guard case .fill(let path, _, _, _) = item else { return nil }
            return path.controlBounds?.width
        }
        XCTAssertEqual(widths, [80, 60, 40])
    }
}

final class AccessibilityLabelTests: XCTestCase {
    func testStoryboardsFindViewsByTheirAccessibilityLabel() throws {
        let r = Renderer(Rectangle().frame(width: 30, height: 20).accessibilityLabel("Play").position(x: 20, y: 30),
                         size: CGSize(width: 100, height: 100))
        XCTAssertEqual(r.center(ofText: "Play"), CGPoint(x: 20, y: 30))
        XCTAssertNil(r.center(ofText: "Pause"))
    }
}

/// An animatable view whose body puts a 20 pt knob at x = `position` (the knob moved by a tap on
/// it, over 1 s).
private struct Knob: View, Animatable {
    var position: CGFloat
    let tapped: () -> Void
    var animatableData: CGFloat {
        get { position }
        set { position = newValue }
    }
    var body: some View {
        Rectangle().frame(width: 20, height: 20).onTapGesture(perform: tapped).position(x: position, y: 100)
    }
}

private struct Slider2: View {
    let log: HitTestingTests.Log
    @State var right = false
    var body: some View {
        Knob(position: right ? 180 : 100) {
            log.taps.append("knob")
            withAnimation(.linear(duration: 1)) { right.toggle() }
        }
    }
}
