// ListSectionStyleTests.swift: a Section keeps the modifiers written on it and stays a section;
// a header's prominence, the spacing between sections and a hairline's colour, on a Section or
// on the whole list.

import XCTest
@testable import FlipbookUI

final class ListSectionStyleTests: XCTestCase {
    private func engine(_ list: some View) -> Engine {
        Engine(list.frame(width: 320, height: 400), canvasSize: CGSize(width: 320, height: 400))
    }

    /// The frame of the text written `string` (before any textCase), and what it shows.
    private func text(_ engine: Engine, _ string: String) -> (frame: CGRect, shown: String)? {
        var found: (CGRect, String)?
        engine.presentedTree(at: 0).forEach { p in
            guard let text = p.kind as? TextKind, text.string == string else { return }
            let shaped = text.paragraph.text
            found = (p.frame, shaped.clusters.indices.map { shaped.string(ofCluster: $0) }.joined())
        }
        return found
    }

    private func textFrame(_ engine: Engine, _ string: String) -> CGRect? { text(engine, string)?.frame }

    func testAModifiedSectionIsStillASectionWithItsModifiersOnItsParts() throws {
        let list = List { Section("Account") { Text("Name") }.textCase(nil) }
        XCTAssertEqual(ListSection.sections(of: Section("Account") { Text("Name") }.textCase(nil)).count, 1)
        XCTAssertEqual(text(engine(list), "Account")?.shown, "Account", "the header keeps its case")
        XCTAssertEqual(text(engine(List { Section("Account") { Text("Name") } }), "Account")?.shown, "ACCOUNT")
    }

    func testAnIncreasedProminenceIsALargerHeaderOnASectionOrAList() throws {
        let standard = try XCTUnwrap(textFrame(engine(List { Section("Recent") { Text("a") } }), "Recent"))
        let onSection = try XCTUnwrap(textFrame(engine(List { Section("Recent") { Text("a") }.headerProminence(.increased) }), "Recent"))
        let onList = try XCTUnwrap(textFrame(engine(List { Section("Recent") { Text("a") } }.headerProminence(.increased)), "Recent"))
        XCTAssertGreaterThan(onSection.height, standard.height + 5, "a title, not a footnote")
        XCTAssertEqual(onList, onSection)
    }

    func testSectionSpacingSetsTheGapBetweenSections() throws {
        func gap(_ spacing: ListSectionSpacing) throws -> CGFloat {
            let engine = engine(List { Section { Text("a") }; Section { Text("b") } }.listSectionSpacing(spacing))
            return try XCTUnwrap(textFrame(engine, "b")).minY - XCTUnwrap(textFrame(engine, "a")).minY
        }
        XCTAssertEqual(try gap(.default) - gap(.compact), ListMetrics.sectionGap - 20, accuracy: 0.01)
        XCTAssertEqual(try gap(.default) - gap(.custom(5)), ListMetrics.sectionGap - 5, accuracy: 0.01)
    }

    func testSectionSpacingOnASectionSetsTheGapAfterIt() throws {
        let engine = engine(List {
            Section { Text("a") }.listSectionSpacing(8)
            Section { Text("b") }
            Section { Text("c") }
        })
        let a = try XCTUnwrap(textFrame(engine, "a")), b = try XCTUnwrap(textFrame(engine, "b")), c = try XCTUnwrap(textFrame(engine, "c"))
        XCTAssertEqual((c.minY - b.minY) - (b.minY - a.minY), ListMetrics.sectionGap - 8, accuracy: 0.01,
                       "8 pt after the first section, the style's gap after the second")
    }

    func testASectionSeparatorHiddenAtTheBottomLeavesNoHairlineUnderItsLastRow() throws {
        func hairlines(_ list: some View) -> Int {
            var count = 0
            engine(list).presentedTree(at: 0).forEach { p in
                if p.children.isEmpty, p.kind is ShapeKind, p.frame.height == ListMetrics.hairline { count += 1 }
            }
            return count
        }
        let shown = List { Section { Text("a"); Text("b") }; Section { Text("c") } }.listStyle(.plain)
        let hidden = List { Section { Text("a"); Text("b") }.listSectionSeparator(.hidden, edges: .bottom); Section { Text("c") } }
            .listStyle(.plain)
        let shownAgain = List { Section { Text("a"); Text("b") }.listSectionSeparator(.hidden).listSectionSeparator(.visible); Section { Text("c") } }
            .listStyle(.plain)
        XCTAssertEqual(hairlines(shown), 3, "one under each row of a plain list")
        XCTAssertEqual(hairlines(hidden), 2, "none under b")
        XCTAssertEqual(hairlines(shownAgain), 3, "the outermost wins")
    }

    func testASeparatorTintColoursTheRowsHairline() {
        let rows = ListRow.rows(of: Group { Text("a").listRowSeparatorTint(.red); Text("b") })
        XCTAssertEqual(rows[0].settings.separatorTint, .red)
        XCTAssertNil(rows[1].settings.separatorTint)
    }
}
