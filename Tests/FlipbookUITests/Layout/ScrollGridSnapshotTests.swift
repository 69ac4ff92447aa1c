// ScrollGridSnapshotTests.swift: a grid of tiles in a scroll view, as everyday SwiftUI code
// writes it, drawn whole and compared exactly with golden/layout/<test>.png through
// assertSnapshot (FLIPBOOK_RECORD=missing records a missing one, and fails; look at it before
// committing it): a title over a divider, adaptive columns of rounded tiles with a label
// each, the last row cut off by the scroll view's bottom edge.

import FlipbookTestSupport
import Foundation
@testable import FlipbookUI
import XCTest

private struct TileGrid: View {
    private let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .blue, .indigo, .purple, .pink, .brown, .gray]
    private let columns = [GridItem(.adaptive(minimum: 70), spacing: 10)]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 10) {
                Text("Tiles").font(.title3).bold()
                Divider()
                LazyVGrid(columns: columns, spacing: 10) {
                    ForEach(colors.indices, id: \.self) { i in
                        VStack(spacing: 4) {
                            Circle().fill(Color.white.opacity(0.8)).frame(width: 24, height: 24)
                            Text("\(i + 1)").font(.caption).foregroundColor(.white)
                        }
                        .frame(maxWidth: .infinity, minHeight: 70)
                        .background(RoundedRectangle(cornerRadius: 12).fill(colors[i]))
                    }
                }
            }
            .padding()
        }
        .frame(width: 280, height: 250)
        .background { Color(white: 0.96) }
    }
}

final class ScrollGridSnapshotTests: XCTestCase {
    private let goldenDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("golden/layout").path

    func testTilesInAScrollView() {
        assertSnapshot(of: TileGrid(), size: CGSize(width: 300, height: 320), directory: goldenDirectory)
    }
}
