// XcodeFileTests.swift: `flipbook render` on files as Xcode projects have them, beyond the view
// itself: a @MainActor model and a main-actor task, a PreviewProvider with a preview layout,
// `#Preview(traits:)` with `@Previewable` state, UIKit's haptics and screen reached through
// `import SwiftUI`, `#if os(iOS)` and `#if DEBUG`, and a model file that imports only Foundation.
// The runners are compiled into a cache of this test class's own (XDG_CACHE_HOME).

import XCTest
import Foundation
import Codecs
import Raster

final class XcodeFileTests: XCTestCase {
    private var directory = ""
    private static let cache = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-xcode-cache-\(UUID().uuidString)").path

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-xcode-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(atPath: directory)
    }

    override class func tearDown() {
        try? FileManager.default.removeItem(atPath: cache)
    }

    func testAMainActorModelAndItsTasksPlayOnTheStoryboardsClock() throws {
        try write("Model.swift", """
            import Foundation

            struct Order: Identifiable {
                let id = UUID()
                var isShipped: Bool
            }
            """)
        try write("OrderView.swift", """
            import SwiftUI

            @MainActor
            final class OrderModel: ObservableObject {
                @Published var order = Order(isShipped: false)

                func ship() async {
                    try? await Task.sleep(for: .seconds(0.5))
                    order.isShipped = true
                }
            }

            @MainActor
            struct OrderView: View {
                @StateObject private var model = OrderModel()
                @State private var isConfirmed = false

                var body: some View {
                    VStack(spacing: 0) {
                        Rectangle().fill(model.order.isShipped ? Color.green : Color.red)
                        Rectangle().fill(isConfirmed ? Color.green : Color.red)
                    }
                    .frame(width: 40, height: 80)
                    .task { await model.ship() }
                    .onAppear {
                        Task { @MainActor in
                            try? await Task.sleep(for: .seconds(1))
                            await MainActor.run { isConfirmed = true }
                        }
                    }
                }
            }

            struct OrderView_Previews: PreviewProvider {
                static var previews: some View {
                    OrderView()
                        .previewLayout(.fixed(width: 60, height: 100))
                        .previewDisplayName("Order")
                }
            }
            """)
        func halves(at t: Double) throws -> (top: PremultipliedRGBA8, bottom: PremultipliedRGBA8, size: (Int, Int)) {
            let image = try render(["OrderView.swift", "Model.swift"], at: t)
            return (image[30, 30], image[30, 70], (image.width, image.height))
        }
        let start = try halves(at: 0), shipped = try halves(at: 0.6), confirmed = try halves(at: 1.1)
        // The preview's fixed layout is the canvas.
        XCTAssertEqual(start.size.0, 60)
        XCTAssertEqual(start.size.1, 100)
        XCTAssertEqual([start.top, start.bottom].map(\.isRed), [true, true])
        XCTAssertEqual([shipped.top.isGreen, shipped.bottom.isRed], [true, true], "the model's task ran on the main actor")
        XCTAssertEqual([confirmed.top.isGreen, confirmed.bottom.isGreen], [true, true], "Task { @MainActor in } and MainActor.run ran")
    }

    func testAPreviewsTraitsPreviewableStateUIKitAndPlatformConditionsAreAnIOSPreviews() throws {
        try write("Panel.swift", """
            import SwiftUI

            struct Panel: View {
                @Binding var isOn: Bool
                private let haptics = UIImpactFeedbackGenerator(style: .medium)

                var body: some View {
                    HStack(spacing: 0) {
                        #if os(iOS)
                        Color.green
                        #else
                        Color.red
                        #endif
                        #if DEBUG
                        Color.blue
                        #endif
                        Rectangle().fill(isOn && UIScreen.main.bounds.width == 393 ? Color.green : Color.red)
                    }
                    .onTapGesture {
                        haptics.impactOccurred()
                        UINotificationFeedbackGenerator().notificationOccurred(.success)
                        isOn.toggle()
                    }
                }
            }

            #Preview("Panel", traits: .fixedLayout(width: 90, height: 30)) {
                @Previewable @State var isOn = true
                Panel(isOn: $isOn)
            }
            """)
        let image = try render(["Panel.swift"], at: 0)
        XCTAssertEqual(image.width, 90)
        XCTAssertEqual(image.height, 30)
        XCTAssertTrue(image[15, 15].isGreen, "#if os(iOS) holds")
        XCTAssertTrue(image[45, 15].isBlue, "DEBUG is defined")
        XCTAssertTrue(image[75, 15].isGreen, "the @Previewable state and UIKit's screen")
        // A tap toggles the preview's own state (through the binding), after a haptic.
        let tapped = try render(["Panel.swift"], at: 1, arguments: ["--tap", "75,15"])
        XCTAssertTrue(tapped[75, 15].isRed)
    }

    // MARK: - Helpers

    private func render(_ files: [String], at t: Double, arguments: [String] = []) throws -> Pixmap {
        let output = path("frame-\(UUID().uuidString).png")
        let run = try FlipbookProcess.run(["render"] + files + ["--at", String(t), "--scale", "1", "--quiet", "-o", output] + arguments,
                                          in: directory, environment: ["XDG_CACHE_HOME": Self.cache])
        XCTAssertEqual(run.status, 0, run.stderr)
        return try PNG.decode(Array(try XCTUnwrap(FileManager.default.contents(atPath: output))))
    }

    private func path(_ name: String) -> String { directory + "/" + name }

    private func write(_ name: String, _ source: String) throws {
        try Data(source.utf8).write(to: URL(fileURLWithPath: path(name)))
    }
}

private extension PremultipliedRGBA8 {
    var isRed: Bool { r > 200 && g < 80 && b < 80 }
    var isGreen: Bool { g > 150 && r < 120 && b < 120 }
    var isBlue: Bool { b > 200 && r < 80 && g < 150 }
}
