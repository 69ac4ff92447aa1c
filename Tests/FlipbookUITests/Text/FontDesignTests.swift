// FontDesignTests.swift: which face each design, weight and slant is drawn with (Inter, its
// italics, JetBrains Mono, Noto Serif, their DejaVu fallbacks, a synthetic slant where a family
// has no italic), and what the OpenType features do: tabular digits all one width, a monospaced
// face one advance for every letter, tracking pulling ligatures apart.

import Foundation
@testable import FlipbookUI
import Raster
import XCTest

final class FontDesignTests: XCTestCase {
    private var temporary: [String] = []

    override func tearDown() {
        for dir in temporary { try? FileManager.default.removeItem(atPath: dir) }
        super.tearDown()
    }

    private func fileName(_ font: ResolvedFont, _ library: FontLibrary = .shared) -> String? {
        library.textFace(for: font).map { ($0.face.path as NSString).lastPathComponent }
    }

    private func width(_ text: String, _ font: ResolvedFont) -> Double {
        Double(TextLayout(text, font: font).size.width)
    }

    /// A library over links to the installed files of these names.
    private func library(linking names: [String]) throws -> FontLibrary {
        let dir = NSTemporaryDirectory() + "flipbook-designs-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        temporary.append(dir)
        let installed = FontFileIndex(directories: FontFileIndex.standardDirectories)
        for name in names {
            let target = try XCTUnwrap(installed.path(named: name), "\(name) is not installed")
            try FileManager.default.createSymbolicLink(atPath: dir + "/" + name, withDestinationPath: target)
        }
        return FontLibrary(directories: [dir])
    }

    func testEachDesignPicksItsFamily() {
        XCTAssertEqual(fileName(ResolvedFont(size: 17)), "Inter-Regular.otf")
        XCTAssertEqual(fileName(ResolvedFont(size: 17, design: .rounded)), "Inter-Regular.otf", "SF Rounded: Inter, as pinned")
        XCTAssertEqual(fileName(ResolvedFont(size: 17, design: .monospaced)), "JetBrainsMono-Regular.ttf")
        XCTAssertEqual(fileName(ResolvedFont(size: 17, weight: .semibold, design: .monospaced)), "JetBrainsMono-SemiBold.ttf")
        XCTAssertEqual(fileName(ResolvedFont(size: 17, weight: .black, design: .monospaced)), "JetBrainsMono-ExtraBold.ttf", "its heaviest")
        XCTAssertEqual(fileName(ResolvedFont(size: 17, design: .serif)), "NotoSerif-Regular.ttf")
        XCTAssertEqual(fileName(ResolvedFont(size: 17, weight: .semibold, design: .serif)), "NotoSerif-Bold.ttf")
        XCTAssertEqual(fileName(ResolvedFont(size: 17, weight: .light, design: .serif)), "NotoSerif-Regular.ttf")
    }

    func testItalicTakesTheFamilysItalicFace() throws {
        XCTAssertEqual(fileName(ResolvedFont(size: 17, isItalic: true)), "Inter-Italic.otf")
        XCTAssertEqual(fileName(ResolvedFont(size: 17, weight: .bold, isItalic: true)), "Inter-BoldItalic.otf")
        XCTAssertEqual(fileName(ResolvedFont(size: 17, design: .serif, isItalic: true)), "NotoSerif-Italic.ttf")
        XCTAssertEqual(fileName(ResolvedFont(size: 17, design: .monospaced, isItalic: true)), "JetBrainsMono-Italic.ttf")
        let face = try XCTUnwrap(FontLibrary.shared.textFace(for: ResolvedFont(size: 17, isItalic: true)))
        XCTAssertTrue(face.face.isItalic)
        XCTAssertFalse(face.slanted)
    }

    func testWithoutAnItalicFaceTheUprightOneIsSlanted() throws {
        let library = try library(linking: ["Inter-Regular.otf"])
        let italic = try XCTUnwrap(library.textFace(for: ResolvedFont(size: 17, isItalic: true)))
        XCTAssertEqual((italic.face.path as NSString).lastPathComponent, "Inter-Regular.otf")
        XCTAssertTrue(italic.slanted)
        // "l" is a vertical stem: slanted 12°, its top moves right by tan 12° of its height.
        let upright = try XCTUnwrap(TextLayout("l", font: ResolvedFont(size: 100), library: library).outlines.bounds)
        let slanted = try XCTUnwrap(TextLayout("l", font: ResolvedFont(size: 100, isItalic: true), library: library).outlines.bounds)
        XCTAssertEqual(slanted.height, upright.height, accuracy: 1e-9)
        XCTAssertEqual(slanted.width - upright.width, upright.height * 0.2126, accuracy: 0.01)
    }

    func testMissingDesignFamiliesFallBackToDejaVuThenInter() throws {
        let dejaVu = try library(linking: ["DejaVuSansMono.ttf", "DejaVuSerif.ttf", "Inter-Regular.otf"])
        XCTAssertEqual(fileName(ResolvedFont(size: 17, design: .monospaced), dejaVu), "DejaVuSansMono.ttf")
        XCTAssertEqual(fileName(ResolvedFont(size: 17, design: .serif), dejaVu), "DejaVuSerif.ttf")
        let interOnly = try library(linking: ["Inter-Regular.otf"])
        XCTAssertEqual(fileName(ResolvedFont(size: 17, design: .monospaced), interOnly), "Inter-Regular.otf")
    }

    func testMonospacedDigitsAreAllOneWidth() {
        let tabular = ResolvedFont(size: 17, hasMonospacedDigits: true)
        let widths = (0...9).map { width(String($0), tabular) }
        XCTAssertEqual(Set(widths).count, 1, "\(widths)")
        // Inter's default figures are proportional: "1" is narrower than "0".
        XCTAssertLessThan(width("1", ResolvedFont(size: 17)), width("0", ResolvedFont(size: 17)) - 0.5)
        XCTAssertEqual(width("1111", tabular), width("0000", tabular), accuracy: 1e-9)
    }

    func testTheMonospacedDesignGivesEveryLetterOneAdvance() {
        let mono = ResolvedFont(size: 15, design: .monospaced)
        XCTAssertEqual(width("iiii", mono), width("WWWW", mono), accuracy: 1e-9)
        XCTAssertEqual(width("i", mono), 15 * 0.6, accuracy: 1e-9, "JetBrains Mono: 600 of 1000 units")
    }

    func testTrackingSpreadsLigaturesKerningKeepsThem() {
        let serif = ResolvedFont(size: 17, design: .serif)
        func layout(_ text: String, spacing: Double, tracking: Bool) -> (glyphs: Int, width: Double) {
            var run = TextRun(text, font: serif)
            run.spacing = spacing
            run.hasTracking = tracking
            let shaped = ShapedText(runs: [run])
            return (shaped.glyphs.count, Double(TextParagraph(shaped, style: .standard).layout(for: .unspecified).size.width))
        }
        let plain = layout("fi", spacing: 0, tracking: false)
        let kerned = layout("fi", spacing: 3, tracking: false)
        let tracked = layout("fi", spacing: 3, tracking: true)
        XCTAssertEqual(plain.glyphs, 1, "Noto Serif draws fi as one ligature")
        XCTAssertEqual(kerned.glyphs, 1)
        XCTAssertEqual(kerned.width, plain.width + 3, accuracy: 1e-9, "one cluster, one added space")
        XCTAssertEqual(tracked.glyphs, 2)
        XCTAssertEqual(tracked.width, width("f", serif) + width("i", serif) + 6, accuracy: 0.05, "two glyphs, space after each")
    }
}
