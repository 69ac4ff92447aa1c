// ListTests.swift: List and Form read their content as sections (a Section, and each run of rows
// between Sections), keep a ForEach row's id as its identity, take their outermost row modifiers
// off a row as its settings, and draw by style: an inset grouped list (the default, and every
// Form) as white cards inset 16 pt on the grouped background, a plain one on the system
// background; `.scrollContentBackground(.hidden)` lets what is behind show. Also the collection
// edits onDelete and onMove hand their offsets to, and bindings to a collection's elements.

import XCTest
@testable import FlipbookUI
import Raster

/// A counter row: its count is state, which must follow the row, not its position.
private struct CounterRow: View {
    let name: String
    @State private var taps = 0
    var body: some View {
        Text("\(name) \(taps)").onTapGesture { taps += 1 }
    }
}

/// A plain list of two sections with red headers, 200 pt tall under a 20 pt button that scrolls
/// row `target` to the list's top.
private struct PlainSections: View {
    let target: Int
    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                Color.black.frame(height: 20).onTapGesture { proxy.scrollTo(target, anchor: .top) }
                List {
                    Section { ForEach(0..<10) { Text("a\($0)").id($0) } } header: { Color.red.frame(height: 20) }
                    Section { ForEach(10..<20) { Text("b\($0)").id($0) } } header: { Color.blue.frame(height: 20) }
                }
                .listStyle(.plain)
                .frame(height: 200)
            }
        }
    }
}

private struct Counters: View {
    @State var names = ["a", "b"]
    var body: some View {
        VStack {
            List(names, id: \.self) { CounterRow(name: $0) }
            Color.red.frame(width: 20, height: 20).onTapGesture { names.removeFirst() }
        }
    }
}

final class ListTests: XCTestCase {
    private func pixel(_ view: some View, _ x: Int, _ y: Int, size: CGSize = CGSize(width: 200, height: 200)) -> [UInt8] {
        guard let pixmap = Renderer(view, size: size, scale: 1).render() else { return [] }
        let p = pixmap[x, y]
        return [p.r, p.g, p.b, p.a]
    }

    func testSectionsAreTheSectionsAndTheRunsOfRowsBetweenThem() {
        let content = Group {
            Text("loose")
            Section {
                Text("one")
                ForEach(0..<2) { Text("row \($0)") }
            } header: {
                Text("Named")
            } footer: {
                Text("footnote")
            }
            Text("after")
        }
        let sections = ListSection.sections(of: content)
        XCTAssertEqual(sections.map(\.rows.count), [1, 3, 1])
        XCTAssertEqual(sections.map { $0.header != nil }, [false, true, false])
        XCTAssertEqual(sections.map { $0.footer != nil }, [false, true, false])
        XCTAssertEqual(sections[1].rows.map(\.isLast), [false, false, true])
    }

    func testSectionsOfAForEachAreIdentifiedByItsIds() {
        let content = ForEach(["a", "b"], id: \.self) { name in Section(name) { Text(name) } }
        let keys = ListSection.sections(of: content).map(\.key)
        XCTAssertEqual(keys.count, 2)
        XCTAssertNotEqual(keys[0], keys[1])
        let shifted = ListSection.sections(of: Group { Text("banner"); content }).map(\.key)
        XCTAssertEqual(Array(shifted.dropFirst()), keys, "a row above does not change them")
    }

    func testARowsOutermostRowModifiersAreItsSettings() {
        let row = Text("x").padding(4).listRowBackground(Color.red).listRowInsets(EdgeInsets()).listRowSeparator(.hidden)
        let rows = ListRow.rows(of: row)
        XCTAssertEqual(rows.count, 1)
        XCTAssertNotNil(rows[0].settings.background)
        XCTAssertEqual(rows[0].settings.insets, EdgeInsets())
        XCTAssertEqual(rows[0].settings.hiddenSeparators, .all)
        XCTAssertEqual(ListRow.rows(of: Text("y")).first?.settings.hiddenSeparators, [])
    }

    func testRowModifiersFollowedByOtherModifiersStillSetTheRow() {
        let row = Text("x").listRowBackground(Color.yellow).listRowSeparator(.hidden).onTapGesture {}.font(.headline)
        let settings = ListRow.rows(of: row)[0].settings
        XCTAssertNotNil(settings.background)
        XCTAssertEqual(settings.hiddenSeparators, .all)
        let outer = ListRow.rows(of: Text("y").listRowInsets(EdgeInsets()).padding().listRowInsets(nil))[0].settings
        XCTAssertNil(outer.insets, "the outermost of two of a kind wins")
    }

    func testARowsBadgeIsGreyAtItsTrailingEdge() throws {
        let engine = Engine(List { Text("Inbox").badge(5).font(.body) }.frame(width: 300, height: 200),
                            canvasSize: CGSize(width: 300, height: 200))
        let inbox = try XCTUnwrap(engine.center(ofText: "Inbox", at: 0)), count = try XCTUnwrap(engine.center(ofText: "5", at: 0))
        XCTAssertEqual(count.y, inbox.y, accuracy: 0.5)
        XCTAssertGreaterThan(count.x, 250, "at the trailing edge")
    }

    func testAHiddenSeparatorHidesTheLinesAboveAndUnderTheRow() {
        let rows = ListRow.rows(of: Group {
            Text("1"); Text("2"); Text("3").listRowSeparator(.hidden); Text("4")
            Text("5").listRowSeparator(.hidden, edges: .bottom); Text("6")
        })
        XCTAssertEqual(rows.map(\.showsSeparatorBelow), [true, false, false, true, false, true])
    }

    func testALinksBadgeIsBeforeItsChevron() throws {
        let list = NavigationStack { List { NavigationLink("Downloads") { Text("Detail") }.badge(5) } }
        let engine = Engine(list.frame(width: 300, height: 300), canvasSize: CGSize(width: 300, height: 300))
        let count = try XCTUnwrap(engine.center(ofText: "5", at: 0))
        var chevrons: [CGRect] = []
        engine.presentedTree(at: 0).forEach { p in
            if let symbol = p.kind as? SymbolKind, symbol.symbol.name == "chevron.right" { chevrons.append(p.frame) }
        }
        let chevron = try XCTUnwrap(chevrons.first)
        XCTAssertLessThan(count.x, chevron.minX - 8, "the count, then a gap, then the chevron")
        XCTAssertEqual(chevrons.count, 1)
    }

    func testAnEmptyListTakesAllItIsOffered() {
        let engine = Engine(List { EmptyView() }, canvasSize: CGSize(width: 300, height: 400))
        XCTAssertEqual(engine.size(proposing: ProposedViewSize(width: 300, height: 400)), CGSize(width: 300, height: 400))
    }

    func testRowSpacingSetsRowsApartWithoutHairlines() {
        let engine = Engine(List { Text("a"); Text("b") }.listRowSpacing(10).frame(width: 300, height: 300),
                            canvasSize: CGSize(width: 300, height: 300))
        guard let a = engine.center(ofText: "a", at: 0), let b = engine.center(ofText: "b", at: 0) else { return XCTFail("both rows show") }
        XCTAssertEqual(b.y - a.y, 54, accuracy: 0.5, "44 pt rows, 10 pt apart")
        var hairlines = 0
        engine.presentedTree(at: 0).forEach { p in if p.kind is ShapeKind, p.frame.height == ListMetrics.hairline { hairlines += 1 } }
        XCTAssertEqual(hairlines, 0)
    }

    func testACollapsibleSectionsHeaderHidesAndShowsItsRows() throws {
        struct Collapsing: View {
            @State private var open = true
            var body: some View {
                List { Section("Fruit", isExpanded: $open) { Text("Apple"); Text("Pear") } }
            }
        }
        let engine = Engine(Collapsing(), canvasSize: CGSize(width: 300, height: 400))
        XCTAssertNotNil(engine.center(ofText: "Apple", at: 0))
        let header = try XCTUnwrap(engine.center(ofText: "Fruit", at: 0))
        XCTAssertTrue(engine.tap(at: header, time: 0))
        engine.advance(to: 2)
        XCTAssertNil(engine.center(ofText: "Apple", at: 2), "collapsed")
        XCTAssertTrue(engine.tap(at: header, time: 2))
        engine.advance(to: 4)
        XCTAssertNotNil(engine.center(ofText: "Pear", at: 4), "expanded again")
    }

    func testLabelTitlesLineUpAndTheirHairlinesStartUnderThem() throws {
        let list = List {
            Label("Wi-Fi", systemImage: "wifi")
            Label("Bluetooth", systemImage: "b.circle")
            NavigationLink { Text("Detail") } label: { Label("General", systemImage: "gear") }
        }
        .listStyle(.plain)
        let engine = Engine(NavigationStack { list }.frame(width: 300, height: 400), canvasSize: CGSize(width: 300, height: 400))
        var titles: [String: CGRect] = [:], hairlines: [CGRect] = []
        engine.presentedTree(at: 0).forEach { p in
            if let text = p.kind as? TextKind { titles[text.string] = p.frame }
            if p.kind is ShapeKind, p.frame.height == ListMetrics.hairline { hairlines.append(p.frame) }
        }
        for name in ["Wi-Fi", "Bluetooth", "General"] {
            XCTAssertEqual(try XCTUnwrap(titles[name]).minX, ListMetrics.iconRowTextInset, accuracy: 0.01, name)
        }
        XCTAssertFalse(hairlines.isEmpty)
        for line in hairlines { XCTAssertEqual(line.minX, ListMetrics.iconRowTextInset, accuracy: 0.01) }
    }

    func testAHairlineStartsUnderTheRowsFirstText() throws {
        let list = List {
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 8).fill(.blue).frame(width: 36, height: 36)
                VStack(alignment: .leading) { Text("Groceries"); Text("Today") }
                Spacer()
                Text("$12")
            }
            Color.green.frame(width: 30, height: 30)
            Text("Last")
        }
        .listStyle(.plain)
        let engine = Engine(list.frame(width: 300, height: 400), canvasSize: CGSize(width: 300, height: 400))
        var hairlines: [CGRect] = []
        engine.presentedTree(at: 0).forEach { p in
            if p.kind is ShapeKind, p.frame.height == ListMetrics.hairline { hairlines.append(p.frame.standardized) }
        }
        hairlines.sort { $0.minY < $1.minY }
        XCTAssertEqual(hairlines.count, 3)
        XCTAssertEqual(hairlines[0].minX, ListMetrics.rowInset + 36 + 12, accuracy: 0.01, "under the title, past the icon")
        XCTAssertEqual(hairlines[1].minX, ListMetrics.rowInset, accuracy: 0.01, "a row with no text: the row's inset")
        // The titles of a row's swipe actions and of a segmented control's segments are not the row's text.
        let controls = List {
            HStack(spacing: 12) {
                Color.blue.frame(width: 36, height: 36)
                Text("Swipe me")
            }
            .swipeActions { Button("Delete", role: .destructive) {} }
            Picker("Mode", selection: .constant(0)) { Text("One").tag(0); Text("Two").tag(1) }.pickerStyle(.segmented)
            Text("Last")
        }
        .listStyle(.plain)
        var lines: [CGRect] = []
        Engine(controls.frame(width: 300, height: 400), canvasSize: CGSize(width: 300, height: 400)).presentedTree(at: 0).forEach { p in
            if p.kind is ShapeKind, p.frame.height == ListMetrics.hairline { lines.append(p.frame.standardized) }
        }
        lines.sort { $0.minY < $1.minY }
        XCTAssertEqual(lines.first?.minX ?? -1, ListMetrics.rowInset + 36 + 12, accuracy: 0.01)
        XCTAssertEqual(lines.dropFirst().first?.minX ?? -1, ListMetrics.rowInset, accuracy: 0.01)
    }

    func testALongListBuildsTheRowsInReachAndMoreAsItScrolls() {
        let engine = Engine(List(0..<1000, id: \.self) { Text("Row \($0)") }.listStyle(.plain), canvasSize: CGSize(width: 300, height: 600))
        func rowsBuilt(at t: Double) -> Int {
            var count = 0
            engine.presentedTree(at: t).forEach { p in if let text = p.kind as? TextKind, text.string.hasPrefix("Row ") { count += 1 } }
            return count
        }
        let first = rowsBuilt(at: 0)
        XCTAssertGreaterThan(first, 600 / 44, "a screen's worth and more")
        XCTAssertLessThan(first, 100, "not a thousand")
        var scrollContent: CGFloat = 0
        engine.presentedTree(at: 0).forEach { p in
            if p.kind is ScrollViewKind { scrollContent = p.children.first?.frame.height ?? 0 }
        }
        XCTAssertGreaterThanOrEqual(scrollContent, 1000 * 44, "room for every row")
        var t = 0.0
        for _ in 0..<8 { t = drag(engine, from: CGPoint(x: 150, y: 550), by: 0, -500, at: t, hold: true) + 0.1 }
        engine.advance(to: t + 1)
        XCTAssertGreaterThan(rowsBuilt(at: t + 1), first, "scrolling builds the rows it reaches")
    }

    func testARowsStateFollowsItsIdWhenTheRowsAboveGo() {
        let engine = Engine(Counters(), canvasSize: CGSize(width: 200, height: 300))
        guard let b = engine.center(ofText: "b 0", at: 0) else { return XCTFail("row b shows") }
        engine.tap(at: b, time: 0.1)
        XCTAssertNotNil(engine.center(ofText: "b 1", at: 0.2))
        guard let remove = engine.tapTargets(at: 0.3).last else { return XCTFail("the red square takes taps") }
        engine.tap(at: remove, time: 0.3)
        XCTAssertNil(engine.center(ofText: "a 0", at: 0.4))
        XCTAssertNotNil(engine.center(ofText: "b 1", at: 0.4), "b keeps its count in a's place")
    }

    func testAnInsetGroupedListIsWhiteCardsOnTheGroupedBackground() {
        let list = List { Text("A"); Text("B") }
        // The first card: 16 pt in and down, two 44 pt rows.
        XCTAssertEqual(pixel(list, 8, 40), [242, 242, 247, 255], "grouped background beside the card")
        XCTAssertEqual(pixel(list, 150, 30), [255, 255, 255, 255], "the card")
        XCTAssertEqual(pixel(list, 150, 110), [242, 242, 247, 255], "below the two rows")
        XCTAssertEqual(pixel(list.listStyle(.plain), 8, 40), [255, 255, 255, 255], "a plain list has no cards")
    }

    func testALabelsIconInARowTakesTheTintOrTheRowsItemTint() {
        func iconStyles(_ view: some View) -> [ResolvedStyle] {
            var styles: [ResolvedStyle] = []
            Engine(view, canvasSize: CGSize(width: 390, height: 300)).presentedTree(at: 0).forEach {
                if let symbol = $0.kind as? SymbolKind { styles.append(symbol.style) }
            }
            return styles
        }
        guard case .color(let row)? = iconStyles(List { Label("Wi-Fi", systemImage: "wifi") }).first,
              case .color(let loose)? = iconStyles(Label("Wi-Fi", systemImage: "wifi")).first,
              case .color(let styled)? = iconStyles(List { Label("Wi-Fi", systemImage: "wifi").foregroundStyle(.red) }).first else {
            return XCTFail("an icon each")
        }
        XCTAssertEqual(row, Color.accentColor.resolved(in: .light))
        XCTAssertEqual(loose, Color.primary.resolved(in: .light), "outside a list, the foreground")
        XCTAssertEqual(styled, Color.red.resolved(in: .light), "a foreground style set on it wins")
        guard case .color(let tinted)? = iconStyles(List { Label("Wi-Fi", systemImage: "wifi").listItemTint(.orange) }).first,
              case .color(let plain)? = iconStyles(List { Label("Wi-Fi", systemImage: "wifi") }.listItemTint(.monochrome)).first else {
            return XCTFail("an icon each")
        }
        XCTAssertEqual(tinted, Color.orange.resolved(in: .light), "the row's own tint")
        XCTAssertEqual(plain, Color.primary.resolved(in: .light), "monochrome: the label colour")
    }

    func testAButtonInASectionHeaderKeepsItsTintWhileTheHeaderIsGrey() {
        func textColors(_ view: some View) -> [String: Color] {
            var colors: [String: Color] = [:]
            Engine(view, canvasSize: CGSize(width: 390, height: 300)).presentedTree(at: 0).forEach {
                if let text = $0.kind as? TextKind, case .color(let color)? = text.styles.first { colors[text.string] = color }
            }
            return colors
        }
        for style in [AnyView(List { Section { Text("Alice") } header: { HStack { Text("Favorites"); Spacer(); Button("Edit") {} } } }),
                      AnyView(List { Section { Text("Alice") } header: { HStack { Text("Favorites"); Spacer(); Button("Edit") {} } } }
                                .listStyle(.plain))] {
            let colors = textColors(style)
            XCTAssertEqual(colors["Edit"], Color.accentColor.resolved(in: .light), "the button in the tint")
            XCTAssertEqual(colors["Favorites"], HierarchicalShapeStyle.labelColors[1].resolved(in: .light), "the header grey")
        }
        let styled = textColors(List { Section { Text("Alice") } header: { Text("Favorites").foregroundStyle(.red) } })
        XCTAssertEqual(styled["Favorites"], Color.red.resolved(in: .light), "a style written in the header wins")
    }

    func testDefaultMinListRowHeightMakesEveryRowAtLeastThatTall() throws {
        let list = List {
            Text("One")
            Text("Two")
            Picker("Flavor", selection: .constant(1)) { Text("Three").tag(1); Text("Four").tag(2) }
                .pickerStyle(.inline)
                .labelsHidden()
        }
        .environment(\.defaultMinListRowHeight, 60)
        let engine = Engine(list, canvasSize: CGSize(width: 390, height: 500))
        let centers = try ["One", "Two", "Three", "Four"].map { try XCTUnwrap(engine.center(ofText: $0, at: 0)).y }
        for (above, below) in zip(centers, centers.dropFirst()) {
            XCTAssertEqual(below - above, 60, accuracy: 0.5, "rows 60 pt apart, an inline option too: \(centers)")
        }
    }

    func testAPlainListsSectionHeaderStaysAtTheTopWhileItsRowsScrollUnderIt() throws {
        func color(_ target: Int, at y: Int) throws -> RGBA8 {
            let renderer = Renderer(PlainSections(target: target), size: CGSize(width: 200, height: 220), scale: 1, background: .white)
            renderer.tap(at: CGPoint(x: 100, y: 10), time: 0.1)
            return try XCTUnwrap(renderer.render(at: 1))[100, y].straight
        }
        let red = RGBA8(r: 255, g: 59, b: 48, a: 255), blue = RGBA8(r: 0, g: 122, b: 255, a: 255)
        // The header is the red padded 6 pt: canvas rows 26…46 when held at the list's top (20).
        XCTAssertEqual(try color(5, at: 36), red, "A's header held over its rows")
        XCTAssertEqual(try color(14, at: 36), blue, "B's header held, A's gone")
    }

    func testAFormIsGroupedWhateverTheListStyle() {
        let form = Form { Text("A") }.listStyle(.plain)
        XCTAssertEqual(pixel(form, 8, 40), [242, 242, 247, 255])
    }

    func testAHiddenContentBackgroundShowsWhatIsBehind() {
        let list = List { Text("A") }.scrollContentBackground(.hidden).background(Color.black)
        XCTAssertEqual(pixel(list, 8, 40), [0, 0, 0, 255])
    }

    func testRemovingAndMovingByOffsetsAsSwiftUIDoes() {
        var letters = ["a", "b", "c", "d"]
        letters.remove(atOffsets: IndexSet([0, 2]))
        XCTAssertEqual(letters, ["b", "d"])
        var moving = ["a", "b", "c", "d"]
        moving.move(fromOffsets: IndexSet([0]), toOffset: 3)
        XCTAssertEqual(moving, ["b", "c", "a", "d"])
        moving = ["a", "b", "c", "d"]
        moving.move(fromOffsets: IndexSet([3]), toOffset: 0)
        XCTAssertEqual(moving, ["d", "a", "b", "c"])
        moving = ["a", "b", "c", "d"]
        moving.move(fromOffsets: IndexSet([1, 2]), toOffset: 4)
        XCTAssertEqual(moving, ["a", "d", "b", "c"])
    }

    func testABindingToACollectionIsBindingsToItsElements() {
        var storage = [1, 2, 3]
        let binding = Binding(get: { storage }, set: { storage = $0 })
        XCTAssertEqual(binding.count, 3)
        binding[1].wrappedValue = 20
        XCTAssertEqual(storage, [1, 20, 3])
        XCTAssertEqual(binding.map(\.wrappedValue), [1, 20, 3])
    }

    func testAButtonRowTakesATapAnywhereOnItsCell() {
        final class Count { var taps = 0 }
        let count = Count()
        let list = List { Button("Add") { count.taps += 1 } }.listStyle(.plain)
        let engine = Engine(list.frame(width: 300, height: 200), canvasSize: CGSize(width: 300, height: 200))
        // Beyond its title, and in the cell's inset above and before it.
        engine.tap(at: CGPoint(x: 250, y: 22), time: 0.1)
        engine.tap(at: CGPoint(x: 4, y: 2), time: 0.5)
        XCTAssertEqual(count.taps, 2)
    }

    func testABorderlessButtonRowTakesTapsOnItsLabelAlone() {
        final class Count { var taps = 0 }
        let count = Count()
        let list = List { Button("Add") { count.taps += 1 }.buttonStyle(.borderless) }.listStyle(.plain)
        let engine = Engine(list.frame(width: 300, height: 200), canvasSize: CGSize(width: 300, height: 200))
        engine.tap(at: CGPoint(x: 250, y: 22), time: 0.1)
        XCTAssertEqual(count.taps, 0)
    }
}
