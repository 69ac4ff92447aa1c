// ContainerValuesTests.swift: a value a view carries for its container reaches its subview, the
// outer of two written winning; sections come apart into header, content and footer, and views
// outside any Section make one of their own.

import XCTest
@testable import FlipbookUI

private struct HighlightKey: ContainerValueKey { static let defaultValue = false }
private struct BadgeKey: ContainerValueKey { static let defaultValue = 0 }

extension ContainerValues {
    fileprivate var isHighlighted: Bool {
        get { self[HighlightKey.self] }
        set { self[HighlightKey.self] = newValue }
    }
    fileprivate var badge: Int {
        get { self[BadgeKey.self] }
        set { self[BadgeKey.self] = newValue }
    }
}

final class ContainerValuesTests: XCTestCase {
    func testASubviewCarriesTheValuesItsViewWrites() {
        let content = Group {
            Text("Plain")
            Text("Marked").containerValue(\.isHighlighted, true).padding()
            Text("Twice").containerValue(\.badge, 1).containerValue(\.badge, 2)
        }
        let subviews = SubviewsCollection(content)
        XCTAssertEqual(subviews.map(\.containerValues.isHighlighted), [false, true, false])
        XCTAssertEqual(subviews.map(\.containerValues.badge), [0, 0, 2], "the outer of two wins")
    }

    func testSectionsComeApartAndLooseViewsMakeOneOfTheirOwn() {
        let content = Group {
            Text("Loose")
            Section {
                Text("Stand-up")
                Text("Review").containerValue(\.isHighlighted, true)
            } header: {
                Text("Today")
            } footer: {
                Text("Two meetings")
            }
        }
        let sections = SectionCollection(content)
        XCTAssertEqual(sections.count, 2)
        XCTAssertTrue(sections[0].header.isEmpty)
        XCTAssertEqual(sections[0].content.count, 1)
        XCTAssertEqual(sections[1].header.count, 1)
        XCTAssertEqual(sections[1].content.count, 2)
        XCTAssertEqual(sections[1].footer.count, 1)
        XCTAssertEqual(sections[1].content.map(\.containerValues.isHighlighted), [false, true], "a section's views carry their values")
        let handedOn = SubviewsCollection(sections[1].content)
        XCTAssertEqual(handedOn.map(\.containerValues.isHighlighted), [false, true], "handed on to ForEach(subviews:), each still a subview")
    }
}
