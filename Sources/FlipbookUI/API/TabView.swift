// TabView.swift: TabView with its two iOS styles, and the tabs it reads from its content: views
// with `.tabItem { … }` (and `.tag` for a selection), or iOS 18's `Tab`. A tab's item and badge
// count where they are its outermost modifiers (`.tag` aside), as they are written. Drawn by eye
// (README approximations):
// - the tab bar (the automatic style): the selected tab's content above a 49 pt bar on the bar
//   material under a hairline, each item's icon (filled) over its title (10 pt medium) in the tint when
//   selected, grey otherwise; a tap selects at once, as on iOS. Every tab is built (an unshown
//   one draws nothing), so its state lives on; its onAppear runs at the start, not when shown;
// - pages (`.tabViewStyle(.page)`): the tabs side by side, one canvas wide each, the selected
//   one shown; a drag past half a page (or flung past it) turns to the next with a spring, a
//   selection changed in an animation slides there; white dots at the bottom, on a dark
//   capsule with `.indexViewStyle(.page(backgroundDisplayMode: .always))`.

/// Tabs, one shown at a time.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: Binding<SelectionValue>?
    @State private var ownSelection: AnyHashable?
    @State private var dragOffset: CGFloat = 0
    /// The selected tab asks for no tab bar (TabBarHiddenKey).
    @State private var tabBarHidden = false
    @Environment(\.tabViewLook) private var look
    @Environment(\.pageIndexBackground) private var indexBackground

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View {
        let tabs = TabEntry.tabs(of: content)
        let selected = selectedIndex(in: tabs)
        switch look {
        case .tabBar: tabBar(tabs, selected: selected)
        case .page(let dots): pages(tabs, selected: selected, dots: dots)
        }
    }

    /// The index of the selected tab: the one whose tag is the selection (the first when none is).
    private func selectedIndex(in tabs: [TabEntry]) -> Int {
        let current = selection.map { AnyHashable($0.wrappedValue) } ?? ownSelection
        return tabs.firstIndex { $0.tag == current } ?? 0
    }

    private func select(_ tab: TabEntry) {
        if let selection {
            if let value = tab.tag.base as? SelectionValue { selection.wrappedValue = value }
        } else {
            ownSelection = tab.tag
        }
    }

    @ViewBuilder private func tabBar(_ tabs: [TabEntry], selected: Int) -> some View {
        VStack(spacing: 0) {
            // Every tab is kept, each under its tag, so that its state (a navigation stack's
            // path) lives on while another is shown; the others draw nothing and take no touches.
            ZStack {
                ForEach(0..<tabs.count, id: \.self) { index in
                    tabs[index].content
                        .opacity(index == selected ? 1 : 0)
                        .allowsHitTesting(index == selected)
                        // Only the tab shown can hide the bar or give it a background.
                        .transformPreference(TabBarHiddenKey.self) { if index != selected { $0 = false } }
                        .transformPreference(TabBarBackgroundKey.self) { if index != selected { $0 = nil } }
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .onPreferenceChange(TabBarHiddenKey.self) { tabBarHidden = $0 }
            if !tabBarHidden {
                // The bar's room; the bar is drawn over it, with the background the tab shown
                // asks for (`.toolbarBackground(_:for: .tabBar)`), which only the bar can read.
                Color.clear.frame(height: TabBar.height)
            }
        }
        .overlayPreferenceValue(TabBarBackgroundKey.self, alignment: .bottom) { background in
            if !tabBarHidden {
                TabBar(tabs: tabs, selected: selected, background: background) { select(tabs[$0]) }
            }
        }
    }

    private func pages(_ tabs: [TabEntry], selected: Int, dots: Visibility) -> some View {
        GeometryReader { proxy in
            let width = proxy.size.width
            HStack(spacing: 0) {
                ForEach(0..<tabs.count, id: \.self) { index in
                    tabs[index].content.frame(width: width, height: proxy.size.height)
                }
            }
            .offset(x: -CGFloat(selected) * width + dragOffset)
            // The whole page takes the swipe, its empty space too, as UIPageViewController does.
            .contentShape(Rectangle())
            .gesture(DragGesture(minimumDistance: 10)
                .onChanged { value in
                    withTransaction(Transaction()) { dragOffset = value.translation.width }
                }
                .onEnded { value in
                    let turned = Self.turn(translation: value.translation.width, predicted: value.predictedEndTranslation.width, width: width)
                    let target = min(max(selected + turned, 0), tabs.count - 1)
                    withAnimation(.spring(duration: 0.35, bounce: 0)) {
                        dragOffset = 0
                        if target != selected { select(tabs[target]) }
                    }
                })
        }
        .clipped()
        .overlay(alignment: .bottom) {
            if dots != .hidden && tabs.count > 1 {
                PageDots(count: tabs.count, selected: selected, showsBackground: indexBackground == .always)
            }
        }
    }

    /// How many pages a drag turns: one back or forward once it (or where it was flung) passes
    /// half a page.
    static func turn(translation: CGFloat, predicted: CGFloat, width: CGFloat) -> Int {
        let reach = abs(predicted) > abs(translation) ? predicted : translation
        guard width > 0, abs(reach) > width / 2 else { return 0 }
        return reach < 0 ? 1 : -1
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

/// One tab as the TabView reads it: its content, its tag, its item and badge.
struct TabEntry {
    let content: AnyView
    let tag: AnyHashable
    let item: AnyView?
    let badge: Text?

    static func tabs(of content: any View) -> [TabEntry] {
        ViewList.views(of: content).enumerated().map { index, listed in
            var item: AnyView?
            var badge: Text?
            let (settings, view) = ViewList.peel(listed.view, TabItemModifier.self)
            for modifier in settings {
                switch modifier.setting {
                case .item(let label): item = item ?? label
                case .badge(let text): badge = badge ?? text
                }
            }
            if let tab = view as? TabReading {
                return TabEntry(content: tab.tabBody, tag: listed.tag ?? tab.tabValue ?? AnyHashable(index),
                                item: item ?? tab.tabLabel, badge: badge)
            }
            return TabEntry(content: AnyView(view), tag: listed.tag ?? AnyHashable(index), item: item, badge: badge)
        }
    }
}

/// What `.tabItem` or `.badge` sets for a tab.
enum TabSetting {
    case item(AnyView)
    case badge(Text?)
}

/// A tab modifier: read by the TabView, it draws nothing itself.
struct TabItemModifier: ItemSettingModifier {
    let setting: TabSetting
    func body(content: Content) -> some View { content }
}

extension View {
    /// The item that stands for this view in the tab bar of the TabView around it.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(setting: .item(AnyView(label()))))
    }

    /// A count on this tab's item (0: none).
    public func badge(_ count: Int) -> some View {
        modifier(TabItemModifier(setting: .badge(count == 0 ? nil : Text("\(count)"))))
    }

    /// A text on this tab's item (nil: none).
    public func badge(_ label: Text?) -> some View { modifier(TabItemModifier(setting: .badge(label))) }

    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View { badge(label.map { Text($0) }) }

    /// Sets the style of the tab views inside.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewLook, (style as? PageTabViewStyle).map { .page($0.indexDisplayMode.visibility) } ?? .tabBar)
    }

    /// Sets how the page dots of the page-style tab views inside are drawn.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\.pageIndexBackground, (style as? PageIndexViewStyle)?.backgroundDisplayMode ?? .automatic)
    }
}

/// A tab of iOS 18's TabView content.
public struct Tab<Value: Hashable, Content: View, Label: View>: View, TabReading {
    let value: Value?
    let label: Label
    let content: Content

    public var body: some View { content }

    var tabBody: AnyView { AnyView(content) }
    var tabValue: AnyHashable? { value.map { AnyHashable($0) } }
    var tabLabel: AnyView? { AnyView(label) }
}

extension Tab where Label == FlipbookUI.Label<Text, Image> {
    public init(_ title: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.value = value
        self.label = FlipbookUI.Label(title, systemImage: systemImage)
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.value = value
        self.label = FlipbookUI.Label(title, systemImage: systemImage)
        self.content = content()
    }
}

extension Tab where Value == Never, Label == FlipbookUI.Label<Text, Image> {
    public init(_ title: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.label = FlipbookUI.Label(title, systemImage: systemImage)
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.label = FlipbookUI.Label(title, systemImage: systemImage)
        self.content = content()
    }
}

/// What a tab is for, beyond its content: a search tab (iOS 18), which iOS labels "Search" with a
/// magnifying glass and places last in the bar (it is drawn where it is written here).
public struct TabRole: Hashable, Sendable {
    let name: String
    public static let search = TabRole(name: "search")
}

extension Tab where Label == FlipbookUI.Label<Text, Image> {
    /// A tab in a role; a search tab is labelled "Search" with a magnifying glass.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.value = value
        self.label = FlipbookUI.Label("Search", systemImage: "magnifyingglass")
        self.content = content()
    }

    public init(_ title: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(title, systemImage: systemImage, value: value, content: content)
    }
}

extension Tab where Value == Never, Label == FlipbookUI.Label<Text, Image> {
    /// A tab in a role; a search tab is labelled "Search" with a magnifying glass.
    public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.label = FlipbookUI.Label("Search", systemImage: "magnifyingglass")
        self.content = content()
    }

    public init(_ title: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(title, systemImage: systemImage, content: content)
    }
}

/// A `Tab`, read without its generic types.
protocol TabReading {
    var tabBody: AnyView { get }
    var tabValue: AnyHashable? { get }
    var tabLabel: AnyView? { get }
}

/// How a TabView looks.
public protocol TabViewStyle {}
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show.
    public struct IndexDisplayMode: Sendable {
        let visibility: Visibility
        public static let automatic = IndexDisplayMode(visibility: .automatic)
        public static let always = IndexDisplayMode(visibility: .visible)
        public static let never = IndexDisplayMode(visibility: .hidden)
    }
    let indexDisplayMode: IndexDisplayMode
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
}
/// iOS 18's style that is a sidebar where there is room and a tab bar on iPhone, as here.
public struct SidebarAdaptableTabViewStyle: TabViewStyle { public init() {} }
/// The tab bar, asked for by name.
public struct TabBarOnlyTabViewStyle: TabViewStyle { public init() {} }
extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { .init() } }
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle { public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { .init() } }
extension TabViewStyle where Self == TabBarOnlyTabViewStyle { public static var tabBarOnly: TabBarOnlyTabViewStyle { .init() } }
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { .init() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { .init(indexDisplayMode: indexDisplayMode) }
}

/// How a page-style TabView's dots look.
public protocol IndexViewStyle {}
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots stand on a dark capsule.
    public enum BackgroundDisplayMode: Sendable {
        case automatic, interactive, always, never
    }
    let backgroundDisplayMode: BackgroundDisplayMode
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
}
extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { .init() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        .init(backgroundDisplayMode: backgroundDisplayMode)
    }
}

/// The looks a TabView style comes to.
enum TabViewLook {
    case tabBar
    /// Pages, with the dots' visibility.
    case page(Visibility)
}

private struct TabViewLookKey: EnvironmentKey { static var defaultValue: TabViewLook { .tabBar } }
private struct PageIndexBackgroundKey: EnvironmentKey { static var defaultValue: PageIndexViewStyle.BackgroundDisplayMode { .automatic } }

extension EnvironmentValues {
    var tabViewLook: TabViewLook {
        get { self[TabViewLookKey.self] }
        set { self[TabViewLookKey.self] = newValue }
    }
    var pageIndexBackground: PageIndexViewStyle.BackgroundDisplayMode {
        get { self[PageIndexBackgroundKey.self] }
        set { self[PageIndexBackgroundKey.self] = newValue }
    }
}

// MARK: - Drawing

/// The tab bar: an item per tab, the selected one in the tint.
private struct TabBar: View {
    let tabs: [TabEntry]
    let selected: Int
    /// The background the tab shown asks for (nil: the bar material).
    let background: AnyShapeStyle?
    let select: (Int) -> Void
    @Environment(\.tint) private var tint

    static let height: CGFloat = 49

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<tabs.count, id: \.self) { index in
                TabBarItem(tab: tabs[index])
                    .foregroundStyle(index == selected ? AnyShapeStyle(tint ?? .accentColor) : AnyShapeStyle(Color.gray))
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .contentShape(Rectangle())
                    .onTapGesture { select(index) }
            }
        }
        .frame(height: Self.height)
        .background(background ?? AnyShapeStyle(Material.bar))
        .overlay(alignment: .top) { Rectangle().fill(Color.separator).frame(height: 0.5) }
    }
}

/// A tab's item: its icon over its title, and its badge.
private struct TabBarItem: View {
    let tab: TabEntry

    /// A badge's height, and the width of a one-character one (by eye).
    static let badgeHeight: CGFloat = 18

    var body: some View {
        (tab.item ?? AnyView(EmptyView()))
            .labelStyle(TabItemLabelStyle())
            // A tab bar draws its icons filled, as iOS does (`house` shows as `house.fill`).
            .symbolVariant(.fill)
            // A title given as a bare Text is a tab label too.
            .font(TabItemLabelStyle.titleFont)
            .overlay(alignment: .topTrailing) {
                if let badge = tab.badge {
                    badge
                        .font(.system(size: 13))
                        .foregroundStyle(.white)
                        .lineLimit(1)
                        .padding(.horizontal, 5)
                        .frame(minWidth: Self.badgeHeight, minHeight: Self.badgeHeight)
                        .background(Capsule().fill(Color.red))
                        // On one line at its own width: an overlay is offered the item's size,
                        // narrower than "128" or "New".
                        .fixedSize()
                        // A longer badge widens to the right of where a one-digit one starts.
                        .alignmentGuide(.trailing) { $0[.leading] + Self.badgeHeight }
                        .offset(x: 12, y: -2)
                }
            }
    }
}

/// A tab item's label: the icon over the title.
private struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon.font(.system(size: 22))
            configuration.title.font(Self.titleFont)
        }
    }

    static let titleFont = Font.system(size: 10, weight: .medium)
}

/// A page-style TabView's dots.
private struct PageDots: View {
    let count: Int
    let selected: Int
    let showsBackground: Bool

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { index in
                Circle().fill(Color.white.opacity(index == selected ? 1 : 0.5)).frame(width: 8, height: 8)
            }
        }
        .padding(.horizontal, 8)
        .padding(.vertical, 6)
        .background(Capsule().fill(Color.black.opacity(showsBackground ? 0.25 : 0)))
        .padding(.bottom, 8)
    }
}

/// iOS 18's group of tabs under a title: a sidebar section where there is a sidebar; in the tab
/// bar of an iPhone, as here, its tabs stand among the others.
public struct TabSection<Header: View, Content: View, Footer: View>: View, ViewListSource {
    let header: Header
    let content: Content
    let footer: Footer

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }

    public var body: some View { content }
    var listed: [TaggedView] { ViewList.views(of: content) }
}

extension TabSection where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension TabSection where Header == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
    }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() })
    }
}
