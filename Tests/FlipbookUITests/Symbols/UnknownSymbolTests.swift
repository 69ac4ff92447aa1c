// UnknownSymbolTests.swift: an Image(systemName:) whose name Flipbook does not draw builds
// nothing (no ink, no space) and is reported once per name, as SwiftUI logs an unknown name.

import Foundation
@testable import FlipbookUI
import Raster
import XCTest

final class UnknownSymbolTests: XCTestCase {
    func testEachNameIsReportedOnceWithTheWarningLine() {
        var lines: [String] = []
        let log = UnknownSymbolLog { lines.append($0) }
        log.report("foo")
        log.report("foo")
        log.report("bar.fill")
        log.report("foo")
        XCTAssertEqual(lines, ["flipbook: warning: no symbol named 'foo' (Image(systemName:)); it draws nothing\n",
                               "flipbook: warning: no symbol named 'bar.fill' (Image(systemName:)); it draws nothing\n"])
        XCTAssertTrue(log.hasReported("foo"))
        XCTAssertFalse(log.hasReported("heart"))
    }

    func testAnUnknownNameTakesNoSpaceAndIsReported() throws {
        let name = "no.such.symbol.\(UUID().uuidString)"
        let with = HStack { Text("A"); Image(systemName: name); Text("B") }
        let without = HStack { Text("A"); Text("B") }
        let size = CGSize(width: 80, height: 40)
        XCTAssertEqual(try Renderer(with, size: size).pngData(), try Renderer(without, size: size).pngData())
        XCTAssertTrue(UnknownSymbolLog.shared.hasReported(name))
        XCTAssertFalse(UnknownSymbolLog.shared.hasReported("heart"), "known names are not reported")
    }

    func testAKnownNameWithAnUnknownVariantIsNotReported() throws {
        _ = try Renderer(Image(systemName: "pencil").symbolVariant(.fill), size: CGSize(width: 40, height: 40)).pngData()
        XCTAssertFalse(UnknownSymbolLog.shared.hasReported("pencil"))
        XCTAssertFalse(UnknownSymbolLog.shared.hasReported("pencil.fill"))
    }
}
