// XcodeFileTests.swift: `flipbook render` on files as Xcode projects have them, beyond the view
// itself: a @MainActor model and a main-actor task, a PreviewProvider with a preview layout,
// `#Preview(traits:)` with `@Previewable` state, UIKit's haptics and screen reached through
// `import SwiftUI`, `#if os(iOS)` and `#if DEBUG`, a model file that imports only Foundation, and
// images and colours named from the project's asset catalog, an App file's first window.
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

    func testADeferAfterAsyncLetsIsDrawnWhenTheMethodEnds() throws {
        // Leaving the method finishes the async lets (a hop back to the main actor) before the
        // defer runs: work the main actor queues for itself, drained before the clock moves on.
        try write("Pair.swift", """
            import SwiftUI

            actor Source {
                func value(_ n: Int) async -> Int {
                    try? await Task.sleep(for: .seconds(0.5))
                    return n
                }
            }

            @MainActor
            final class PairModel: ObservableObject {
                @Published var sum = 0
                @Published var isLoading = true
                private let source = Source()

                func load() async {
                    defer { isLoading = false }
                    async let a = source.value(2)
                    async let b = source.value(3)
                    let (x, y) = await (a, b)
                    sum = x + y
                }
            }

            struct Pair: View {
                @StateObject private var model = PairModel()

                var body: some View {
                    HStack(spacing: 0) {
                        Rectangle().fill(model.sum == 5 ? Color.green : Color.red)
                        Rectangle().fill(model.isLoading ? Color.red : Color.green)
                    }
                    .frame(width: 80, height: 40)
                    .task { await model.load() }
                }
            }
            """)
        let image = try render(["Pair.swift"], at: 1)
        XCTAssertTrue(image[36, 36].isGreen, "the sum")
        XCTAssertTrue(image[76, 36].isGreen, "the flag the defer cleared")
    }

    func testMainActorWorkATapStartsRunsAtTheTap() throws {
        try write("Switch.swift", """
            import SwiftUI

            @MainActor
            final class Light: ObservableObject {
                @Published var isOn = false
                func turnOn() async { isOn = true }
            }

            struct Switch: View {
                @StateObject private var light = Light()

                var body: some View {
                    Rectangle()
                        .fill(light.isOn ? Color.green : Color.red)
                        .frame(width: 40, height: 40)
                        .onTapGesture { Task { await light.turnOn() } }
                }
            }
            """)
        let image = try render(["Switch.swift"], at: 0.45, arguments: ["--tap", "36,36"])
        XCTAssertTrue(image[36, 36].isGreen, "on at the tap, not at the clock's next event")
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

    func testImagesAndColoursComeFromTheAssetCatalogBesideTheFiles() throws {
        // A project: the catalog beside the Views folder, an image set at 1x and 2x (groups are
        // folders), a template image, a colour set with a dark appearance.
        let catalog = path("App/Assets.xcassets")
        for folder in ["/People/avatar.imageset", "/dot.imageset", "/Brand.colorset"] {
            try FileManager.default.createDirectory(atPath: catalog + folder, withIntermediateDirectories: true)
        }
        try FileManager.default.createDirectory(atPath: path("App/Views"), withIntermediateDirectories: true)
        func png(_ name: String, side: Int, _ color: PremultipliedRGBA8) throws {
            let image = try XCTUnwrap(Pixmap(width: side, height: side, fill: color))
            try Data(try PNG.encode(image)).write(to: URL(fileURLWithPath: catalog + "/" + name))
        }
        try png("People/avatar.imageset/avatar.png", side: 10, PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        try png("People/avatar.imageset/avatar@2x.png", side: 20, PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255))
        try png("dot.imageset/dot.png", side: 10, PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        try write("App/Assets.xcassets/People/avatar.imageset/Contents.json", """
            {"images": [{"idiom": "universal", "filename": "avatar.png", "scale": "1x"},
                        {"idiom": "universal", "filename": "avatar@2x.png", "scale": "2x"},
                        {"idiom": "universal", "scale": "3x"}], "info": {"version": 1, "author": "xcode"}}
            """)
        try write("App/Assets.xcassets/dot.imageset/Contents.json", """
            {"images": [{"idiom": "universal", "filename": "dot.png"}],
             "properties": {"template-rendering-intent": "template"}}
            """)
        try write("App/Assets.xcassets/Brand.colorset/Contents.json", """
            {"colors": [{"idiom": "universal", "color": {"color-space": "srgb",
                           "components": {"red": "0x00", "green": "0.800", "blue": "128", "alpha": "1.000"}}},
                        {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
                         "color": {"color-space": "srgb", "components": {"red": "1.000", "green": "1.000", "blue": "1.000", "alpha": "1.000"}}}]}
            """)
        try write("App/Views/Card.swift", """
            import SwiftUI

            struct Card: View {
                var body: some View {
                    HStack(spacing: 0) {
                        Image("avatar")
                        Image("dot").foregroundStyle(.green)
                        Color("Brand").frame(width: 10, height: 10)
                        Image("nowhere")
                    }
                }
            }

            #Preview(traits: .sizeThatFitsLayout) { Card() }
            """)
        let output = path("card.png")
        let run = try FlipbookProcess.run(["render", "App/Views/Card.swift", "--scale", "2", "-o", output],
                                          in: directory, environment: ["XDG_CACHE_HOME": Self.cache])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("no image named 'nowhere'"), run.stderr)
        let image = try PNG.decode(Array(try XCTUnwrap(FileManager.default.contents(atPath: output))))
        // The size that fits, with no margin: the 2x avatar (10 pt), the dot (10 pt at 1x), the colour.
        XCTAssertEqual(image.width, (10 + 10 + 10) * 2)
        XCTAssertTrue(image[5 * 2, 5 * 2].isBlue, "the 2x image at scale 2")
        XCTAssertTrue(image[(10 + 5) * 2, 5 * 2].isGreen, "the template in the foreground colour")
        XCTAssertEqual(image[(20 + 5) * 2, 5 * 2], PremultipliedRGBA8(r: 0, g: 204, b: 128, a: 255))
    }

    func testEachViewOfAPreviewProvidersPreviewsIsAPreviewPickedByItsDisplayName() throws {
        try write("Chip.swift", """
            import SwiftUI

            struct Chip: View {
                var body: some View {
                    Rectangle().fill(Color.green).frame(width: 30, height: 20)
                }
            }

            struct Chip_Previews: PreviewProvider {
                static var previews: some View {
                    Group {
                        Chip().previewDisplayName("Light")
                        Chip().preferredColorScheme(.dark).previewDisplayName("Dark")
                    }
                }
            }
            """)
        // The first preview alone: one chip, on the light canvas.
        let first = try render(["Chip.swift"], at: 0)
        XCTAssertEqual(first.height, 20 + 32)
        XCTAssertEqual(first[2, 2], PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        // The dark one, by its name.
        let dark = try render(["Chip.swift"], at: 0, arguments: ["--preview", "Dark"])
        XCTAssertEqual(dark.height, 20 + 32)
        XCTAssertEqual(dark[2, 2], PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        let unknown = try FlipbookProcess.run(["render", "Chip.swift", "--preview", "Sepia", "-o", path("x.png")],
                                              in: directory, environment: ["XDG_CACHE_HOME": Self.cache])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.stderr, "flipbook: error: no preview named 'Sepia' (previews: Light, Dark)\n")
    }

    func testDatesAViewFormatsItselfAreInUTCOnAnyMachine() throws {
        try write("Clock.swift", """
            import SwiftUI

            struct Clock: View {
                var body: some View {
                    // The render clock starts at 09:41 UTC.
                    Rectangle().fill(Calendar.current.component(.hour, from: Date()) == 9 ? Color.green : Color.red)
                        .frame(width: 30, height: 20)
                }
            }
            """)
        let image = try render(["Clock.swift"], at: 0, environment: ["TZ": "Asia/Tokyo"])
        XCTAssertTrue(image[31, 26].isGreen, "09:41 in UTC, not 18:41 in Tokyo")
    }

    func testAnAppFileWithNoPreviewShowsItsFirstWindow() throws {
        try write("DemoApp.swift", """
            import SwiftUI

            @main
            struct DemoApp: App {
                var body: some Scene {
                    WindowGroup {
                        Color.green.frame(width: 30, height: 20)
                    }
                }
            }
            """)
        let image = try render(["DemoApp.swift"], at: 0)
        XCTAssertEqual(image.width, 30 + 32)
        XCTAssertTrue(image[31, 26].isGreen)
    }

    func testAnAppsWindowComesBeforeAViewItsBodyNeedsAnObjectFor() throws {
        // RootView can be made with init(), but only the App gives it the store it reads.
        try write("StoreApp.swift", """
            import SwiftUI

            final class Store: ObservableObject {
                @Published var isOpen = true
            }

            @main
            struct StoreApp: App {
                @StateObject private var store = Store()
                var body: some Scene {
                    WindowGroup {
                        RootView().environmentObject(store)
                    }
                }
            }

            struct RootView: View {
                @EnvironmentObject var store: Store
                var body: some View {
                    Rectangle().fill(store.isOpen ? Color.green : Color.red).frame(width: 30, height: 20)
                }
            }
            """)
        let image = try render(["StoreApp.swift"], at: 0)
        XCTAssertTrue(image[31, 26].isGreen)
    }

    func testAPreviewUsesItsFilesPrivateViewsAndConstantsAsTheMacroExpandedInTheFileWould() throws {
        try write("Settings.swift", """
            import SwiftUI

            private let sampleWidth: CGFloat = 50

            private struct SettingRow: View {
                let width: CGFloat
                var body: some View { Color.green.frame(width: width, height: 20) }
            }

            #Preview("Row") {
                SettingRow(width: sampleWidth)
            }
            """)
        let image = try render(["Settings.swift"], at: 0)
        XCTAssertEqual(image.width, 50 + 32)
        XCTAssertTrue(image[41, 26].isGreen)
    }

    func testAFilesOnlyViewIsTheRootWhenPrivateAndMadeByAnInitOfItsOwn() throws {
        // The standard way to seed state: an init() that sets `_count`; the view is private.
        try write("Seeded.swift", """
            import SwiftUI

            private struct Seeded: View {
                @State private var count: Int
                init(start: Int = 5) { _count = State(initialValue: start) }
                var body: some View { Color.blue.frame(width: CGFloat(count) * 10, height: 20) }
            }
            """)
        let image = try render(["Seeded.swift"], at: 0)
        XCTAssertEqual(image.width, 50 + 32, "made by init(start: 5)")
        XCTAssertTrue(image[41, 26].isBlue)
        let named = try render(["Seeded.swift"], at: 0, arguments: ["--view", "Seeded"])
        XCTAssertEqual(named.width, 50 + 32, "--view reaches a private type too")
    }

    func testAPreviewIsChosenByItsPlaceAndAnotherFilesPreviewsAreNamedInAWarning() throws {
        try write("Swatches.swift", """
            import SwiftUI
            #Preview { Color.red.frame(width: 30, height: 20) }
            #Preview { Color.green.frame(width: 30, height: 20) }
            """)
        try write("Other.swift", """
            import SwiftUI
            #Preview("Blue") { Color.blue.frame(width: 30, height: 20) }
            """)
        XCTAssertTrue(try render(["Swatches.swift"], at: 0, arguments: ["--preview", "2"])[31, 26].isGreen, "the second, unnamed")
        XCTAssertTrue(try render(["Swatches.swift", "Other.swift"], at: 0, arguments: ["--preview", "3"])[31, 26].isBlue)
        // Both files have previews: the first file's first is shown, and the choice is named.
        let output = path("both.png")
        let run = try FlipbookProcess.run(["render", "Swatches.swift", "Other.swift", "--at", "0", "--quiet", "-o", output],
                                          in: directory, environment: ["XDG_CACHE_HOME": Self.cache])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr.split(separator: "\n").first, "flipbook: warning: rendering Swatches.swift's first preview; "
                       + "Other.swift has previews too: choose one with --preview NAME, --preview 1…3 or --view TYPE", run.stderr)
        let none = try FlipbookProcess.run(["render", "Swatches.swift", "--preview", "3", "-o", output], in: directory,
                                           environment: ["XDG_CACHE_HOME": Self.cache])
        XCTAssertEqual(none.status, 2)
        XCTAssertEqual(none.stderr, "flipbook: error: no preview named '3'; --preview 1…2 takes a #Preview by its place\n")
        // A file given twice is one file (not two of each declaration).
        XCTAssertTrue(try render(["Other.swift", "./Other.swift"], at: 0)[31, 26].isBlue)
    }

    // MARK: - Helpers

    private func render(_ files: [String], at t: Double, arguments: [String] = [], environment: [String: String] = [:]) throws -> Pixmap {
        let output = path("frame-\(UUID().uuidString).png")
        let run = try FlipbookProcess.run(["render"] + files + ["--at", String(t), "--scale", "1", "--quiet", "-o", output] + arguments,
                                          in: directory, environment: environment.merging(["XDG_CACHE_HOME": Self.cache]) { $1 })
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
