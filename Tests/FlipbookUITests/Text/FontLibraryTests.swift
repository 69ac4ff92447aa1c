// FontLibraryTests.swift: which files the library picks: Inter's static face for each weight,
// DejaVu Sans when Inter is missing (Bold from semibold up), Noto Color Emoji for emoji, and
// nothing at all, without crashing, when no font is installed. The fallbacks are tested against
// temporary directories holding links to the installed files.

import CHarfBuzz
import Foundation
@testable import FlipbookUI
import XCTest

final class FontLibraryTests: XCTestCase {
    private var temporary: [String] = []

    override func tearDown() {
        for dir in temporary { try? FileManager.default.removeItem(atPath: dir) }
        super.tearDown()
    }

    /// A directory holding links to the installed files of these names.
    private func directory(linking names: [String]) throws -> String {
        let dir = NSTemporaryDirectory() + "flipbook-fonts-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        temporary.append(dir)
        let installed = FontFileIndex(directories: FontFileIndex.standardDirectories)
        for name in names {
            let target = try XCTUnwrap(installed.path(named: name), "\(name) is not installed")
            try FileManager.default.createSymbolicLink(atPath: dir + "/" + name, withDestinationPath: target)
        }
        return dir
    }

    private func fileName(_ face: FontFace?) -> String? { face.map { ($0.path as NSString).lastPathComponent } }

    func testEachWeightGetsItsInterFace() {
        let library = FontLibrary.shared
        let expected: [FontWeight: String] = [
            .ultraLight: "Inter-Thin.otf", .thin: "Inter-ExtraLight.otf", .light: "Inter-Light.otf",
            .regular: "Inter-Regular.otf", .medium: "Inter-Medium.otf", .semibold: "Inter-SemiBold.otf",
            .bold: "Inter-Bold.otf", .heavy: "Inter-ExtraBold.otf", .black: "Inter-Black.otf",
        ]
        for weight in FontWeight.allCases {
            XCTAssertEqual(fileName(library.textFace(weight)), expected[weight], "\(weight)")
        }
        XCTAssertTrue(library.textFace(.regular) === library.textFace(.regular), "loaded once")
        XCTAssertEqual(fileName(library.emojiFace), "NotoColorEmoji.ttf")
        XCTAssertEqual(library.emojiFace?.strikePixelsPerEm, 109)
    }

    func testMissingInterWeightUsesTheNearest() throws {
        let library = FontLibrary(directories: [try directory(linking: ["Inter-Regular.otf", "Inter-Bold.otf"])])
        XCTAssertEqual(fileName(library.textFace(.medium)), "Inter-Regular.otf")
        XCTAssertEqual(fileName(library.textFace(.semibold)), "Inter-Bold.otf")
        XCTAssertEqual(fileName(library.textFace(.black)), "Inter-Bold.otf")
        XCTAssertEqual(fileName(library.textFace(.ultraLight)), "Inter-Regular.otf")
    }

    func testWithoutInterTextFallsBackToDejaVuSans() throws {
        let dir = try directory(linking: ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "NotoColorEmoji.ttf"])
        let library = FontLibrary(directories: [dir])
        XCTAssertEqual(fileName(library.textFace(.regular)), "DejaVuSans.ttf")
        XCTAssertEqual(fileName(library.textFace(.medium)), "DejaVuSans.ttf")
        XCTAssertEqual(fileName(library.textFace(.semibold)), "DejaVuSans-Bold.ttf")
        XCTAssertEqual(fileName(library.textFace(.bold)), "DejaVuSans-Bold.ttf")
        let layout = TextLayout("Check Mark 😀", font: TextStyleMetrics.iOS(.body), library: library)
        XCTAssertFalse(layout.outlines.isEmpty)
        XCTAssertEqual(layout.colorGlyphs.count, 1)
        // DejaVu Sans: ascender 1901, descender 483 of 2048 units; its cap height is read off "H"
        // (its OS/2 table predates sCapHeight).
        let metrics = library.metrics(.regular)
        XCTAssertEqual(metrics.ascent, 1901 / 2048, accuracy: 1e-9)
        XCTAssertEqual(metrics.descent, 483 / 2048, accuracy: 1e-9)
        XCTAssertEqual(metrics.capHeight, 0.729, accuracy: 0.002)
    }

    func testDejaVuCoversWhatInterLacks() throws {
        // U+2654 (white chess king) is in DejaVu Sans, not in Inter.
        let library = FontLibrary.shared
        let inter = try XCTUnwrap(library.textFace(.regular))
        try XCTSkipIf(inter.covers("\u{2654}"), "this Inter has the chess king")
        let layout = TextLayout("\u{2654}", font: TextStyleMetrics.iOS(.body))
        let dejaVu = try XCTUnwrap(library.fallbackFaces(for: TextStyleMetrics.iOS(.body), primary: inter).first)
        let king = try XCTUnwrap(dejaVu.glyph(for: "\u{2654}"))
        let advance = Double(hb_font_get_glyph_h_advance(dejaVu.hbFont, king)) * 17 / dejaVu.unitsPerEm
        XCTAssertEqual(Double(layout.size.width), advance, accuracy: 1e-9, "drawn with DejaVu Sans's glyph")
        XCTAssertFalse(layout.outlines.isEmpty)
    }

    /// Scripts neither Inter nor DejaVu has are drawn with Noto Sans's face for them (fonts-noto-core,
    /// fonts-noto-cjk), not as boxes.
    func testOtherScriptsFallBackToNotoSansFaces() throws {
        let library = FontLibrary.shared
        let inter = try XCTUnwrap(library.textFace(.regular))
        let chain = library.fallbackFaces(for: TextStyleMetrics.iOS(.body), primary: inter)
        for (sample, script) in [("नमस्ते", "Devanagari"), ("สวัสดี", "Thai"), ("こんにちは世界", "CJK"), ("안녕하세요", "CJK")] {
            let first = try XCTUnwrap(sample.unicodeScalars.first)
            let face = chain.first { $0.covers(Character(first)) }
            XCTAssertNotNil(face, "\(script): some face covers \(sample)")
            XCTAssertTrue(fileName(face)?.hasPrefix("NotoSans\(script)") ?? false, "\(script): \(fileName(face) ?? "none")")
        }
    }

    func testWithNoFontsTextIsEmptyAndSymbolsStillHaveASize() throws {
        let library = FontLibrary(directories: [try directory(linking: [])])
        XCTAssertNil(library.textFace(.regular))
        let layout = TextLayout("Check Mark", font: TextStyleMetrics.iOS(.body), library: library)
        XCTAssertEqual(layout.size, .zero)
        XCTAssertEqual(library.metrics(.regular), .interDesign)
        let symbol = try XCTUnwrap(SymbolCatalog.symbol(named: "checkmark", font: TextStyleMetrics.iOS(.body), library: library))
        XCTAssertEqual(Double(symbol.size.height), 17 * FontMetrics.interDesign.lineHeight, accuracy: 1e-9)
    }

    func testUserDirectoriesComeFirst() {
        let dirs = FontFileIndex.standardDirectories
        let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
        XCTAssertEqual(dirs.firstIndex(of: home + "/.fonts"), 1)
        XCTAssertTrue(dirs.contains("/usr/share/fonts"))
    }

    func testTextStyleTables() {
        XCTAssertEqual(TextStyleMetrics.iOS(.body), ResolvedFont(size: 17, weight: .regular))
        XCTAssertEqual(TextStyleMetrics.iOS(.headline), ResolvedFont(size: 17, weight: .semibold))
        XCTAssertEqual(TextStyleMetrics.iOS(.largeTitle).size, 34)
        XCTAssertEqual(TextStyleMetrics.iOS(.caption2).size, 11)
        XCTAssertEqual(TextStyleMetrics.macOS(.body), ResolvedFont(size: 13, weight: .regular))
        XCTAssertEqual(TextStyleMetrics.macOS(.headline), ResolvedFont(size: 13, weight: .bold))
        let iOSSizes = TextStyle.allCases.map { TextStyleMetrics.iOS($0).size }
        XCTAssertEqual(iOSSizes, [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11])
    }
}
