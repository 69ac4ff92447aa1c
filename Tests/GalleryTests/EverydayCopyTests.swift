// EverydayCopyTests.swift: the catalog's everyday controls (Sources/Gallery/Everyday) are the
// corpus files of the same name (Tests/Corpus/Controls), unchanged but for the #Preview block at
// the end, which a package cannot compile (it is a macro); so the catalog shows the code as users
// write it, and an edit to one copy without the other fails here.

import Foundation
import XCTest

final class EverydayCopyTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testEachEverydayControlIsItsCorpusFileWithoutThePreview() throws {
        let everyday = root.appendingPathComponent("Sources/Gallery/Everyday")
        let names = try FileManager.default.contentsOfDirectory(atPath: everyday.path).filter { $0.hasSuffix(".swift") }
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let copy = try String(contentsOf: everyday.appendingPathComponent(name), encoding: .utf8)
            let original = try String(contentsOf: root.appendingPathComponent("Tests/Corpus/Controls/\(name)"), encoding: .utf8)
            let preview = try XCTUnwrap(original.range(of: "#Preview"), "\(name) has no #Preview in the corpus")
            XCTAssertEqual(copy, String(original[..<preview.lowerBound]).trimmingCharacters(in: .whitespacesAndNewlines) + "\n", name)
        }
    }
}
