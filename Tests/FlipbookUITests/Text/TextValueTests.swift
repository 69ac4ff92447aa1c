// TextValueTests.swift: Text as a value: what a LocalizedStringKey's interpolations read
// (specifiers, format styles, SwiftUI's default "%lf" for a Double, a Text inside), Text + Text
// keeping each piece's font, weight and colour, modifiers filling in only what a piece has not
// set, the enclosing views' text modifiers, textCase, and which font each piece resolves to.

import Foundation
@testable import FlipbookUI
import XCTest

final class TextValueTests: XCTestCase {
    /// The TextKinds the view builds, in order.
    private func texts<V: View>(_ view: V) -> [TextKind] {
        var found: [TextKind] = []
        Engine(view, canvasSize: CGSize(width: 400, height: 300)).presentedTree(at: 0).forEach {
            if let t = $0.kind as? TextKind { found.append(t) }
        }
        return found
    }

    private func runs<V: View>(_ view: V) -> [TextRun] { texts(view).first?.paragraph.text.runs ?? [] }

    // MARK: - Interpolation

    func testInterpolationFormatsAsSwiftUIDoes() {
        let distance = 3.14159, count = 42
        XCTAssertEqual(Text("\(distance, specifier: "%.1f") km").content, "3.1 km")
        XCTAssertEqual(Text("\(count, specifier: "%03d")").content, "042")
        XCTAssertEqual(Text("\(count) items").content, "42 items")
        XCTAssertEqual(Text("\(0.5)").content, "0.500000", "a plain Double takes its default specifier, %lf")
        XCTAssertEqual(Text("\(CGFloat(2))").content, "2.000000")
        XCTAssertEqual(Text("Since \(2024)").content, "Since 2,024", "a plain number is grouped in the locale, as in SwiftUI")
        XCTAssertEqual(Text("\(1234.5)").content, "1,234.500000")
        XCTAssertEqual(Text("\(12345, specifier: "%d") steps").content, "12,345 steps")
        XCTAssertEqual(Text("\(1234.5, format: .number)").content, "1,234.5")
        XCTAssertEqual(Text("\(0.256, format: .percent)").content, "25.6%")
        XCTAssertEqual(Text("\(0.3, format: .number.precision(.fractionLength(2)))").content, "0.30")
        let name = "Ada"
        XCTAssertEqual(Text("Hello, \(name)!").content, "Hello, Ada!")
        XCTAssertEqual(Text(1234.5, format: .number).content, "1,234.5")
        XCTAssertEqual(Text(verbatim: "\\(x) stays").content, "\\(x) stays")
    }

    /// Xcode's Core Data template: `Text("Item at \(item.timestamp!, formatter: itemFormatter)")`.
    func testADateInterpolatedWithAFormatterIsFormattedByIt() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        let date = Date(timeIntervalSince1970: 86_400 * 365)
        XCTAssertEqual(Text("Item at \(date, formatter: formatter)").content, "Item at 1971-01-01 00:00")
        XCTAssertEqual(Text(date, formatter: formatter).content, "1971-01-01 00:00")
    }

    func testATextInsideAKeyKeepsItsOwnSettings() {
        let text = Text("Tap \(Text("here").bold()) to go on")
        XCTAssertEqual(text.content, "Tap here to go on")
        XCTAssertEqual(text.segments.map(\.string), ["Tap ", "here", " to go on"])
        XCTAssertEqual(text.segments[1].attributes.weight, .bold)
        XCTAssertNil(text.segments[0].attributes.weight)
    }

    // MARK: - Runs

    func testConcatenatedTextsKeepTheirOwnFontWeightAndColour() {
        let text = Text("Total: ").font(.headline) + Text("12").foregroundColor(.orange).monospacedDigit() + Text(" items").italic()
        let kind = texts(text)[0]
        let r = kind.paragraph.text.runs
        XCTAssertEqual(r.map(\.string), ["Total: ", "12", " items"])
        XCTAssertEqual(r[0].font, ResolvedFont(size: 17, weight: .semibold))
        XCTAssertEqual(r[1].font, ResolvedFont(size: 17, hasMonospacedDigits: true))
        XCTAssertEqual(r[2].font, ResolvedFont(size: 17, isItalic: true))
        XCTAssertEqual(r.map(\.style), [0, 1, 0], "the two uncoloured runs share the palette's first style")
        guard case .color(let orange) = kind.styles[1] else { return XCTFail("a colour") }
        XCTAssertEqual(orange, Color.orange.resolved(in: .light))
        XCTAssertEqual(kind.string, "Total: 12 items")
        // Laid out as one paragraph: one line as wide as its runs together.
        XCTAssertEqual(kind.paragraph.layout(for: .unspecified).lines.count, 1)
    }

    func testModifiersOnAJoinedTextSetOnlyWhatEachPieceLeftUnset() {
        let text = (Text("a").foregroundColor(.red).fontWeight(.light) + Text("b")).foregroundColor(.blue).bold()
        let kind = texts(text)[0]
        let r = kind.paragraph.text.runs
        XCTAssertEqual(r[0].font.weight, .light, "its own weight wins")
        XCTAssertEqual(r[1].font.weight, .bold)
        guard case .color(let first) = kind.styles[r[0].style], case .color(let second) = kind.styles[r[1].style] else { return XCTFail() }
        XCTAssertEqual(first, Color.red.resolved(in: .light))
        XCTAssertEqual(second, Color.blue.resolved(in: .light))
    }

    func testEnclosingViewsStyleTheTextInside() {
        let view = VStack {
            Text("one").italic(false)
            Text("two")
        }
        .italic()
        .fontDesign(.serif)
        .kerning(2)
        .underline()
        let kinds = texts(view)
        let one = kinds[0].paragraph.text.runs[0], two = kinds[1].paragraph.text.runs[0]
        XCTAssertFalse(one.font.isItalic, "the Text's own setting wins")
        XCTAssertTrue(two.font.isItalic)
        XCTAssertEqual(two.font.design, .serif)
        XCTAssertEqual(two.spacing, 2)
        XCTAssertEqual(two.underline?.style, two.style)
        XCTAssertEqual(two.underline?.pattern, .solid)
        XCTAssertEqual(runs(Text("x").font(.system(size: 20, design: .monospaced)).fontDesign(.serif))[0].font.design, .monospaced,
                       "a font's own design wins over fontDesign")
        XCTAssertEqual(runs(Text("x").monospaced())[0].font.design, .monospaced)
        XCTAssertEqual(runs(Text("x").font(.body.monospaced()))[0].font.design, .monospaced)
    }

    func testLinePatternsReachTheRunAndBreakTheBar() throws {
        let run = runs(Text("Sale").strikethrough(pattern: .dot, color: .red).underline(pattern: .dashDot))[0]
        XCTAssertEqual(run.strikethrough?.pattern, .dot)
        XCTAssertNotEqual(run.strikethrough?.style, run.style, "in its own colour")
        XCTAssertEqual(run.underline?.pattern, .dashDot)
        XCTAssertEqual(runs(VStack { Text("a") }.underline(pattern: .dash))[0].underline?.pattern, .dash, "set on a view, read by the Text in it")

        // Pieces of a 2 pt thick, 30 pt bar: dash 8, gap 4, dot 2, gap 4, then the dash again, up to the end.
        let bar = CGRect(x: 10, y: 0, width: 30, height: 2)
        XCTAssertEqual(Text.LineStyle.Pattern.dashDot.pieces(of: bar).map(\.minX), [10, 22, 28])
        XCTAssertEqual(Text.LineStyle.Pattern.dashDot.pieces(of: bar).map(\.width), [8, 2, 8])
        XCTAssertEqual(Text.LineStyle.Pattern.dot.pieces(of: bar).count, 8)
        XCTAssertEqual(Text.LineStyle.Pattern.solid.pieces(of: bar), [bar])
        let layout = try XCTUnwrap(texts(Text("Dotted words").underline(pattern: .dot)).first).paragraph.layout(for: .unspecified)
        let line = try XCTUnwrap(layout.decorations.first)
        XCTAssertGreaterThan(line.pieces.count, 10)
        XCTAssertEqual(line.pieces.reduce(0) { $0 + $1.width }, line.rect.width / 2, accuracy: line.rect.height, "half on, half off")
    }

    func testTextCaseChangesWhatIsDrawnNotWhatIsTapped() {
        let kind = texts(Text("Check Mark").textCase(.uppercase))[0]
        XCTAssertEqual(kind.paragraph.text.runs[0].string, "CHECK MARK")
        XCTAssertEqual(kind.string, "Check Mark")
        XCTAssertEqual(runs(Text("MiXeD").textCase(.lowercase))[0].string, "mixed")
    }

    func testFontsResolveSizeWeightAndDesign() {
        XCTAssertEqual(Font.system(size: 20, weight: .heavy, design: .rounded).resolved,
                       ResolvedFont(size: 20, weight: .heavy, design: .rounded))
        XCTAssertEqual(Font.system(.title, design: .serif, weight: .bold).resolved, ResolvedFont(size: 28, weight: .bold, design: .serif))
        XCTAssertEqual(Font.title3.italic().bold().resolved, ResolvedFont(size: 20, weight: .bold, isItalic: true))
        XCTAssertEqual(Font.custom("Avenir", size: 18).resolved, ResolvedFont(size: 18), "the system font at the custom size")
        XCTAssertEqual(Font.caption.monospacedDigit().resolved, ResolvedFont(size: 12, hasMonospacedDigits: true))
    }

    func testParagraphEnvironmentReachesTheLayout() {
        let kind = texts(Text("a b c").lineLimit(2).multilineTextAlignment(.center).lineSpacing(3)
                            .truncationMode(.middle).minimumScaleFactor(0.5))[0]
        XCTAssertEqual(kind.paragraph.style, ParagraphStyle(lineLimit: 2, alignment: 0.5, lineSpacing: 3, truncation: .middle, minimumScaleFactor: 0.5))
        XCTAssertEqual(texts(Text("a").lineLimit(2...4))[0].paragraph.style, ParagraphStyle(lineLimit: 4, reservedLines: 2))
        XCTAssertEqual(texts(Text("a").lineLimit(3, reservesSpace: true))[0].paragraph.style, ParagraphStyle(lineLimit: 3, reservedLines: 3))
    }

    func testNonFiniteSettingsDrawNothingNonFinite() throws {
        let view = Text("Bad values").kerning(.nan).tracking(.infinity).baselineOffset(-.infinity)
            .lineSpacing(.nan).minimumScaleFactor(.nan).frame(width: 60)
        let kind = try XCTUnwrap(texts(view).first)
        let layout = kind.paragraph.layout(for: ProposedViewSize(width: 60, height: nil))
        XCTAssertTrue(layout.size.width.isFinite && layout.size.height.isFinite)
        let bounds = try XCTUnwrap(layout.outlines.bounds)
        XCTAssertTrue(bounds.minX.isFinite && bounds.maxX.isFinite && bounds.minY.isFinite && bounds.maxY.isFinite)
        XCTAssertEqual(kind.paragraph.layout(for: ProposedViewSize(width: .nan, height: .nan)).lines.count, 1, "a NaN proposal is no proposal")
    }
}
