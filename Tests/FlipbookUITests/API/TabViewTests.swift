// TabViewTests.swift: a TabView shows the selected tab's content over a tab bar of every tab's
// item (a tap selects, through the bound selection when there is one), reads iOS 18's `Tab`,
// and as pages lays the tabs side by side, one page wide, sliding to the selection and turning
// a page when a drag passes half of one.

import XCTest
@testable import FlipbookUI
import Raster

private struct Bar: View {
    @State var selection = "home"
    var body: some View {
        TabView(selection: $selection) {
            Text("Home screen").tabItem { Label("Home", systemImage: "house") }.tag("home")
            Text("Inbox screen").tabItem { Label("Inbox", systemImage: "tray") }.badge(2).tag("inbox")
        }
    }
}

private struct TapCounter: View {
    @State private var taps = 0
    var body: some View { Text("Taps \(taps)").onTapGesture { taps += 1 } }
}

private struct Keeping: View {
    var body: some View {
        TabView {
            TapCounter().tabItem { Label("Counter", systemImage: "house") }
            Text("Other screen").tabItem { Label("Other", systemImage: "tray") }
        }
    }
}

private struct Modern: View {
    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") { Text("Home screen") }
            Tab("Inbox", systemImage: "tray") { Text("Inbox screen") }
        }
    }
}

private struct Pages: View {
    @State var page = 0
    var body: some View {
        TabView(selection: $page) {
            ForEach(0..<3) { Color.blue.overlay(Text("Page \($0)")).tag($0) }
        }
        .tabViewStyle(.page)
        .onTapGesture { withAnimation(.linear(duration: 1)) { page = 2 } }
    }
}

final class TabViewTests: XCTestCase {
    private let canvas = CGSize(width: 300, height: 400)

    func testTheSelectedTabShowsOverABarOfEveryItemAndATapSelects() {
        let engine = Engine(Bar(), canvasSize: canvas)
        XCTAssertNotNil(engine.center(ofText: "Home screen", at: 0))
        XCTAssertNil(engine.center(ofText: "Inbox screen", at: 0))
        XCTAssertNotNil(engine.center(ofText: "2", at: 0), "the badge")
        guard let inbox = engine.center(ofText: "Inbox", at: 0) else { return XCTFail("the item shows") }
        XCTAssertTrue((400 - 49...400).contains(inbox.y), "in the 49 pt bar at the bottom: \(inbox.y)")
        engine.tap(at: inbox, time: 0.1)
        XCTAssertNotNil(engine.center(ofText: "Inbox screen", at: 0.2))
        XCTAssertNil(engine.center(ofText: "Home screen", at: 0.2))
    }

    func testTheShownTabsToolbarBackgroundFillsTheBar() throws {
        let tabs = TabView {
            Text("Home screen")
                .tabItem { Label("Home", systemImage: "house") }
                .toolbarBackground(Color(red: 1, green: 0, blue: 0), for: .tabBar)
            Text("Inbox screen").tabItem { Label("Inbox", systemImage: "tray") }
        }
        let renderer = Renderer(tabs, size: canvas, scale: 1)
        let red = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
        XCTAssertEqual(try XCTUnwrap(renderer.render(at: 0))[2, Int(canvas.height) - 3], red)
        renderer.tap(at: try XCTUnwrap(renderer.center(ofText: "Inbox", at: 0)), time: 0.1)
        XCTAssertNotEqual(try XCTUnwrap(renderer.render(at: 0.5))[2, Int(canvas.height) - 3], red, "the bar material under the other tab")
    }

    func testAScreenThatHidesTheTabBarHidesItWhileShown() throws {
        let tabs = TabView {
            NavigationStack {
                NavigationLink("Open") { Text("Detail").toolbar(.hidden, for: .tabBar) }
            }
            .tabItem { Label("Home", systemImage: "house") }
            Text("Inbox screen").tabItem { Label("Inbox", systemImage: "tray") }
        }
        let engine = Engine(tabs, canvasSize: canvas)
        XCTAssertNotNil(engine.center(ofText: "Inbox", at: 0), "the bar, while the root shows")
        engine.tap(at: try XCTUnwrap(engine.center(ofText: "Open", at: 0)), time: 0.1)
        XCTAssertNotNil(engine.center(ofText: "Detail", at: 2))
        XCTAssertNil(engine.center(ofText: "Inbox", at: 2), "no bar under the pushed screen")
    }

    func testATitleNarrowerThanItsIconShowsWhole() {
        // "Mail" at the item font is narrower than the house: the item is as wide as the icon for
        // any width offered, a zero one too, and the title is laid out for the width it was offered.
        let bar = TabView {
            Text("Inbox").tabItem { Label("Mail", systemImage: "house.fill") }
            Text("Home").tabItem { Label("Home", systemImage: "house.fill") }
        }
        var titles: [(String, CGFloat, CGFloat)] = []
        func walk(_ p: PlacedElement) {
            if let t = p.element.kind as? TextKind, p.frame.minY > 150 {
                titles.append((t.string, p.frame.width, t.paragraph.layout(for: .unspecified).size.width))
            }
            p.children.forEach(walk)
        }
        walk(Engine(bar, canvasSize: CGSize(width: 393, height: 200)).placed)
        XCTAssertEqual(titles.map(\.0), ["Mail", "Home"])
        for (title, width, ideal) in titles { XCTAssertEqual(width, ideal, accuracy: 1e-9, title) }
    }

    func testALongBadgeIsOneLineWideningToTheRight() throws {
        let bar = TabView {
            Text("Inbox").tabItem { Label("Inbox", systemImage: "tray") }.badge(128)
            Text("News").tabItem { Label("Inbox", systemImage: "tray") }.badge(5)
        }
        var badges: [String: CGRect] = [:]
        func walk(_ p: PlacedElement) {
            if let t = p.element.kind as? TextKind, t.string == "128" || t.string == "5" { badges[t.string] = p.frame }
            p.children.forEach(walk)
        }
        walk(Engine(bar, canvasSize: CGSize(width: 393, height: 200)).placed)
        let long = try XCTUnwrap(badges["128"]), short = try XCTUnwrap(badges["5"])
        XCTAssertEqual(long.height, short.height, accuracy: 0.01, "one line, not wrapped over the item's width")
        XCTAssertGreaterThan(long.width, 2.5 * short.width, "the whole text")
        // Both capsules start as far right of their item's centre (the long one's text 5 pt in,
        // the short one's centred in 18 pt): the longer one widens to the right.
        XCTAssertEqual(long.minX - 5 - 393 / 4, short.midX - 9 - 393 * 3 / 4, accuracy: 0.5)
    }

    func testTabsOfIOS18AreReadWithTheirItems() {
        let engine = Engine(Modern(), canvasSize: canvas)
        XCTAssertNotNil(engine.center(ofText: "Home screen", at: 0))
        guard let inbox = engine.center(ofText: "Inbox", at: 0) else { return XCTFail("the item shows") }
        engine.tap(at: inbox, time: 0.1)
        XCTAssertNotNil(engine.center(ofText: "Inbox screen", at: 0.2))
    }

    func testTheTabsOfASectionStandAmongTheOthersInTheBarOfTheSidebarAdaptableStyle() throws {
        let tabs = TabView {
            Tab("Home", systemImage: "house") { Text("Home screen") }
            TabSection("More") {
                Tab("Library", systemImage: "books.vertical") { Text("Library screen") }
            }
        }
        .tabViewStyle(.sidebarAdaptable)
        let engine = Engine(tabs, canvasSize: canvas)
        let library = try XCTUnwrap(engine.center(ofText: "Library", at: 0), "the section's tab in the bar")
        XCTAssertNil(engine.center(ofText: "More", at: 0), "the section's title belongs to a sidebar")
        engine.tap(at: library, time: 0.1)
        XCTAssertNotNil(engine.center(ofText: "Library screen", at: 0.2))
    }

    func testPagesSlideToASelectionChangedInAnAnimation() {
        let engine = Engine(Pages(), canvasSize: canvas)
        engine.tap(at: CGPoint(x: 150, y: 200), time: 0)
        var offsets: [CGFloat] = []
        engine.presentedTree(at: 0.5).forEach { if let o = $0.kind as? OffsetKind { offsets.append(o.offset.width) } }
        XCTAssertEqual(offsets.first ?? 0, -300, accuracy: 1e-6, "half way from page 0 to page 2")
        XCTAssertEqual(engine.center(ofText: "Page 2", at: 2)?.x ?? 0, 150, accuracy: 1e-6)
    }

    func testADragTurnsAPageOncePastHalfOfOne() {
        XCTAssertEqual(TabView<Int, EmptyView>.turn(translation: -160, predicted: -160, width: 300), 1)
        XCTAssertEqual(TabView<Int, EmptyView>.turn(translation: 160, predicted: 160, width: 300), -1)
        XCTAssertEqual(TabView<Int, EmptyView>.turn(translation: -100, predicted: -100, width: 300), 0)
        XCTAssertEqual(TabView<Int, EmptyView>.turn(translation: -100, predicted: -400, width: 300), 1, "flung past half")
    }

    func testASwipeOnAPagesEmptySpaceTurnsIt() {
        let pages = TabView { Text("First"); Text("Second") }.tabViewStyle(.page)
        let engine = Engine(pages, canvasSize: canvas)
        _ = drag(engine, from: CGPoint(x: 280, y: 40), by: -200, 0, at: 0.1)
        XCTAssertEqual(engine.center(ofText: "Second", at: 2)?.x ?? 0, 150, accuracy: 0.5, "a drag far from the text")
    }

    func testATabKeepsItsStateWhileAnotherIsShown() {
        let engine = Engine(Keeping(), canvasSize: canvas)
        guard let counter = engine.center(ofText: "Taps 0", at: 0) else { return XCTFail("the counter shows") }
        engine.tap(at: counter, time: 0.1)
        guard let other = engine.center(ofText: "Other", at: 0.2), let back = engine.center(ofText: "Counter", at: 0.2) else {
            return XCTFail("the items show")
        }
        engine.tap(at: other, time: 0.2)
        XCTAssertNotNil(engine.center(ofText: "Other screen", at: 0.3))
        engine.tap(at: back, time: 0.4)
        XCTAssertNotNil(engine.center(ofText: "Taps 1", at: 0.5))
    }

    func testTheBarsIconsAreFilled() {
        let engine = Engine(Bar(), canvasSize: canvas)
        var names: [String] = []
        engine.presentedTree(at: 0).forEach { p in if let symbol = p.kind as? SymbolKind { names.append(symbol.symbol.name) } }
        XCTAssertEqual(names, ["house.fill", "tray.fill"])
    }

    func testASearchTabIsLabelledSearch() {
        let tabs = TabView {
            Tab("Home", systemImage: "house") { Text("Home screen") }
            Tab(role: .search) { Text("Search screen") }
        }
        let engine = Engine(tabs, canvasSize: canvas)
        XCTAssertNotNil(engine.center(ofText: "Search", at: 0))
        var names: [String] = []
        engine.presentedTree(at: 0).forEach { p in if let symbol = p.kind as? SymbolKind { names.append(symbol.symbol.name) } }
        XCTAssertEqual(names, ["house.fill", "magnifyingglass"])
    }
}
