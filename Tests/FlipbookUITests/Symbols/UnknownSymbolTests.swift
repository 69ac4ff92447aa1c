// UnknownSymbolTests.swift: an Image(systemName:) whose name Flipbook does not draw is an empty
// image (no ink and no size, but what is around it still draws) and is reported once per name,
// as SwiftUI logs an unknown name.

import Foundation
@testable import FlipbookUI
import Raster
import XCTest

final class UnknownSymbolTests: XCTestCase {
    func testEachNameIsReportedOnceWithTheWarningLine() {
        var lines: [String] = []
        let log = UnknownNameLog(message: UnknownNameLog.symbolMessage) { lines.append($0) }
        log.report("foo")
        log.report("foo")
        log.report("bar.fill")
        log.report("foo")
        XCTAssertEqual(lines, ["flipbook: warning: no symbol named 'foo' (Image(systemName:)); it draws nothing\n",
                               "flipbook: warning: no symbol named 'bar.fill' (Image(systemName:)); it draws nothing\n"])
        XCTAssertTrue(log.hasReported("foo"))
        XCTAssertFalse(log.hasReported("heart"))
    }

    func testAnUnknownNameIsAnEmptyImageAndIsReported() throws {
        let name = "no.such.symbol.\(UUID().uuidString)"
        let size = CGSize(width: 80, height: 40)
        // An empty view in the stack: no ink, but the stack's spacing on either side of it.
        let with = HStack(spacing: 5) { Text("A"); Image(systemName: name); Text("B") }
        let spaced = HStack(spacing: 5) { Text("A"); Color.clear.frame(width: 0, height: 0); Text("B") }
        XCTAssertEqual(try Renderer(with, size: size).pngData(), try Renderer(spaced, size: size).pngData())
        // What is around it still draws: a circle behind an unknown icon.
        let badge = Image(systemName: name).frame(width: 30, height: 30).background(Circle().fill(.teal))
        let circle = Color.clear.frame(width: 30, height: 30).background(Circle().fill(.teal))
        XCTAssertEqual(try Renderer(badge, size: size).pngData(), try Renderer(circle, size: size).pngData())
        XCTAssertTrue(UnknownNameLog.symbols.hasReported(name))
        XCTAssertFalse(UnknownNameLog.symbols.hasReported("heart"), "known names are not reported")
    }

    func testAKnownNameWithAnUnknownVariantIsNotReported() throws {
        _ = try Renderer(Image(systemName: "pencil").symbolVariant(.fill), size: CGSize(width: 40, height: 40)).pngData()
        XCTAssertFalse(UnknownNameLog.symbols.hasReported("pencil"))
        XCTAssertFalse(UnknownNameLog.symbols.hasReported("pencil.fill"))
    }
}
