// SubviewsTests.swift: a custom container reads its content's views one by one: ForEach(subviews:)
// wraps each, Group(subviews:) hands them over as a collection, and a subview's state follows its
// ForEach id when the views before it go.

import XCTest
@testable import FlipbookUI

private struct Boxed<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack(spacing: 0) {
            ForEach(subviews: content) { subview in
                subview.frame(width: 100, height: 30)
            }
        }
    }
}

private struct Counted<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        Group(subviews: content) { subviews in
            Text("\(subviews.count) items")
            subviews.first
        }
    }
}

private struct Counter: View {
    let name: String
    @State private var taps = 0
    var body: some View { Text("\(name) \(taps)").onTapGesture { taps += 1 } }
}

private struct Shrinking: View {
    @State private var names = ["a", "b"]
    var body: some View {
        VStack {
            Boxed { ForEach(names, id: \.self) { Counter(name: $0) } }
            Color.red.frame(width: 20, height: 20).onTapGesture { names.removeFirst() }
        }
    }
}

final class SubviewsTests: XCTestCase {
    private func textFrames(_ engine: Engine) -> [String: CGRect] {
        var frames: [String: CGRect] = [:]
        engine.presentedTree(at: engine.time).forEach { p in if let text = p.kind as? TextKind { frames[text.string] = p.frame } }
        return frames
    }

    func testForEachSubviewsWrapsEachViewOfTheContent() throws {
        let engine = Engine(Boxed { Text("One"); Text("Two"); if true { Text("Three") } }, canvasSize: CGSize(width: 200, height: 200))
        let frames = textFrames(engine)
        XCTAssertEqual(frames.count, 3)
        XCTAssertEqual(try XCTUnwrap(frames["Two"]).midY - (try XCTUnwrap(frames["One"])).midY, 30, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(frames["Three"]).midY - (try XCTUnwrap(frames["Two"])).midY, 30, accuracy: 0.01)
    }

    func testGroupSubviewsHandsTheViewsOverAsACollection() {
        let engine = Engine(VStack { Counted { Text("A"); Text("B") } }, canvasSize: CGSize(width: 200, height: 200))
        XCTAssertEqual(Set(textFrames(engine).keys), ["2 items", "A"])
    }

    func testASubviewsStateFollowsItsId() throws {
        let engine = Engine(Shrinking(), canvasSize: CGSize(width: 200, height: 200))
        engine.tap(at: try XCTUnwrap(engine.center(ofText: "b 0", at: 0)), time: 0.1)
        XCTAssertNotNil(engine.center(ofText: "b 1", at: 0.2))
        let red = try XCTUnwrap(engine.tapTargets(at: 0.3).last)
        engine.tap(at: red, time: 0.3)
        engine.advance(to: 1)
        XCTAssertNotNil(engine.center(ofText: "b 1", at: 1), "b keeps its count when a goes")
    }
}
