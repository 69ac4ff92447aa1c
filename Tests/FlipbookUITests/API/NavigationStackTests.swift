// NavigationStackTests.swift: a NavigationStack shows its root under a bar with the title its
// content names (large by default, 16 pt in), pushes a link's destination or a value's screen
// (from the trailing edge, the screen below drifting a third out), draws a back button titled
// after the screen below that pops it, follows a bound path both ways, and puts toolbar items
// at their placements.

import XCTest
@testable import FlipbookUI
import Raster

private struct Fruit: Hashable {
    let name: String
}

private struct Browser: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Apple", value: Fruit(name: "Apple"))
                NavigationLink("Settings") { Text("Settings screen").navigationTitle("Settings") }
            }
            .navigationTitle("Fruits")
            .navigationDestination(for: Fruit.self) { fruit in
                Text("\(fruit.name) screen").navigationTitle(fruit.name).navigationBarTitleDisplayMode(.inline)
            }
        }
    }
}

private struct ListBrowser: View {
    let fruits = [Fruit(name: "Apple"), Fruit(name: "Banana")]
    var body: some View {
        NavigationStack {
            List(fruits, id: \.self) { fruit in
                NavigationLink(value: fruit) { Text(fruit.name) }
            }
            .navigationTitle("Fruits")
            .navigationDestination(for: Fruit.self) { fruit in
                Text("\(fruit.name) screen").navigationTitle(fruit.name)
            }
        }
    }
}

/// A stack bound to a path of numbers, a button that pushes the next, a trailing toolbar item.
private struct Numbers: View {
    @State var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            Button("Push") { path.append(path.count + 1) }
                .navigationTitle("Numbers")
                .navigationDestination(for: Int.self) { Text("Number \($0)") }
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Text("Edit") }
                    ToolbarItem(placement: .topBarLeading) { Text("Close") }
                }
        }
    }
}

/// A screen pushed by a flag.
private struct Flagged: View {
    @State var showsDetail = false
    var body: some View {
        NavigationStack {
            Button("Show") { showsDetail = true }
                .navigationDestination(isPresented: $showsDetail) { Text("Detail") }
        }
    }
}

private struct Picked: View {
    @State var picked: String?
    var body: some View {
        NavigationStack {
            Button("Pick") { picked = "Pear" }
                .navigationDestination(item: $picked) { fruit in Text("About \(fruit)") }
        }
    }
}

final class NavigationStackTests: XCTestCase {
    private let canvas = CGSize(width: 300, height: 400)

    private func frame(ofText text: String, in engine: Engine, at t: Double) -> CGRect? {
        var found: CGRect?
        engine.presentedTree(at: t).forEach { if found == nil, ($0.kind as? TextKind)?.string == text { found = $0.frame } }
        return found
    }

    func testAConfirmationActionIsSemibold() {
        let form = NavigationStack {
            Text("Form")
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                }
        }
        var weights: [String: FontWeight] = [:]
        Engine(form, canvasSize: CGSize(width: 390, height: 300)).presentedTree(at: 0).forEach {
            if let text = $0.kind as? TextKind { weights[text.string] = text.paragraph.text.runs[0].font.weight }
        }
        XCTAssertEqual(weights["Save"], .semibold)
        XCTAssertEqual(weights["Cancel"], .regular)
    }

    func testAValueLinkPushesTheScreenOfItsTypesDestination() {
        let engine = Engine(Browser(), canvasSize: canvas)
        XCTAssertNotNil(engine.center(ofText: "Fruits", at: 0))
        guard let apple = engine.center(ofText: "Apple", at: 0) else { return XCTFail("the link shows") }
        engine.tap(at: apple, time: 0.1)
        XCTAssertNotNil(engine.center(ofText: "Apple screen", at: 1))
    }

    func testALinkInAListRowPushes() {
        let engine = Engine(ListBrowser(), canvasSize: canvas)
        guard let banana = engine.center(ofText: "Banana", at: 0) else { return XCTFail("the row shows") }
        engine.tap(at: banana, time: 0.1)
        XCTAssertNotNil(engine.center(ofText: "Banana screen", at: 1))
    }

    func testTheBarsColourSchemeDrawsItsTitleWhiteOnADarkBackground() throws {
        func titleInk(_ scheme: ColorScheme?) throws -> Int {
            let view = NavigationStack {
                Text("Body")
                    .navigationTitle("Title")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbarBackground(Color(red: 0, green: 0, blue: 0.5), for: .navigationBar)
                    .toolbarColorScheme(scheme, for: .navigationBar)
            }
            let pixmap = try XCTUnwrap(Renderer(view, size: CGSize(width: 200, height: 300), scale: 1).render())
            // The brightest pixel of the bar row: the title's ink on the navy bar.
            var brightest = 0
            for y in 0..<44 { for x in 60..<140 { brightest = max(brightest, Int(pixmap[x, y].g)) } }
            return brightest
        }
        XCTAssertGreaterThan(try titleInk(.dark), 200, "white on the navy bar")
        XCTAssertLessThan(try titleInk(nil), 10, "black (and the navy's green) without it")
    }

    func testAColourThatIgnoresTheSafeAreaReachesUpBehindTheBar() throws {
        let view = NavigationStack {
            ZStack {
                Color(red: 0, green: 0, blue: 1).ignoresSafeArea()
                Text("Welcome")
            }
            .navigationTitle("Home")
        }
        let pixmap = try XCTUnwrap(Renderer(view, size: CGSize(width: 200, height: 300), scale: 1).render())
        XCTAssertEqual(pixmap[180, 10], PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255), "behind the bar row")
        XCTAssertEqual(pixmap[180, 60], PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255), "behind the large title")
        let plain = NavigationStack { Color(red: 0, green: 0, blue: 1).navigationTitle("Home") }
        XCTAssertEqual(try XCTUnwrap(Renderer(plain, size: CGSize(width: 200, height: 300), scale: 1).render())[180, 10],
                       PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255), "a colour that keeps to the safe area does not")
    }

    func testAGradientThatIgnoresTheSafeAreaSpreadsOverTheWholeScreen() throws {
        func screen<V: View>(_ background: V) -> some View {
            NavigationStack {
                ZStack { background; Text("Welcome") }.navigationTitle("Home")
            }
        }
        let gradient = LinearGradient(colors: [Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 0, blue: 0)],
                                      startPoint: .top, endPoint: .bottom)
        let pixmap = try XCTUnwrap(Renderer(screen(gradient.ignoresSafeArea()), size: CGSize(width: 200, height: 300), scale: 1).render())
        let whole = try XCTUnwrap(Renderer(gradient.frame(width: 200, height: 300), size: CGSize(width: 200, height: 300), scale: 1).render())
        for y in [2, 60, 150, 297] {
            XCTAssertEqual(pixmap[180, y], whole[180, y], "row \(y): the gradient over the whole screen, without a seam at the bar")
        }
        let kept = try XCTUnwrap(Renderer(screen(gradient), size: CGSize(width: 200, height: 300), scale: 1).render())
        XCTAssertEqual(kept[180, 10], PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255), "one that keeps to the safe area stays below the bar")
        XCTAssertEqual(try XCTUnwrap(Renderer(gradient.ignoresSafeArea().frame(width: 200, height: 300), size: CGSize(width: 200, height: 300),
                                              scale: 1).render())[180, 150], whole[180, 150], "outside a navigation stack it draws in place")
    }

    func testAStyleBehindAListWhoseBackgroundIsHiddenReachesUpBehindTheBarOnce() throws {
        let mint = Color(red: 0, green: 1, blue: 0.5).opacity(0.5)
        let view = NavigationStack {
            List { Text("Row") }
                .scrollContentBackground(.hidden)
                .background(mint)
                .navigationTitle("Settings")
                .navigationBarTitleDisplayMode(.inline)
        }
        let pixmap = try XCTUnwrap(Renderer(view, size: CGSize(width: 200, height: 300), scale: 1, background: .white).render())
        let once = try XCTUnwrap(Renderer(mint.frame(width: 10, height: 10), size: CGSize(width: 10, height: 10), scale: 1,
                                          background: .white).render())[5, 5]
        XCTAssertEqual(pixmap[190, 10], once, "behind the bar")
        XCTAssertEqual(pixmap[190, 290], once, "below the rows: drawn once, not twice over")
        let shown = NavigationStack { List { Text("Row") }.background(mint).navigationTitle("Settings") }
        XCTAssertNotEqual(try XCTUnwrap(Renderer(shown, size: CGSize(width: 200, height: 300), scale: 1, background: .white).render())[190, 10],
                          once, "a list's own background covers it")
    }

    func testTheTitleIsLargeUnderTheBarRowAndTheRootFillsWhatIsLeft() {
        let engine = Engine(Browser(), canvasSize: canvas)
        guard let title = frame(ofText: "Fruits", in: engine, at: 0) else { return XCTFail("the title shows") }
        XCTAssertEqual(title.minX, 16)
        XCTAssertGreaterThanOrEqual(title.minY, 44)
        XCTAssertLessThanOrEqual(title.maxY, 44 + 52)
    }

    func testTheBackChevronIsTallerThanItsTitle() throws {
        // iOS's back indicator is about 12 × 21 pt, from above the title's capitals to below its
        // baseline; a chevron in the title's own font was 7.5 × 12.5.
        let engine = Engine(BackButton(title: Text("Settings")), canvasSize: CGSize(width: 200, height: 60))
        var ink: CGRect?, title: CGRect?
        engine.presentedTree(at: 0).forEach { p in
            if let symbol = p.kind as? SymbolKind, symbol.symbol.name == "chevron.left", let bounds = symbol.symbol.path.bounds {
                let pen = CGFloat(symbol.symbol.stroke?.width ?? 0) / 2
                ink = CGRect(bounds).insetBy(dx: -pen, dy: -pen).offsetBy(dx: p.frame.minX, dy: p.frame.minY)
            }
            if let text = p.kind as? TextKind, text.string == "Settings" { title = p.frame }
        }
        let chevron = try XCTUnwrap(ink), text = try XCTUnwrap(title)
        XCTAssertEqual(chevron.height, 21, accuracy: 1, "\(chevron)")
        XCTAssertEqual(chevron.width, 12, accuracy: 1, "\(chevron)")
        XCTAssertEqual(chevron.midY, text.midY, accuracy: 2, "centred on the title")
    }

    func testADestinationLinkPushesAndTheBackButtonTitledAfterTheScreenBelowPops() {
        let engine = Engine(Browser(), canvasSize: canvas)
        guard let settings = engine.center(ofText: "Settings", at: 0) else { return XCTFail("the link shows") }
        engine.tap(at: settings, time: 0.1)
        XCTAssertNotNil(engine.center(ofText: "Settings screen", at: 1))
        // The root drifts a third of the width out under the new screen.
        var offsets: [CGFloat] = []
        engine.presentedTree(at: 1).forEach { if let o = $0.kind as? OffsetKind { offsets.append(o.offset.width) } }
        XCTAssertTrue(offsets.contains { abs($0 + 100) < 1e-6 }, "\(offsets)")
        guard let back = engine.center(ofText: "Fruits", at: 1) else { return XCTFail("the back button shows") }
        engine.tap(at: back, time: 1)
        XCTAssertNil(engine.center(ofText: "Settings screen", at: 3))
        XCTAssertNotNil(engine.center(ofText: "Apple", at: 3))
    }

    func testABoundPathPushesAndTheBackButtonShortensIt() {
        let engine = Engine(Numbers(), canvasSize: canvas)
        guard let push = engine.center(ofText: "Push", at: 0) else { return XCTFail("the button shows") }
        engine.tap(at: push, time: 0.1)
        XCTAssertNotNil(engine.center(ofText: "Number 1", at: 1))
        guard let back = engine.center(ofText: "Numbers", at: 1) else { return XCTFail("the back button shows") }
        engine.tap(at: back, time: 1)
        XCTAssertNil(engine.center(ofText: "Number 1", at: 3))
    }

    func testToolbarItemsGoToTheirEndsOfTheBar() {
        let engine = Engine(Numbers(), canvasSize: canvas)
        guard let edit = frame(ofText: "Edit", in: engine, at: 0), let close = frame(ofText: "Close", in: engine, at: 0) else {
            return XCTFail("the items show")
        }
        XCTAssertEqual(edit.maxX, 300 - 16, accuracy: 1e-9)
        XCTAssertEqual(close.minX, 16, accuracy: 1e-9)
        XCTAssertEqual(edit.midY, 22, accuracy: 1e-9)
    }

    func testAnInlineTitleIsCentredWhileItClearsTheItemsElseTruncatedBetweenThem() throws {
        func bar(_ title: String) -> some View {
            NavigationStack {
                Text("Form")
                    .navigationTitle(title)
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button("Cancel") {} }
                        ToolbarItem(placement: .topBarTrailing) { Button("Done") {} }
                    }
            }
        }
        let short = Engine(bar("Edit"), canvasSize: canvas)
        XCTAssertEqual(try XCTUnwrap(frame(ofText: "Edit", in: short, at: 0)).midX, 150, accuracy: 0.01)
        let title = "Quarterly Financial Reports Archive"
        let long = Engine(bar(title), canvasSize: canvas)
        let cancel = try XCTUnwrap(frame(ofText: "Cancel", in: long, at: 0))
        let done = try XCTUnwrap(frame(ofText: "Done", in: long, at: 0))
        let drawn = try XCTUnwrap(frame(ofText: title, in: long, at: 0))
        XCTAssertGreaterThanOrEqual(drawn.minX, cancel.maxX, "clear of Cancel")
        XCTAssertLessThanOrEqual(drawn.maxX, done.minX, "clear of Done")
    }

    func testABarShowsALabelsIconAloneUnlessAStyleIsAskedFor() {
        func showsTitle(_ item: some View) -> Bool {
            let stack = NavigationStack {
                Text("Notes").toolbar { ToolbarItem(placement: .topBarTrailing) { item } }
            }
            return frame(ofText: "Add", in: Engine(stack, canvasSize: canvas), at: 0) != nil
        }
        XCTAssertFalse(showsTitle(Button("Add", systemImage: "plus") {}), "the plus alone")
        XCTAssertTrue(showsTitle(Button("Add", systemImage: "plus") {}.labelStyle(.titleAndIcon)))
        XCTAssertTrue(showsTitle(Button("Add") {}), "a title with no icon stays")
    }

    func testSpacersSpreadABottomBarsItemsAlongIt() throws {
        let stack = NavigationStack {
            Text("Notes").toolbar {
                ToolbarItemGroup(placement: .bottomBar) { Text("A"); Spacer(); Text("B") }
            }
        }
        let engine = Engine(stack, canvasSize: canvas)
        let a = try XCTUnwrap(frame(ofText: "A", in: engine, at: 0)), b = try XCTUnwrap(frame(ofText: "B", in: engine, at: 0))
        XCTAssertEqual(a.minX, 16, accuracy: 1e-9)
        XCTAssertEqual(b.maxX, canvas.width - 16, accuracy: 1e-9)
        XCTAssertEqual(a.midY, canvas.height - 22, accuracy: 0.5, "a 44 pt bar at the bottom")
    }

    /// Taps `button`, finds `screen` pushed, taps Back (an untitled screen's back button says
    /// Back) and finds the button's screen again.
    private func assertPushesAndPops(_ view: some View, button: String, screen: String,
                                     file: StaticString = #filePath, line: UInt = #line) {
        let engine = Engine(view, canvasSize: canvas)
        guard let tap = engine.center(ofText: button, at: 0) else { return XCTFail("the button shows", file: file, line: line) }
        engine.tap(at: tap, time: 0.1)
        XCTAssertNotNil(engine.center(ofText: screen, at: 1), file: file, line: line)
        guard let back = engine.center(ofText: "Back", at: 1) else { return XCTFail("the back button shows", file: file, line: line) }
        engine.tap(at: back, time: 1)
        XCTAssertNil(engine.center(ofText: screen, at: 3), file: file, line: line)
        XCTAssertNotNil(engine.center(ofText: button, at: 3), file: file, line: line)
    }

    func testAFlagPushesItsDestinationAndTheBackButtonClearsIt() {
        assertPushesAndPops(Flagged(), button: "Show", screen: "Detail")
    }

    func testAnItemPushesItsScreenAndTheBackButtonClearsIt() {
        assertPushesAndPops(Picked(), button: "Pick", screen: "About Pear")
    }
}
