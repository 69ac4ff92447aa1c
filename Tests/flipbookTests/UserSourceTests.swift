// UserSourceTests.swift: a user's file made ready to compile as Xcode's previews would build it:
// `#Preview`'s traits and `@Previewable` declarations kept for the generated root, `import
// Foundation` read as `import SwiftUI`, the platform conditions of an iOS simulator, and every
// line and column where the user wrote it.

import XCTest
@testable import flipbook

final class UserSourceTests: XCTestCase {
    func testAPreviewKeepsItsTraitsAndItsPreviewableDeclarationsAtTheirLines() {
        let source = UserSource(path: "Card.swift", text: """
            import SwiftUI

            #Preview("Wide", traits: .fixedLayout(width: 300, height: 100), .landscapeLeft) {
                @Previewable @State var isOn = true
                Toggle("On", isOn: $isOn)
            }
            """)
        let preview = try? XCTUnwrap(source.previews.first)
        XCTAssertEqual(preview?.name, "Wide")
        XCTAssertEqual(preview?.traits?.text.trimmingCharacters(in: .whitespaces), ".fixedLayout(width: 300, height: 100), .landscapeLeft")
        XCTAssertEqual(preview?.traits?.line, 3)
        XCTAssertEqual(preview?.previewables.map { $0.text.trimmingCharacters(in: .whitespaces) }, ["@State var isOn = true"])
        XCTAssertEqual(preview?.previewables.map(\.line), [4])
        XCTAssertFalse(preview?.body.contains("Previewable") ?? true, "the declaration leaves the body")
        XCTAssertEqual(preview?.returnsExplicitly, false)
    }

    func testAPreviewThatReturnsItsViewIsAPlainClosureBody() {
        let source = UserSource(path: "List.swift", text: """
            #Preview {
                let items = [1, 2].map { i in return i * 2 }
                return Text("\\(items.count)")
            }
            """)
        XCTAssertEqual(source.previews.first?.returnsExplicitly, true)
        let root = RunnerBuilder.previewRoot(source.previews[0])
        XCTAssertFalse(root.contains("@ViewBuilder func flipbookPreviewBody"), root)
    }

    func testPlatformConditionsReadAsAnIOSSimulatorsAndFoundationAsSwiftUI() {
        let text = """
            import Foundation
            #if os(iOS) && targetEnvironment(simulator)
            let a = 1
            #elseif os(macOS) || os(Linux)
            let a = 2
            #endif
            let os = "kept"  // not a condition
            """
        let compiled = UserSource(path: "P.swift", text: text).compiledText
        let lines = compiled.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map(String.init)
        func words(_ line: String) -> [Substring] { line.split(separator: " ") }
        XCTAssertEqual(words(lines[0]), ["import", "SwiftUI"])
        XCTAssertEqual(words(lines[1]), ["#if", "true", "&&", "true"])
        XCTAssertEqual(words(lines[3]), ["#elseif", "false", "||", "false"])
        XCTAssertEqual(lines[6], text.split(separator: "\n")[6].description)
        // Every line keeps its length, so the compiler's columns are the user's.
        XCTAssertEqual(lines.map(\.count), text.split(separator: "\n", omittingEmptySubsequences: false).map(\.count))
    }

    func testThePreviewRootPutsTheTraitsRoundAViewOfThePreviewableState() {
        let source = UserSource(path: "/p/Card.swift", text: """
            #Preview(traits: .sizeThatFitsLayout) {
                @Previewable @State var count = 0
                Text("\\(count)")
            }
            """)
        let root = RunnerBuilder.previewRoot(source.previews[0])
        XCTAssertTrue(root.contains("struct FlipbookPreviewRoot: View"), root)
        XCTAssertTrue(root.contains("@State var count = 0"), root)
        XCTAssertTrue(root.contains("FlipbookPreviewRoot()._previewTraits( .sizeThatFitsLayout)"), root)
    }

    func testEntryEnvironmentValuesAreExpandedAsTheMacroWritesThemOnTheirOwnLines() {
        let text = """
            extension EnvironmentValues {
                @Entry var accent: Color = .orange
                @Entry public var onPick: (Int) -> Void = { _ in }
                @Entry var selection: String?
                @Entry var spacing = 8.0 // points
            }
            struct Row { @Entry var notExpanded = 1 }
            """
        let compiled = UserSource(path: "E.swift", text: text).compiledText
        let lines = compiled.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map {
            $0.split(separator: " ").joined(separator: " ")
        }
        XCTAssertEqual(lines.count, 7, "every declaration stays on its own line")
        let key = "__FlipbookEntryKey_"
        func accessors(_ name: String) -> String {
            "{ get { self[\(key)\(name).self] } set { self[\(key)\(name).self] = newValue } };"
        }
        XCTAssertEqual(lines[1], "var accent: Color \(accessors("accent")) struct \(key)accent: EnvironmentKey { static var defaultValue: Color { .orange } }")
        XCTAssertEqual(lines[2], "public var onPick: (Int) -> Void \(accessors("onPick")) struct \(key)onPick: EnvironmentKey { static var defaultValue: (Int) -> Void { { _ in } } }")
        XCTAssertEqual(lines[3], "var selection: String? \(accessors("selection")) struct \(key)selection: EnvironmentKey { static var defaultValue: String? { nil } }")
        XCTAssertEqual(lines[4], "var spacing: \(key)spacing.Value \(accessors("spacing")) struct \(key)spacing: EnvironmentKey { static let defaultValue = 8.0 } // points")
        XCTAssertEqual(lines[6], "struct Row { @Entry var notExpanded = 1 }", "only environment values have keys")
    }

    func testEntryContainerValuesTakeContainerValueKeys() {
        let compiled = UserSource(path: "C.swift", text: """
            extension ContainerValues {
                @Entry var isHighlighted = false
            }
            """).compiledText
        XCTAssertTrue(compiled.contains("struct __FlipbookEntryKey_isHighlighted: ContainerValueKey { static let defaultValue = false }"), compiled)
        XCTAssertFalse(compiled.contains("@Entry"))
    }

    func testAViewWithAnInitThatNeedsNoArgumentsCanBeMadeWithInitAndOneThatNeedsThemCannot() {
        let source = UserSource(path: "Views.swift", text: """
            import SwiftUI
            struct Seeded: View {
                @State private var count: Int
                init() { _count = State(initialValue: 5) }
                var body: some View { Text("\\(count)") }
            }
            struct Greeting: View {
                let name: String
                private init() { name = "World" }
                var body: some View { Text(name) }
            }
            struct Start: View {
                @State private var count: Int
                init(
                    start: Int = 3,
                    onDone: @escaping () -> Void = {}
                ) { _count = State(initialValue: start) }
                var body: some View { Text("\\(count)") }
            }
            struct Row: View {
                @State private var count = 0
                init(count: Int) { _count = State(initialValue: count) }
                var body: some View { Text("\\(count)") }
            }
            struct Maybe: View {
                init?() { return nil }
                var body: some View { Text("") }
            }
            struct Both: View {
                let title: String
                init(title: String) { self.title = title }
                init() { self.init(title: "Both") }
                var body: some View { Text(title) }
            }
            struct Plain: View {
                let title: String
                var body: some View { Text(title) }
            }
            """)
        XCTAssertEqual(source.views.map(\.name), ["Seeded", "Greeting", "Start", "Row", "Maybe", "Both", "Plain"])
        XCTAssertEqual(source.views.map(\.makesWithInit), [true, true, true, false, false, true, false])
    }
}
