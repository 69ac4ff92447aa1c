// UserCodeTests.swift: `flipbook render FILE.swift` on small controls written as people write
// them: a view that animates by itself is recorded as one seamless loop as long as its period
// (with timers, as many periods as the view takes to come back; a counter never does);
// and every way a user's file can fail (it does not compile, --view names no type of it, it
// crashes, it hangs, it has no view to show, its view is too large to draw) ends with one
// `flipbook: error: …` line naming the problem (the compiler's diagnostics before it), exit
// status 1 and no output file.
// The runners are compiled into a cache of this test class's own (XDG_CACHE_HOME).

import XCTest
import Foundation
import Codecs
import Raster

final class UserCodeTests: XCTestCase {
    private var directory = ""
    private static let cache = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-user-cache-\(UUID().uuidString)").path

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-user-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(atPath: directory)
    }

    override class func tearDown() {
        try? FileManager.default.removeItem(atPath: cache)
    }

    // MARK: - Views that work

    func testAViewThatAnimatesByItselfIsOneSeamlessLoopOfItsPeriod() throws {
        try write("PulsingDot.swift", """
            import SwiftUI

            struct PulsingDot: View {
                @State private var isPulsing = false

                var body: some View {
                    Circle()
                        .fill(.blue)
                        .frame(width: 40, height: 40)
                        .scaleEffect(isPulsing ? 1.3 : 0.8)
                        .animation(.easeInOut(duration: 0.6).repeatForever(autoreverses: true), value: isPulsing)
                        .onAppear { isPulsing = true }
                }
            }

            #Preview {
                PulsingDot()
            }
            """)
        let settings = ["--scale", "1", "--fps", "10", "--quiet"]
        let frames = try flipbook(["render", "PulsingDot.swift", "--format", "frames", "--out-dir", path("out")] + settings)
        XCTAssertEqual(frames.status, 0, frames.stderr)
        // Out and back: 2 × 0.6 s, 12 frames at 10 fps; the frame after the last is the first.
        let names = try FileManager.default.contentsOfDirectory(atPath: path("out/PulsingDot")).sorted()
        XCTAssertEqual(names.count, 12, "\(names)")
        let end = try flipbook(["render", "PulsingDot.swift", "--at", "1.2", "-o", path("end.png")] + settings)
        XCTAssertEqual(end.status, 0, end.stderr)
        let first = try PNG.decode(Array(try XCTUnwrap(FileManager.default.contents(atPath: path("out/PulsingDot/0001.png")))))
        let afterLast = try PNG.decode(Array(try XCTUnwrap(FileManager.default.contents(atPath: path("end.png")))))
        XCTAssertEqual(first, afterLast, "the loop closes on its first frame")
        // The canvas: the view's ideal size (40 pt) and a 16 pt margin on each side.
        XCTAssertEqual(first.width, 72)
        XCTAssertEqual(first.height, 72)
    }

    func testASlowLoopIsNamedAndRecordedWholeForTheLengthItNames() throws {
        // One animation out and back over 6 s each way: a 12 s period, past the 10 s Flipbook
        // records by itself. The warning names it, and --duration 12 records it as one loop,
        // without a last frame that repeats the first.
        try write("SlowGlow.swift", """
            import SwiftUI

            struct SlowGlow: View {
                @State private var isBright = false

                var body: some View {
                    Circle()
                        .fill(isBright ? .orange : .purple)
                        .frame(width: 40, height: 40)
                        .animation(.easeInOut(duration: 6).repeatForever(autoreverses: true), value: isBright)
                        .onAppear { isBright = true }
                }
            }
            """)
        let cut = try flipbook(["render", "SlowGlow.swift", "-o", path("cut.gif"), "--scale", "1", "--fps", "10"])
        XCTAssertEqual(cut.status, 0, cut.stderr)
        XCTAssertEqual(cut.lastErrorLine, "flipbook: warning: SlowGlow: what repeats comes back every 12 s, longer than the 10 s Flipbook records by itself; recording 4 s, which does not loop seamlessly (--duration 12 records one whole period)")
        let whole = try flipbook(["render", "SlowGlow.swift", "--duration", "12", "--format", "frames", "--out-dir", path("whole"),
                                  "--scale", "1", "--fps", "10", "--quiet"])
        XCTAssertEqual(whole.status, 0, whole.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("whole/SlowGlow")).count, 120)
    }

    func testAViewThatFillsWhatItIsOfferedOrPresentsASheetIsShownOnAPhonesScreen() throws {
        try write("Screens.swift", """
            import SwiftUI

            struct Settings: View {
                @State private var isOn = true
                var body: some View {
                    NavigationStack {
                        Form { Toggle("Wi-Fi", isOn: $isOn) }
                            .navigationTitle("Settings")
                    }
                }
            }

            struct Banner: View {
                var body: some View {
                    Text("Saved").padding().frame(maxWidth: .infinity).background(.green)
                }
            }

            struct Chips: View {
                var body: some View {
                    VStack {
                        Color.red.frame(width: 220, height: 220)
                        ScrollView(.horizontal) {
                            HStack { ForEach(0..<8) { Text("Item \\($0)").padding() } }
                        }
                    }
                }
            }

            struct Tabs: View {
                var body: some View {
                    HStack {
                        ForEach(0..<4) { _ in Color.blue.frame(width: 60, height: 40).frame(maxWidth: .infinity) }
                    }
                }
            }

            struct IconRows: View {
                var body: some View {
                    VStack {
                        HStack { Image(systemName: "circle"); Text("A"); Spacer() }
                        HStack { Image(systemName: "circle"); Text("B"); Spacer() }
                    }
                }
            }

            struct WidestLabel: PreferenceKey {
                static var defaultValue: CGFloat = 0
                static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
            }

            struct EqualLabels: View {
                @State private var width: CGFloat = 0
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Email address")
                            .background(GeometryReader { g in Color.clear.preference(key: WidestLabel.self, value: g.size.width) })
                            .frame(width: width == 0 ? nil : width, alignment: .leading)
                        Text("Name")
                    }
                    .onPreferenceChange(WidestLabel.self) { width = $0 }
                }
            }

            struct Filter: View {
                @State private var unreadOnly = false
                var body: some View {
                    Menu("Filter") { Toggle("Unread Only", isOn: $unreadOnly) }
                }
            }

            struct Paragraph: View {
                var body: some View {
                    Text("This paragraph is long enough that it has to wrap onto several lines on a phone, as most onboarding copy and card descriptions do.")
                        .padding()
                }
            }

            struct Share: View {
                @State private var isSharing = false
                var body: some View {
                    Button("Share") { isSharing = true }
                        .sheet(isPresented: $isSharing) { Text("Share with").presentationDetents([.medium]) }
                }
            }
            """)
        func size(_ view: String) throws -> (Int, Int) {
            let run = try flipbook(["render", "Screens.swift", "--view", view, "--at", "0", "--scale", "1", "--quiet", "-o", path("\(view).png")])
            XCTAssertEqual(run.status, 0, run.stderr)
            let image = try PNG.decode(Array(try XCTUnwrap(FileManager.default.contents(atPath: path("\(view).png")))))
            return (image.width, image.height)
        }
        // Both ways: the whole screen.
        XCTAssertEqual(try size("Settings").0, 393)
        XCTAssertEqual(try size("Settings").1, 852)
        // As wide as the screen, as tall as itself (a line of text, 16 pt of padding each side)
        // and the margin.
        let banner = try size("Banner")
        XCTAssertEqual(banner.0, 393)
        XCTAssertLessThan(banner.1, 120)
        // A row of chips longer than the screen, in a scroll view: the screen's width, scrolling.
        XCTAssertEqual(try size("Chips").0, 393)
        // A row whose items each take all they are offered, wider than half the screen at their
        // smallest: the screen's width too.
        XCTAssertEqual(try size("Tabs").0, 393)
        // Rows of a symbol, a label and a spacer, whose parts add up to the screen's width to
        // within rounding: the screen's width.
        XCTAssertEqual(try size("IconRows").0, 393)
        // Widths passed up into state are measured on the screen, not in an empty canvas where
        // the label wrapped to its longest word: two lines of text and the margins.
        let labels = try size("EqualLabels")
        XCTAssertLessThan(labels.0, 200)
        XCTAssertLessThan(labels.1, 100)
        // A paragraph longer than the screen is wide: the screen's width, and as tall as its
        // lines wrapped there (three or four lines, padding and margins), not one line's height.
        let paragraph = try size("Paragraph")
        XCTAssertEqual(paragraph.0, 393)
        XCTAssertGreaterThan(paragraph.1, 3 * 20 + 32 + 32)
        // A menu: the screen, which its panel reaches into, not the button's size.
        XCTAssertEqual(try size("Filter").0, 393)
        // A button with a sheet to present: the screen the sheet will cover.
        XCTAssertEqual(try size("Share").0, 393)
        XCTAssertEqual(try size("Share").1, 852)
    }

    func testDateInAViewReadsTheStoryboardsClockAsTimersDo() throws {
        // A stopwatch: the start from Date() in its initial state, the time from a timer. At
        // 2.5 s it reads what a text that simply says "2.5 s" reads, on any machine at any speed.
        try write("Stopwatch.swift", """
            import SwiftUI

            struct Stopwatch: View {
                @State private var start = Date()
                @State private var now = Date()
                let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()

                var body: some View {
                    Text(String(format: "%.1f s", now.timeIntervalSince(start)))
                        .frame(width: 120, height: 40)
                        .onReceive(timer) { now = $0 }
                }
            }

            struct Reading: View {
                var body: some View { Text("2.5 s").frame(width: 120, height: 40) }
            }
            """)
        func frame(_ view: String, at t: String) throws -> Pixmap {
            let run = try flipbook(["render", "Stopwatch.swift", "--view", view, "--duration", "3", "--at", t, "--scale", "1", "--quiet",
                                    "-o", path("\(view).png")])
            XCTAssertEqual(run.status, 0, run.stderr)
            return try PNG.decode(Array(try XCTUnwrap(FileManager.default.contents(atPath: path("\(view).png")))))
        }
        XCTAssertEqual(try frame("Stopwatch", at: "2.7"), try frame("Reading", at: "0"))
    }

    func testSwiftsClocksReadAndSleepTheStoryboardsTime() throws {
        // A monotonic clock's reading in a TimelineView, a sleep on ContinuousClock, and one
        // through Task.sleep(until:clock:): at 2.5 s each reads or has done what a text that simply
        // says so shows, on any machine at any speed.
        try write("Clocks.swift", """
            import SwiftUI

            struct Clocks: View {
                @State private var start = ContinuousClock.now
                @State private var slept = false
                @State private var sleptUntil = false

                var body: some View {
                    TimelineView(.animation) { _ in
                        let elapsed = start.duration(to: .now)
                        Text(String(format: "%.1f %@ %@", Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
                                    slept ? "slept" : "-", sleptUntil ? "until" : "-"))
                            .frame(width: 160, height: 40)
                    }
                    .task {
                        try? await ContinuousClock().sleep(for: .seconds(1))
                        slept = true
                        try? await Task.sleep(until: .now + .seconds(1), clock: .suspending)
                        sleptUntil = true
                    }
                }
            }

            struct Reading: View {
                var body: some View { Text("2.5 slept until").frame(width: 160, height: 40) }
            }
            """)
        func frame(_ view: String, at t: String) throws -> Pixmap {
            let run = try flipbook(["render", "Clocks.swift", "--view", view, "--duration", "3", "--at", t, "--scale", "1", "--quiet",
                                    "-o", path("\(view).png")])
            XCTAssertEqual(run.status, 0, run.stderr)
            return try PNG.decode(Array(try XCTUnwrap(FileManager.default.contents(atPath: path("\(view).png")))))
        }
        XCTAssertEqual(try frame("Clocks", at: "2.5"), try frame("Reading", at: "0"))
    }

    func testRandomNumbersAndSetOrderAreTheSameInEveryRunner() throws {
        // A shuffle in a button's action, and a Set's order, written in the frame: frames drawn
        // by one runner and by two must agree, and so must two renders.
        try write("Shuffle.swift", """
            import SwiftUI

            struct Shuffle: View {
                @State private var values = [3, 1, 2]
                @State private var tags: Set<String> = ["red", "green", "blue", "amber"]

                var body: some View {
                    VStack {
                        Text(values.map(String.init).joined(separator: " "))
                        Text(tags.joined(separator: ","))
                        Button("Shuffle") {
                            values = values.map { _ in Int.random(in: 0...999) }
                            tags.insert("tag\\(Int.random(in: 0...9))")
                        }
                    }
                    .frame(width: 260, height: 90)
                }
            }
            """)
        func frames(jobs: String) throws -> [Data] {
            let out = path("out-\(jobs)-\(UUID().uuidString)")
            let run = try flipbook(["render", "Shuffle.swift", "--tap-text", "Shuffle", "--tap-text", "Shuffle", "--format", "frames",
                                    "--out-dir", out, "--fps", "10", "--scale", "1", "--quiet", "--jobs", jobs])
            XCTAssertEqual(run.status, 0, run.stderr)
            let names = try FileManager.default.contentsOfDirectory(atPath: out + "/Shuffle").sorted()
            return try names.map { try XCTUnwrap(FileManager.default.contents(atPath: out + "/Shuffle/" + $0)) }
        }
        let alone = try frames(jobs: "1")
        XCTAssertGreaterThan(Set(alone).count, 2, "the shuffles changed the frame")
        XCTAssertEqual(try frames(jobs: "2"), alone)
        XCTAssertEqual(try frames(jobs: "2"), alone)
    }

    func testStateOutsideTheViewCountsEachTapOnce() throws {
        // A global and a shared model, changed by a button: the view is played more than once
        // (recorded, then drawn, and drawn again from the start when a frame comes before a
        // tap already played), and every play must start from the program's first state.
        try write("Shared.swift", """
            import SwiftUI

            var taps = 0

            final class Store: ObservableObject {
                static let shared = Store()
                @Published var items: [String] = []
            }

            struct Shared: View {
                @ObservedObject private var store = Store.shared
                @State private var shown = 0

                var body: some View {
                    VStack {
                        Text("taps \\(shown) items \\(store.items.count)")
                        Button("Tap") {
                            taps += 1
                            shown = taps
                            store.items.append("x")
                        }
                    }
                    .frame(width: 200, height: 80)
                }
            }

            struct Reading: View {
                var body: some View {
                    VStack {
                        Text("taps 2 items 2")
                        Button("Tap") {}
                    }
                    .frame(width: 200, height: 80)
                }
            }
            """)
        func still(_ view: String, taps: Int) throws -> Pixmap {
            let steps = Array(repeating: ["--tap-text", "Tap"], count: taps).flatMap { $0 }
            let run = try flipbook(["render", "Shared.swift", "--view", view, "--scale", "1", "--quiet", "--at", "4",
                                    "-o", path("\(view).png")] + steps)
            XCTAssertEqual(run.status, 0, run.stderr)
            return try PNG.decode(Array(try XCTUnwrap(FileManager.default.contents(atPath: path("\(view).png")))))
        }
        XCTAssertEqual(try still("Shared", taps: 2), try still("Reading", taps: 0))
    }

    func testABlinkingTimerLoopsOnceTheViewComesBackToHowItStarted() throws {
        try write("Caret.swift", """
            import SwiftUI

            struct Caret: View {
                @State private var isVisible = true
                let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()

                var body: some View {
                    Rectangle()
                        .fill(.blue)
                        .frame(width: 4, height: 30)
                        .opacity(isVisible ? 1 : 0)
                        .onReceive(timer) { _ in isVisible.toggle() }
                }
            }
            """)
        // Hidden at the first tick, shown again at the second: two periods, 1 s at 10 fps.
        XCTAssertEqual(try frameCount("Caret.swift"), 10)
    }

    func testATaskThatSleepsInALoopLoopsOnceTheViewComesBack() throws {
        try write("Ticker.swift", """
            import SwiftUI

            struct Ticker: View {
                @State private var tick = 0

                var body: some View {
                    HStack {
                        ForEach(0..<4) { i in
                            Circle().fill(i == tick ? .blue : .gray).frame(width: 12, height: 12)
                        }
                    }
                    .task {
                        while !Task.isCancelled {
                            try? await Task.sleep(for: .seconds(0.4))
                            tick = (tick + 1) % 4
                        }
                    }
                }
            }
            """)
        // A tick every 0.4 s, back to the first dot after four: 1.6 s at 10 fps, and no warning.
        XCTAssertEqual(try frameCount("Ticker.swift"), 16)
    }

    func testATaskWhoseSpringOutlastsItsSleepLoopsOnceTheSpringsReachTheirSteadyRound() throws {
        try write("Price.swift", """
            import SwiftUI

            struct Price: View {
                @State private var offset = 0.0

                var body: some View {
                    Capsule()
                        .fill(.green)
                        .frame(width: 40, height: 12)
                        .offset(y: offset)
                        .frame(height: 60)
                        .task {
                            while !Task.isCancelled {
                                try? await Task.sleep(for: .seconds(0.5))
                                withAnimation(.snappy) { offset = offset == 0 ? 20 : 0 }
                            }
                        }
                }
            }
            """)
        // Up and down every 0.5 s; each snappy spring still moves when the next tick starts, so
        // the ticks after the first two are alike: a 1 s loop at 10 fps, and no warning.
        XCTAssertEqual(try frameCount("Price.swift"), 10)
    }

    func testASpinnerWhileATaskLoadsIsRecordedUntilWhatItLoadedShows() throws {
        try write("Loader.swift", """
            import SwiftUI

            struct Loader: View {
                @State private var loaded = false

                var body: some View {
                    Group {
                        if loaded { Text("Loaded!") } else { ProgressView() }
                    }
                    .frame(width: 200, height: 100)
                    .task {
                        try? await Task.sleep(for: .seconds(1.2))
                        loaded = true
                    }
                }
            }
            """)
        // Not the spinner's one-second loop: the load at 1.2 s, then 0.4 s of the result (0 to 1.6 s at 10 fps).
        XCTAssertEqual(try frameCount("Loader.swift"), 17)
    }

    func testStaggeredRepeatsLoopFromWhenEveryDelayHasPassed() throws {
        try write("Dots.swift", """
            import SwiftUI

            struct Dots: View {
                @State private var isBouncing = false

                var body: some View {
                    HStack(spacing: 8) {
                        ForEach(0..<3) { index in
                            Circle()
                                .frame(width: 12, height: 12)
                                .offset(y: isBouncing ? -10 : 0)
                                .animation(.easeInOut(duration: 0.5).repeatForever().delay(Double(index) * 0.2), value: isBouncing)
                        }
                    }
                    .onAppear { isBouncing = true }
                }
            }
            """)
        let settings = ["--scale", "1", "--fps", "10", "--quiet"]
        let frames = try flipbook(["render", "Dots.swift", "--format", "frames", "--out-dir", path("out")] + settings)
        XCTAssertEqual(frames.status, 0, frames.stderr)
        // One period (up and down, 1 s), taken once the last dot's 0.4 s delay has passed: the
        // frame after the last is the first again, every dot where it was.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("out/Dots")).count, 10)
        let end = try flipbook(["render", "Dots.swift", "--at", "1", "-o", path("end.png")] + settings)
        XCTAssertEqual(end.status, 0, end.stderr)
        let first = try PNG.decode(Array(try XCTUnwrap(FileManager.default.contents(atPath: path("out/Dots/0001.png")))))
        let afterLast = try PNG.decode(Array(try XCTUnwrap(FileManager.default.contents(atPath: path("end.png")))))
        XCTAssertEqual(first, afterLast)
    }

    func testALengthGivenIsRecordedFromTheAppearanceEntranceIncluded() throws {
        try write("Entrance.swift", """
            import SwiftUI

            struct Entrance: View {
                @State private var isIn = false
                @State private var isPulsing = false

                var body: some View {
                    HStack(spacing: 8) {
                        Rectangle().frame(width: 10, height: 10).offset(x: isIn ? 40 : 0)
                        Circle().frame(width: 10, height: 10).opacity(isPulsing ? 0.2 : 1)
                    }
                    .frame(width: 80, alignment: .leading)
                    .onAppear {
                        withAnimation(.linear(duration: 1)) { isIn = true }
                        withAnimation(.easeInOut(duration: 0.5).repeatForever()) { isPulsing = true }
                    }
                }
            }
            """)
        let settings = ["--scale", "1", "--fps", "10", "--quiet"]
        // By itself: the pulse's one-second loop, once the entrance is over.
        let loop = try flipbook(["render", "Entrance.swift", "--format", "frames", "--out-dir", path("loop")] + settings)
        XCTAssertEqual(loop.status, 0, loop.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("loop/Entrance")).count, 10)
        // Given two seconds (whole periods of the pulse): from the appearance, the slide and all.
        let given = try flipbook(["render", "Entrance.swift", "--duration", "2", "--format", "frames", "--out-dir", path("given")] + settings)
        XCTAssertEqual(given.status, 0, given.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("given/Entrance")).count, 21, "not a loop: its last frame too")
        let first = try PNG.decode(Array(try XCTUnwrap(FileManager.default.contents(atPath: path("given/Entrance/0001.png")))))
        let loopFirst = try PNG.decode(Array(try XCTUnwrap(FileManager.default.contents(atPath: path("loop/Entrance/0001.png")))))
        XCTAssertNotEqual(first, loopFirst, "the square starts where it appears, not where it ends up")
    }

    func testATimerThatAnimatesEachTickLoopsFromItsFirstTickAndACountdownStopsWhenItDoes() throws {
        try write("Typing.swift", """
            import SwiftUI

            struct Typing: View {
                @State private var active = 0
                let timer = Timer.publish(every: 0.3, on: .main, in: .common).autoconnect()

                var body: some View {
                    HStack {
                        ForEach(0..<3) { i in
                            Circle().frame(width: 10, height: 10).opacity(active == i ? 1 : 0.3)
                        }
                    }
                    .onReceive(timer) { _ in withAnimation(.easeInOut(duration: 0.3)) { active = (active + 1) % 3 } }
                }
            }

            struct Countdown: View {
                @State private var left = 3
                let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

                var body: some View {
                    Text("\\(left)")
                        .onReceive(timer) { _ in if left > 0 { left -= 1 } }
                }
            }
            """)
        // Three ticks bring the dots back: 0.9 s at 10 fps.
        XCTAssertEqual(try frameCount("Typing.swift", view: "Typing"), 9)
        // 3, 2, 1, 0 at 3 s, then 0.4 s: 0…3.4 s at 10 fps, the end included.
        XCTAssertEqual(try frameCount("Typing.swift", view: "Countdown"), 35)
    }

    func testTheAutomaticTapsGoWhereATapChangesWhatIsDrawn() throws {
        try write("Tabs.swift", """
            import SwiftUI

            struct Tabs: View {
                @State private var selected = 0

                var body: some View {
                    HStack(spacing: 0) {
                        ForEach(0..<2) { i in
                            Rectangle()
                                .fill(selected == i ? Color.blue : Color.gray)
                                .frame(width: 40, height: 40)
                                .onTapGesture { selected = i }
                        }
                    }
                }
            }
            """)
        func selectedTab(at t: Double) throws -> Int {
            let run = try flipbook(["render", "Tabs.swift", "--at", String(t), "--scale", "1", "--quiet", "-o", path("tabs.png")])
            XCTAssertEqual(run.status, 0, run.stderr)
            let image = try PNG.decode(Array(try XCTUnwrap(FileManager.default.contents(atPath: path("tabs.png")))))
            return image[16 + 20, 36].b > 200 ? 0 : 1
        }
        // The first tab is selected already: the first tap goes to the second, the next back.
        XCTAssertEqual(try selectedTab(at: 0), 0)
        XCTAssertEqual(try selectedTab(at: 0.8), 1)
        XCTAssertEqual(try selectedTab(at: 1.7), 0)
    }

    func testATimerThatCountsOnIsRecordedFourSecondsWithAWarning() throws {
        try write("Ticker.swift", """
            import SwiftUI

            struct Ticker: View {
                @State private var seconds = 0
                let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

                var body: some View {
                    Text("\\(seconds) s")
                        .onReceive(timer) { _ in seconds += 1 }
                }
            }
            """)
        let run = try flipbook(["render", "Ticker.swift", "--scale", "1", "--fps", "10", "--format", "frames", "--out-dir", path("out")])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("flipbook: warning: Ticker: what the timers change does not come back to how it started within 10 s; recording 4 s, which does not loop seamlessly"), run.stderr)
        // 0…4 s at 10 fps, the end included since the recording does not wrap around.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("out/Ticker")).count, 41)
    }

    func testASymbolFlipbookLacksIsNamedInAWarningAfterTheFrames() throws {
        // The runner draws the frames; its engine's warning reaches the user all the same, once.
        try write("FileRow.swift", """
            import SwiftUI

            struct FileRow: View {
                var body: some View {
                    HStack {
                        Image(systemName: "no.such.symbol")
                        Text("report.pdf")
                    }
                }
            }
            """)
        let run = try flipbook(["render", "FileRow.swift", "--scale", "1", "-o", path("row.png"), "--quiet"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains("no.such.symbol") }
        XCTAssertEqual(warnings, ["flipbook: warning: FileRow: no symbol named 'no.such.symbol' (Image(systemName:)); it draws nothing"])
    }

    func testTheReadmesExampleRendersAsItsGolden() throws {
        // Tests/Examples/LikeButton.swift has no steps and does not animate by itself: two taps.
        let example = FlipbookProcess.packageRoot.appendingPathComponent("Tests/Examples/LikeButton.swift").path
        let run = try flipbook(["render", example, "-o", path("LikeButton.gif"), "--quiet"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(FileManager.default.contents(atPath: path("LikeButton.gif")),
                       FileManager.default.contents(atPath: FlipbookProcess.packageRoot.appendingPathComponent("golden/examples/LikeButton.gif").path),
                       "LikeButton.gif must match golden/examples byte for byte (the README shows it)")
    }

    func testATapThatStartsAnEndlessAnimationIsRecordedOnceWithWhatItStarted() throws {
        try write("Beacon.swift", """
            import SwiftUI

            struct Beacon: View {
                @State private var isOn = false

                var body: some View {
                    Circle()
                        .fill(isOn ? Color.orange : Color.gray)
                        .frame(width: 40, height: 40)
                        .scaleEffect(isOn ? 1.2 : 1)
                        .onTapGesture {
                            withAnimation(.easeInOut(duration: 0.5).repeatForever()) { isOn = true }
                        }
                }
            }
            """)
        let run = try flipbook(["render", "Beacon.swift", "--scale", "1", "--fps", "10", "--format", "frames", "--out-dir", path("out")])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("flipbook: warning: Beacon: the tap starts an animation that never ends; recording one tap and 1.00 s after it"), run.stderr)
        // 0.4 s before the tap and one period (out and back, 2 × 0.5 s) after it: 0…1.4 s at 10 fps.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("out/Beacon")).count, 15)
    }

    // MARK: - Faults, each one error line, exit 1, no file

    func testAFileThatDoesNotCompileShowsTheCompilersMessagesThenOneError() throws {
        try write("Broken.swift", """
            import SwiftUI

            struct Broken: View {
                var body: some View {
                    Text(undefinedName)
                }
            }
            """)
        let run = try flipbook(["render", "Broken.swift", "-o", path("broken.gif")])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("Broken.swift:5:14: error: cannot find 'undefinedName' in scope"), run.stderr)
        // The line is quoted as written, with no line number (the compiler's own numbering of
        // its excerpt is one too high under #sourceLocation).
        XCTAssertTrue(run.stderr.contains("\n        Text(undefinedName)\n"), run.stderr)
        XCTAssertFalse(run.stderr.contains(" | "), run.stderr)
        XCTAssertEqual(run.lastErrorLine, "flipbook: error: Broken.swift did not compile (the compiler's messages are above)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("broken.gif")))
    }

    func testAViewNameTheFileNeverMentionsIsNamedAsTheProblem() throws {
        try write("Badges.swift", """
            import SwiftUI

            struct Badge: View {
                var body: some View { Circle().fill(.orange).frame(width: 30, height: 30) }
            }

            struct Pill: View {
                let title: String
                var body: some View { Text(title) }
            }
            """)
        let run = try flipbook(["render", "Badges.swift", "--view", "Bagde", "-o", path("badge.gif")])
        XCTAssertEqual(run.status, 1)
        // One line, before any compiling: no compiler messages about the generated main.
        XCTAssertEqual(run.stderr, "flipbook: error: --view Bagde: Badges.swift declares no such type (its views: Badge, Pill)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("badge.gif")))
        // A view that needs values: the likely reason given after the compiler's messages.
        let pill = try flipbook(["render", "Badges.swift", "--view", "Pill", "-o", path("pill.gif")])
        XCTAssertEqual(pill.status, 1)
        XCTAssertTrue(pill.stderr.hasSuffix("flipbook: error: Badges.swift did not compile (the compiler's messages are above);"
                      + " --view Pill makes it with init(), but its properties seem to need values: write a #Preview that makes one\n"),
                      pill.stderr)
        // A folder, and a file that is not Swift, named as such rather than as unknown controls.
        try FileManager.default.createDirectory(atPath: path("Views"), withIntermediateDirectories: false)
        try write("notes.md", "# Notes")
        let folder = try flipbook(["render", "Views"])
        XCTAssertEqual(folder.stderr, "flipbook: error: 'Views' is a folder: give the Swift files in it (flipbook render Views/*.swift)\n")
        let notes = try flipbook(["render", "notes.md"])
        XCTAssertEqual(notes.stderr, "flipbook: error: 'notes.md' is not a Swift file (.swift) nor a catalog id (see 'flipbook list')\n")
    }

    func testAStepThatNoGestureTakesIsNamedInAWarning() throws {
        // A one-finger drag on a pinch, and a tap on a card that only drags: each reaches the
        // view, none of its gestures takes the touch, and the render says so rather than
        // recording nothing in silence.
        try write("Pinch.swift", """
            import SwiftUI

            struct Pinch: View {
                @State private var scale: CGFloat = 1

                var body: some View {
                    Color.orange.frame(width: 100, height: 100)
                        .scaleEffect(scale)
                        .gesture(MagnifyGesture().onChanged { scale = $0.magnification })
                }
            }
            """)
        let drag = try flipbook(["render", "Pinch.swift", "--size", "200x200", "--drag", "100,100,150,150", "-o", path("pinch.gif")])
        XCTAssertEqual(drag.status, 0, drag.stderr)
        XCTAssertEqual(drag.lastErrorLine, "flipbook: warning: Pinch: --drag 100,100,150,150 at 0.4 s reached the view, but none of its gestures took the touch, so it changed nothing (a pinch or a rotation takes two fingers, which a recording does not have)")
        try write("Card.swift", """
            import SwiftUI

            struct Card: View {
                @State private var offset = CGSize.zero

                var body: some View {
                    RoundedRectangle(cornerRadius: 12).fill(.blue).frame(width: 100, height: 60)
                        .offset(offset)
                        .gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { _ in offset = .zero })
                }
            }
            """)
        let tap = try flipbook(["render", "Card.swift", "--size", "200x200", "--tap", "100,100", "-o", path("card.gif")])
        XCTAssertEqual(tap.status, 0, tap.stderr)
        XCTAssertTrue(tap.stderr.contains("--tap 100,100 at 0.4 s reached the view, but none of its gestures took the touch"), tap.stderr)
        let dragged = try flipbook(["render", "Card.swift", "--size", "200x200", "--drag", "100,100,150,100", "-o", path("dragged.gif")])
        XCTAssertEqual(dragged.status, 0, dragged.stderr)
        XCTAssertFalse(dragged.stderr.contains("none of its gestures"), "a drag it takes: \(dragged.stderr)")
    }

    func testAStepThatReachesNoViewIsNamedInAWarningAndOneOffTheCanvasIsAnError() throws {
        // A tap on a disabled button changes nothing, as on a phone: recorded, with a warning.
        try write("Disabled.swift", """
            import SwiftUI

            struct Disabled: View {
                @State private var count = 0

                var body: some View {
                    Button("Count \\\\(count)") { count += 1 }
                        .disabled(true)
                        .frame(width: 200, height: 100)
                }
            }
            """)
        let tap = try flipbook(["render", "Disabled.swift", "--size", "200x100", "--tap", "100,50", "-o", path("disabled.gif")])
        XCTAssertEqual(tap.status, 0, tap.stderr)
        XCTAssertTrue(tap.stderr.contains("--tap 100,50 at 0.4 s reached no view that takes touches there"), tap.stderr)
        let off = try flipbook(["render", "Disabled.swift", "--size", "200x100", "--tap", "500,50", "-o", path("off.gif")])
        XCTAssertEqual(off.status, 1)
        XCTAssertEqual(off.lastErrorLine, "flipbook: error: Disabled: the touch at 500,50 at 0.4 s is off the 200×100 pt canvas")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("off.gif")))
    }

    func testACrashIsReportedAtTheStoryboardTimeWithItsReason() throws {
        try write("CrashOnTap.swift", """
            import SwiftUI

            struct CrashOnTap: View {
                @State private var taps = 0

                var body: some View {
                    Button("Tap me") { taps += 1 }
                        .onChange(of: taps) { _, newValue in
                            let scores: [Int] = []
                            print(scores[newValue])
                        }
                }
            }
            """)
        let run = try flipbook(["render", "CrashOnTap.swift", "-o", path("crash.gif")])
        XCTAssertEqual(run.status, 1)
        // The first of the two taps lands at 0.4 s.
        XCTAssertTrue(run.lastErrorLine.hasPrefix("flipbook: error: CrashOnTap crashed at t = 0.40 s: "), run.stderr)
        XCTAssertTrue(run.lastErrorLine.hasSuffix("Fatal error: Index out of range"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("crash.gif")))
    }

    func testWhatTheViewPrintsIsShownOnceOnStandardOutput() throws {
        try write("Counter.swift", """
            import SwiftUI

            struct Counter: View {
                @State private var count = 0

                var body: some View {
                    Button("Count \\(count)") {
                        count += 1
                        print("tapped, count is now \\(count)")
                    }
                    .onAppear { print("appeared") }
                }
            }
            """)
        // The probes that chose the two taps, and the workers that drew the frames, played the
        // view too: their prints are not shown again.
        let run = try flipbook(["render", "Counter.swift", "-o", path("counter.gif"), "--jobs", "2"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "appeared\ntapped, count is now 1\ntapped, count is now 2\n")
    }

    func testWhatACrashedViewPrintedIsShownBeforeTheError() throws {
        try write("Remover.swift", """
            import SwiftUI

            struct Remover: View {
                @State private var items = [1, 2, 3]

                var body: some View {
                    Button("Remove") {
                        print("removing, \\(items.count) left")
                        items.removeLast()
                        print(items[2])
                    }
                }
            }
            """)
        let run = try flipbook(["render", "Remover.swift", "-o", path("remover.gif")])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "removing, 3 left\n")
        XCTAssertTrue(run.lastErrorLine.hasSuffix("Fatal error: Index out of range"), run.stderr)
    }

    func testAViewThatPrintsMoreThanAMegabyteIsShownItsFirstMegabyte() throws {
        try write("Chatty.swift", """
            import SwiftUI

            struct Chatty: View {
                var body: some View {
                    Text("Chatty")
                        .onAppear {
                            let line = String(repeating: "x", count: 99)
                            for _ in 0..<30_000 { print(line) }
                        }
                }
            }
            """)
        let run = try flipbook(["render", "Chatty.swift", "-o", path("chatty.gif")])
        XCTAssertEqual(run.status, 0, run.stderr)
        // The whole lines within the first megabyte (of 100 bytes each).
        XCTAssertEqual(run.stdout.utf8.count, (1 << 20) / 100 * 100)
        XCTAssertTrue(run.stdout.hasPrefix(String(repeating: "x", count: 99) + "\n"))
        XCTAssertEqual(run.lastErrorLine, "flipbook: warning: Chatty printed 2.9 MB; only its first MB is shown")
    }

    func testAFailedPreconditionOrAMessageOfSeveralLinesIsOneLineAtTheUsersPath() throws {
        try write("Checks.swift", """
            import SwiftUI

            struct Checks: View {
                var body: some View {
                    Color.red.frame(width: 20, height: 20)
                        .onAppear { precondition(false, "precondition msg") }
                }
            }
            """)
        let run = try flipbook(["render", "Checks.swift", "-o", path("checks.gif")])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.lastErrorLine, "flipbook: error: Checks crashed at t = 0.00 s: Checks.swift:6: Precondition failed: precondition msg")
        try write("Config.swift", """
            import SwiftUI

            struct Config: View {
                var body: some View {
                    Color.red.frame(width: 20, height: 20)
                        .onAppear { fatalError("Config missing:\\n  key A\\n  key B") }
                }
            }
            """)
        let config = try flipbook(["render", "Config.swift", "-o", path("config.gif")])
        XCTAssertEqual(config.status, 1)
        XCTAssertEqual(config.lastErrorLine, "flipbook: error: Config crashed at t = 0.00 s: Config.swift:6: Fatal error: Config missing: key A key B")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("checks.gif")))
    }

    func testAnExclusivityViolationIsNamedAsTheReason() throws {
        try write("Overlap.swift", """
            import SwiftUI

            @Observable final class Basket { var counts = [1, 2, 3] }

            struct Overlap: View {
                @State private var basket = Basket()

                var body: some View {
                    Button("Add") {
                        func bump(_ count: inout Int, _ also: () -> Void) { also(); count += 1 }
                        bump(&basket.counts[0]) { basket.counts.append(4) }
                    }
                }
            }
            """)
        let run = try flipbook(["render", "Overlap.swift", "-o", path("overlap.gif")])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.lastErrorLine.contains("(Swift's exclusivity check): Simultaneous accesses to memory"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("overlap.gif")))
    }

    func testACrashWhileTheRecordingIsPlannedIsReportedAtTheViewsTime() throws {
        // The task's third tick (1.5 s) reads past the end: found while Flipbook plays the view
        // ahead to find its loop, before any storyboard step, and told at the view's time then.
        try write("Ticker.swift", """
            import SwiftUI

            struct Ticker: View {
                @State private var tick = 0
                let names = ["one", "two", "three"]

                var body: some View {
                    Text(names[tick])
                        .task {
                            while true {
                                try? await Task.sleep(for: .seconds(0.5))
                                tick += 1
                            }
                        }
                }
            }
            """)
        let run = try flipbook(["render", "Ticker.swift", "-o", path("ticker.gif")])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.lastErrorLine.hasPrefix("flipbook: error: Ticker crashed at t = 1.50 s: "), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("ticker.gif")))
    }

    func testAHangEndsAtTheTimeout() throws {
        try write("Spinner.swift", """
            import SwiftUI

            struct Spinner: View {
                @State private var isSpinning = false

                var body: some View {
                    Button("Spin") { isSpinning = true }
                        .onChange(of: isSpinning) {
                            while isSpinning {}
                        }
                }
            }
            """)
        let run = try flipbook(["render", "Spinner.swift", "--timeout", "1", "-o", path("hang.gif")])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.lastErrorLine, "flipbook: error: Spinner took longer than 1.00 s at t = 0.40 s (see --timeout)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("hang.gif")))
    }

    func testAnInterruptedRenderTakesItsRunnerAndTheUsersCodeWithIt() throws {
        try write("Busy.swift", """
            import SwiftUI

            struct Busy: View {
                var body: some View {
                    Text("busy").onAppear {
                        try? String(ProcessInfo.processInfo.processIdentifier)
                            .write(toFile: "\(path("busy.pid"))", atomically: true, encoding: .utf8)
                        while true {}
                    }
                }
            }
            """)
        let (process, _) = try FlipbookProcess.start(["render", "Busy.swift", "--timeout", "60", "-o", path("busy.gif")],
                                                   in: directory, environment: ["XDG_CACHE_HOME": Self.cache])
        // The view's code spins once it has written its process's id (after a compile).
        var spinner: pid_t = 0
        let deadline = Date().addingTimeInterval(120)
        while spinner == 0 && Date() < deadline {
            spinner = (try? String(contentsOfFile: path("busy.pid"), encoding: .utf8)).flatMap { pid_t($0) } ?? 0
            usleep(100_000)
        }
        XCTAssertNotEqual(spinner, 0, "the view's code never ran")
        process.terminate()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal, "flipbook dies of the signal, as it would have")
        // The spinning process is gone (once init has reaped it), and so is the runner's log.
        var alive = true
        for _ in 0..<50 where alive {
            alive = kill(spinner, 0) == 0
            if alive { usleep(100_000) }
        }
        XCTAssertFalse(alive, "the user's code still spins")
        let logs = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())
            .filter { $0.hasPrefix("flipbook-runner-\(process.processIdentifier)-") }
        XCTAssertEqual(logs, [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("busy.gif")))
    }

    func testAFrameSequenceThatFailsLeavesTheLastRendersFramesAndNoFolderOfItsOwn() throws {
        // Drawn fine for a second; the frame at 1 s indexes out of range.
        try write("LateCrash.swift", """
            import SwiftUI

            struct LateCrash: View {
                let start = Date()
                var body: some View {
                    TimelineView(.animation) { context in
                        let values: [CGFloat] = [10]
                        Canvas { gc, size in
                            let r = values[Int(context.date.timeIntervalSince(start))]
                            gc.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: r, height: r)), with: .color(.blue))
                        }
                        .frame(width: 20, height: 20)
                    }
                }
            }
            """)
        let settings = ["--scale", "1", "--fps", "10", "--jobs", "1", "--quiet"]
        let good = try flipbook(["render", "LateCrash.swift", "--format", "frames", "--out-dir", path("out"), "--duration", "0.5"] + settings)
        XCTAssertEqual(good.status, 0, good.stderr)
        let frames = try FileManager.default.contentsOfDirectory(atPath: path("out/LateCrash")).sorted()
        XCTAssertEqual(frames.count, 6)
        let crash = try flipbook(["render", "LateCrash.swift", "--format", "frames", "--out-dir", path("out"), "--duration", "2"] + settings)
        XCTAssertEqual(crash.status, 1)
        XCTAssertTrue(crash.lastErrorLine.contains("LateCrash crashed at t = 1.00 s"), crash.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("out")), ["LateCrash"], "nothing hidden is left")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("out/LateCrash")).sorted(), frames,
                       "the last render's frames, as they were")
        // Nor a folder made for the output of a render that failed.
        let still = try flipbook(["render", "LateCrash.swift", "--at", "1.5", "--out-dir", path("fresh/stills")] + settings)
        XCTAssertEqual(still.status, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("fresh")))
    }

    func testAnInterruptedFrameSequenceLeavesNothing() throws {
        // Each frame differs, and from 0.5 s on each takes a while to draw.
        try write("Slow.swift", """
            import SwiftUI

            struct Slow: View {
                let start = Date()
                var body: some View {
                    TimelineView(.animation) { context in
                        Canvas { gc, size in
                            let t = context.date.timeIntervalSince(start)
                            if t >= 0.5 { usleep(300_000) }
                            gc.fill(Path(CGRect(x: 0, y: 0, width: 20 * (t / 20), height: 10)), with: .color(.blue))
                        }
                        .frame(width: 20, height: 20)
                    }
                }
            }
            """)
        let (process, _) = try FlipbookProcess.start(["render", "Slow.swift", "--format", "frames", "--out-dir", path("out/slow"), "--duration", "20",
                                                      "--fps", "10", "--scale", "1", "--jobs", "1", "--timeout", "60"],
                                                     in: directory, environment: ["XDG_CACHE_HOME": Self.cache])
        // Interrupted once some frames are written (after a compile).
        let deadline = Date().addingTimeInterval(120)
        var written = 0
        while written < 3 && Date() < deadline {
            let hidden = ((try? FileManager.default.contentsOfDirectory(atPath: path("out/slow"))) ?? []).filter { $0.hasPrefix(".") }
            written = hidden.first.map { ((try? FileManager.default.contentsOfDirectory(atPath: path("out/slow/\($0)"))) ?? []).count } ?? 0
            usleep(50_000)
        }
        XCTAssertGreaterThanOrEqual(written, 3, "no frames were written")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("out")), "the frames, their folder and the folder made for them are gone")
    }

    func testAViewThatTakesMoreMemoryThanTheLimitIsNamedAsSuch() throws {
        // Reserved, not touched: the limit counts what is allocated.
        try write("Hog.swift", """
            import SwiftUI

            struct Hog: View {
                @State private var blobs: [UnsafeMutableRawPointer] = []
                var body: some View {
                    Text("blobs: \\(blobs.count)")
                        .onAppear {
                            for _ in 0..<100_000 { blobs.append(UnsafeMutableRawPointer.allocate(byteCount: 256 << 20, alignment: 16)) }
                        }
                }
            }
            """)
        let run = try flipbook(["render", "Hog.swift", "-o", path("hog.gif")])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.lastErrorLine, "flipbook: error: Hog used more than 4.0 GiB of memory at t = 0.00 s (raise the limit with --max-memory)")
    }

    func testTheCacheHealsADamagedRunnerAndForgetsAbandonedCompiles() throws {
        let cache = path("cache"), runners = path("cache/flipbook/runners")
        try write("Dot.swift", "import SwiftUI\nstruct Dot: View {\n    var body: some View { Circle().frame(width: 10, height: 10) }\n}\n")
        func render() throws -> FlipbookRun {
            try FlipbookProcess.run(["render", "Dot.swift", "--at", "0", "--quiet", "-o", path("dot.png")], in: directory,
                                    environment: ["XDG_CACHE_HOME": cache])
        }
        XCTAssertEqual(try render().status, 0)
        // A compile whose flipbook was killed (its pid is no process's now), and a runner damaged.
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let abandoned = runners + "/0123.building-\(gone.processIdentifier)"
        try FileManager.default.createDirectory(atPath: abandoned, withIntermediateDirectories: false)
        for entry in try FileManager.default.contentsOfDirectory(atPath: runners) where !entry.contains(".building-") {
            let runner = runners + "/" + entry + "/runner"
            try Data("garbage".utf8).write(to: URL(fileURLWithPath: runner))
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: runner)
        }
        let healed = try render()
        XCTAssertEqual(healed.status, 0, healed.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: abandoned))
    }

    func testAFileWithNoViewToShowNamesTheCandidates() throws {
        try write("Rows.swift", """
            import SwiftUI

            struct Row: View {
                let title: String
                var body: some View { Text(title) }
            }

            struct Badge: View {
                let count: Int
                var body: some View { Text("\\(count)") }
            }
            """)
        let run = try flipbook(["render", "Rows.swift", "-o", path("rows.gif")])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "flipbook: error: no #Preview, and no View type that can be made with init() (views: Row, Badge); name one with --view TYPE\n")
    }

    func testAViewTooLargeForAFrameIsRefusedBeforeAnyFrameIsDrawn() throws {
        try write("Poster.swift", """
            import SwiftUI

            struct Poster: View {
                var body: some View {
                    Rectangle().fill(.orange).frame(width: 30000, height: 30000)
                }
            }
            """)
        let run = try flipbook(["render", "Poster.swift", "--quiet", "-o", path("poster.png"), "--at", "0"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.lastErrorLine, "flipbook: error: Poster is 30032×30032 pt, 60064×60064 px at --scale 2.0: over the 16384 px a frame may have on a side")
        let limited = try flipbook(["render", "Poster.swift", "--size", "5000x5000", "--quiet", "--jobs", "1", "-o", path("poster.png"), "--at", "0"])
        XCTAssertEqual(limited.status, 1)
        XCTAssertEqual(limited.lastErrorLine, "flipbook: error: Poster would need 2.2 GiB of memory (6 frames of 10000×10000 px in flight with --jobs 1), over the 2.0 GiB limit; raise it with --max-memory 3G or lower --scale or --jobs")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("poster.png")))
    }

    // MARK: - Helpers

    private func path(_ name: String) -> String { directory + "/" + name }

    /// How many frames `file` (its view `view`) has at 10 fps, rendered with no warning.
    private func frameCount(_ file: String, view: String? = nil) throws -> Int {
        let out = path("frames-\(UUID().uuidString)")
        let run = try flipbook(["render", file, "--scale", "1", "--fps", "10", "--format", "frames", "--out-dir", out]
                               + (view.map { ["--view", $0] } ?? []))
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(run.stderr.contains("warning"), run.stderr)
        let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        return try FileManager.default.contentsOfDirectory(atPath: out + "/" + name).count
    }

    func testAFileInAOneLetterFolderRendersAndFramesReplaceTheLastRendersFrames() throws {
        try FileManager.default.createDirectory(atPath: path("q"), withIntermediateDirectories: false)
        try write("q/Pulse.swift", """
            import SwiftUI
            struct Pulse: View {
                @State private var big = false
                var body: some View {
                    Circle().frame(width: big ? 40 : 20, height: big ? 40 : 20)
                        .onAppear { withAnimation(.easeInOut(duration: 0.5).repeatForever()) { big = true } }
                }
            }
            #Preview { Pulse() }
            """)
        func frames(_ duration: String) throws -> Int {
            let run = try flipbook(["render", "q/Pulse.swift", "--format", "frames", "--fps", "10", "--duration", duration,
                                    "--scale", "1", "--quiet", "--out-dir", "out"])
            XCTAssertEqual(run.status, 0, run.stderr)
            return try FileManager.default.contentsOfDirectory(atPath: path("out/Pulse")).count
        }
        XCTAssertEqual(try frames("2"), 20)
        XCTAssertEqual(try frames("1"), 10, "the longer render's last frames are gone")
    }

    func testWatchRendersEachEditAndNamesACompileError() throws {
        func swatch(_ colour: String) -> String {
            "import SwiftUI\nstruct Swatch: View {\n    var body: some View { Color.\(colour).frame(width: 40, height: 40) }\n}\n#Preview { Swatch() }\n"
        }
        try write("Swatch.swift", swatch("gray"))
        let (process, stderr) = try FlipbookProcess.start(["render", "Swatch.swift", "--watch", "--scale", "1", "-o", path("Swatch.png")],
                                                        in: directory, environment: ["XDG_CACHE_HOME": Self.cache])
        defer { process.terminate(); process.waitUntilExit() }
        try waitFor("wrote", count: 1, in: stderr)
        XCTAssertEqual(try centreColour(of: "Swatch.png"), [142, 142, 147])
        // A file's modification time has a one-second grain on some file systems.
        sleep(1)
        try write("Swatch.swift", swatch("red"))
        try waitFor("wrote", count: 2, in: stderr)
        XCTAssertEqual(try centreColour(of: "Swatch.png"), [255, 59, 48], "the edit shows")
        sleep(1)
        try write("Swatch.swift", swatch("red") + "garbage }}}\n")
        try waitFor("error", count: 1, in: stderr)
        XCTAssertEqual(try centreColour(of: "Swatch.png"), [255, 59, 48], "a file that does not compile leaves the last picture")
    }

    func testWatchRendersAgainWhenAColourOfTheAssetCatalogChanges() throws {
        try FileManager.default.createDirectory(atPath: path("Assets.xcassets/Brand.colorset"), withIntermediateDirectories: true)
        func brand(red: Int, green: Int, blue: Int) throws {
            try write("Assets.xcassets/Brand.colorset/Contents.json", """
                {"colors": [{"idiom": "universal", "color": {"color-space": "srgb",
                  "components": {"red": "\(red)", "green": "\(green)", "blue": "\(blue)", "alpha": "1.000"}}}]}
                """)
        }
        try brand(red: 0, green: 0, blue: 255)
        try write("Badge.swift", "import SwiftUI\nstruct Badge: View {\n    var body: some View { Color(\"Brand\").frame(width: 40, height: 40) }\n}\n")
        let (process, stderr) = try FlipbookProcess.start(["render", "Badge.swift", "--watch", "--scale", "1", "-o", path("Badge.png")],
                                                        in: directory, environment: ["XDG_CACHE_HOME": Self.cache])
        defer { process.terminate(); process.waitUntilExit() }
        try waitFor("wrote", count: 1, in: stderr)
        XCTAssertEqual(try centreColour(of: "Badge.png"), [0, 0, 255])
        sleep(1)
        try brand(red: 0, green: 128, blue: 0)
        try waitFor("wrote", count: 2, in: stderr)
        XCTAssertEqual(try centreColour(of: "Badge.png"), [0, 128, 0], "the catalog's edit shows")
    }

    /// Waits until `stderr` says `needle` `count` times (a compile takes seconds).
    private func waitFor(_ needle: String, count: Int, in stderr: URL) throws {
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline {
            let text = try String(contentsOf: stderr, encoding: .utf8)
            if text.components(separatedBy: needle).count - 1 >= count { return }
            usleep(200_000)
        }
        XCTFail("no '\(needle)' ×\(count) in: \(try String(contentsOf: stderr, encoding: .utf8))")
    }

    /// The colour at the centre of a PNG written in the test's folder.
    private func centreColour(of name: String) throws -> [UInt8] {
        let image = try PNG.decode(Array(try XCTUnwrap(FileManager.default.contents(atPath: path(name)))))
        let pixel = image[image.width / 2, image.height / 2]
        return [pixel.r, pixel.g, pixel.b]
    }

    private func write(_ name: String, _ source: String) throws {
        try Data(source.utf8).write(to: URL(fileURLWithPath: path(name)))
    }

    private func flipbook(_ arguments: [String]) throws -> FlipbookRun {
        try FlipbookProcess.run(arguments, in: directory, environment: ["XDG_CACHE_HOME": Self.cache])
    }
}
