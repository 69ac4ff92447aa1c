// NavigationSplitView.swift: the split view as an iPhone shows it, collapsed into one stack: the
// sidebar at the root; a row chosen there (a link with a value, in a List bound to a selection)
// selects it and pushes the next column (the content, else the detail), and so does a row of the
// content column; the back button comes back without it. A link with a destination pushes it, as
// in any stack. Column widths, styles and visibility shape the columns side by side on an iPad or
// a Mac; on an iPhone there are none, so they change nothing here.

/// Two or three columns, collapsed on an iPhone into a stack.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    @State private var showsContent = false
    @State private var showsDetail = false

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    public var body: some View {
        let showsContent = $showsContent, showsDetail = $showsDetail
        NavigationStack {
            if let content {
                sidebar
                    .environment(\.splitColumnAdvance, SplitColumnAdvance { showsContent.wrappedValue = true })
                    .navigationDestination(isPresented: showsContent) {
                        content
                            .environment(\.splitColumnAdvance, SplitColumnAdvance { showsDetail.wrappedValue = true })
                            .navigationDestination(isPresented: showsDetail) { detail }
                    }
            } else {
                sidebar
                    .environment(\.splitColumnAdvance, SplitColumnAdvance { showsDetail.wrappedValue = true })
                    .navigationDestination(isPresented: showsDetail) { detail }
            }
        }
    }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
    }
}

/// Which columns of a split view show side by side (on an iPhone, one at a time whatever it says).
public struct NavigationSplitViewVisibility: Equatable, Hashable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// How a split view shares its width between columns side by side.
public protocol NavigationSplitViewStyle {}
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}

extension View {
    /// How the split view shares its width between columns side by side: none on an iPhone.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }

    /// The width of this column when the columns stand side by side: never on an iPhone.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }

    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}

/// Shows the split view's next column, for a row chosen in this one.
struct SplitColumnAdvance {
    let show: () -> Void
}

private struct SplitColumnAdvanceKey: EnvironmentKey { static var defaultValue: SplitColumnAdvance? { nil } }

extension EnvironmentValues {
    /// In a split view's sidebar or content column: how a chosen row shows the next column.
    var splitColumnAdvance: SplitColumnAdvance? {
        get { self[SplitColumnAdvanceKey.self] }
        set { self[SplitColumnAdvanceKey.self] = newValue }
    }
}
