// SymbolGoldenTests.swift: a selection of symbols drawn through the whole engine, compared
// exactly with golden/symbols/<test>.png: outline and filled forms, a crossing cut, the image
// scales, a bold weight, a colour, beside body text.

import Foundation
import FlipbookTestSupport
import FlipbookUI
import Testing

@Suite struct SymbolGoldenTests {
    private let goldenDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("golden/symbols").path

    @Test func everydaySymbols() {
        let view = VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(systemName: "heart"); Image(systemName: "heart.fill").foregroundColor(.red)
                Image(systemName: "star.leadinghalf.filled"); Image(systemName: "xmark.circle.fill")
                Image(systemName: "info.circle"); Image(systemName: "exclamationmark.triangle.fill").foregroundColor(.orange)
                Image(systemName: "gearshape.fill"); Image(systemName: "wifi")
            }
            HStack {
                Image(systemName: "bell").imageScale(.small); Image(systemName: "bell")
                Image(systemName: "bell").imageScale(.large); Text("Alerts")
                Image(systemName: "house").symbolVariant(.fill); Image(systemName: "person.circle")
                Image(systemName: "square.and.arrow.up"); Image(systemName: "ellipsis")
            }
            HStack {
                Image(systemName: "checkmark"); Image(systemName: "chevron.right"); Image(systemName: "arrow.clockwise")
                Image(systemName: "trash.fill"); Image(systemName: "magnifyingglass"); Image(systemName: "lock.fill")
                Image(systemName: "cloud.fill"); Image(systemName: "moon.fill")
            }
            .font(.body.bold())
        }
        .padding(10)
        let matches = assertSnapshot(of: view, size: CGSize(width: 270, height: 110), directory: goldenDirectory)
        #expect(matches)
    }
}
