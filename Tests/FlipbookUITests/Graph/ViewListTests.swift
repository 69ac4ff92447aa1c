// ViewListTests.swift: a content's views one by one with their tags: the builder's structure
// flattened, a ForEach's elements tagged with their ids unless tagged otherwise, a modifier around
// a tagged view keeping its tag and one around several views modifying each.

import XCTest
@testable import FlipbookUI

final class ViewListTests: XCTestCase {
    private func tags<V: View>(@ViewBuilder _ content: () -> V) -> [AnyHashable?] {
        ViewList.views(of: content()).map(\.tag)
    }

    func testTheBuildersStructureIsFlattened() {
        let show = true
        XCTAssertEqual(tags {
            Text("a").tag(1)
            if show { Text("b").tag(2) } else { Text("c").tag(3) }
            Group {
                Text("d").tag(4)
                EmptyView()
            }
            if !show { Text("e").tag(5) }
        }, [1, 2, 4])
    }

    func testForEachTagsItsElementsWithTheirIdsUnlessTaggedOtherwise() {
        XCTAssertEqual(tags { ForEach(["x", "y"], id: \.self) { Text($0) } }, ["x", "y"])
        XCTAssertEqual(tags { ForEach(0..<2) { Text("\($0)").tag("t\($0)") } }, ["t0", "t1"])
    }

    func testAModifierAroundATaggedViewKeepsItsTag() {
        XCTAssertEqual(tags { Text("a").tag(7).foregroundStyle(.red).padding() }, [7])
        XCTAssertEqual(tags { Text("untagged").padding() }, [nil])
    }

    func testAModifierAroundSeveralViewsModifiesEach() {
        let views = ViewList.views(of: ForEach(["x", "y"], id: \.self) { Text($0) }.padding(3))
        XCTAssertEqual(views.map(\.tag), ["x", "y"])
        XCTAssertTrue(views.allSatisfy { $0.view is ModifiedContent<Text, ElementModifier> }, "\(views.map { type(of: $0.view) })")
    }
}
