// ShapeGoldenTests.swift: a few shapes and paths drawn through the whole engine, against
// golden/shapes/<name>.png (exact bytes, scale 2): uneven corners, a fill with a stroke over
// it, a dashed trimmed ring with round caps, rotated and scaled shapes, a strokeBorder, a pie
// slice and a rounded corner from arcs, and an AnyShape. FLIPBOOK_RECORD=all records them anew
// (and fails); look at each one before committing it.

import Foundation
import XCTest
import FlipbookUI
import FlipbookTestSupport

/// The shapes of the golden, in a grid of 90 × 90 pt cells.
private struct ShapeSampler: View {
    var body: some View {
        VStack(spacing: 10) {
            HStack(spacing: 10) {
                UnevenRoundedRectangle(topLeadingRadius: 30, bottomLeadingRadius: 4, bottomTrailingRadius: 30, topTrailingRadius: 4)
                    .fill(Color.orange)
                Capsule().fill(Color.yellow).stroke(Color.blue, lineWidth: 4)
                    .frame(height: 44)
                Circle().trim(from: 0, to: 0.7)
                    .stroke(Color.purple, style: StrokeStyle(lineWidth: 6, lineCap: .round, dash: [2, 10]))
                    .padding(6)
                RoundedRectangle(cornerRadius: 12, style: .circular).rotation(.degrees(20)).scale(0.7)
                    .fill(Color.green)
            }
            .frame(height: 90)
            HStack(spacing: 10) {
                Ellipse().strokeBorder(Color.red, lineWidth: 8)
                Path { p in
                    p.move(to: CGPoint(x: 45, y: 45))
                    p.addArc(center: CGPoint(x: 45, y: 45), radius: 40, startAngle: .degrees(-90), endAngle: .degrees(90),
                             clockwise: true)
                    p.closeSubpath()
                }
                .fill(Color.teal)
                Path { p in
                    p.move(to: CGPoint(x: 5, y: 80))
                    p.addArc(tangent1End: CGPoint(x: 5, y: 10), tangent2End: CGPoint(x: 85, y: 10), radius: 30)
                    p.addLine(to: CGPoint(x: 85, y: 10))
                    p.addRelativeArc(center: CGPoint(x: 60, y: 60), radius: 20, startAngle: .zero, delta: .degrees(270))
                }
                .stroke(Color.black, style: StrokeStyle(lineWidth: 3, lineJoin: .round))
                AnyShape(Star()).fill(Color.indigo)
            }
            .frame(height: 90)
        }
        .frame(width: 390, height: 190)
    }
}

/// A five-pointed star from 12 o'clock, by lines.
private struct Star: Shape {
    func path(in rect: CGRect) -> Path {
        let c = CGPoint(x: rect.midX, y: rect.midY), outer = min(rect.width, rect.height) / 2, inner = outer * 0.4
        let points = (0..<10).map { i -> CGPoint in
            let angle = -Double.pi / 2 + Double(i) * .pi / 5, r = i % 2 == 0 ? outer : inner
            return CGPoint(x: c.x + r * cos(angle), y: c.y + r * sin(angle))
        }
        var path = Path()
        path.addLines(points)
        path.closeSubpath()
        return path
    }
}

final class ShapeGoldenTests: XCTestCase {
    private let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("golden/shapes").path

    func testShapesAndPaths() {
        assertSnapshot(of: ShapeSampler(), size: CGSize(width: 400, height: 200), named: "shapes", directory: directory)
    }
}
