// Toolbar.swift: `.toolbar` and what goes in it: ToolbarItem and ToolbarItemGroup at a
// placement, built with ToolbarContentBuilder, or plain views (which go where `.automatic`
// does). A NavigationStack draws the items of the screen it shows in its bar (leading,
// trailing, or in the middle for `.principal`) and in a bottom bar (`.bottomBar`, `.status`);
// outside a navigation stack, and for `.keyboard`, there is no bar to draw them in.

/// What a toolbar holds.
@MainActor @preconcurrency public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Body { get }
}

extension Never: ToolbarContent {}

/// One item of a toolbar, with where it goes.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let content: AnyView

    /// The item built in `environment` wherever the bar puts it. A bar shows a label's icon
    /// alone (`Button("Add", systemImage: "plus")` is a plus), unless a label style was asked for.
    func built(in environment: EnvironmentValues) -> ToolbarEntry {
        var environment = environment
        if environment.labelStyle is DefaultLabelStyle { environment.labelStyle = IconOnlyLabelStyle() }
        return ToolbarEntry(placement: placement, content: AnyView(InEnvironment(environment: environment, content: content)))
    }

    /// The items `content` stands for: a primitive's own, else those of its body.
    static func entries(of content: any ToolbarContent) -> [ToolbarEntry] {
        if let primitive = content as? ToolbarEntriesSource { return primitive.toolbarEntries }
        return entries(of: content.body)
    }
}

/// A toolbar content Flipbook knows the items of.
protocol ToolbarEntriesSource {
    var toolbarEntries: [ToolbarEntry] { get }
}

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Sendable {
    /// Where Flipbook's bar draws an item.
    enum Spot: Sendable { case leading, trailing, principal, bottom, none }
    let spot: Spot
    /// Drawn semibold, as iOS draws the button that confirms a sheet ("Save", "Done").
    var isEmphasized = false

    public static let automatic = ToolbarItemPlacement(spot: .trailing)
    public static let principal = ToolbarItemPlacement(spot: .principal)
    public static let navigation = ToolbarItemPlacement(spot: .leading)
    public static let primaryAction = ToolbarItemPlacement(spot: .trailing)
    public static let secondaryAction = ToolbarItemPlacement(spot: .trailing)
    public static let status = ToolbarItemPlacement(spot: .bottom)
    public static let confirmationAction = ToolbarItemPlacement(spot: .trailing, isEmphasized: true)
    public static let cancellationAction = ToolbarItemPlacement(spot: .leading)
    public static let destructiveAction = ToolbarItemPlacement(spot: .trailing)
    /// Above the keyboard, which a recording never shows.
    public static let keyboard = ToolbarItemPlacement(spot: .none)
    public static let topBarLeading = ToolbarItemPlacement(spot: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(spot: .trailing)
    public static let bottomBar = ToolbarItemPlacement(spot: .bottom)
    @available(*, deprecated, renamed: "topBarLeading")
    public static let navigationBarLeading = ToolbarItemPlacement(spot: .leading)
    @available(*, deprecated, renamed: "topBarTrailing")
    public static let navigationBarTrailing = ToolbarItemPlacement(spot: .trailing)
}

/// One item of a toolbar.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, ToolbarEntriesSource {
    let placement: ToolbarItemPlacement
    let content: Content

    public var body: Never { fatalError("ToolbarItem is primitive") }
    var toolbarEntries: [ToolbarEntry] {
        [ToolbarEntry(placement: placement, content: placement.isEmphasized ? AnyView(content.fontWeight(.semibold)) : AnyView(content))]
    }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several items at one placement, side by side.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, ToolbarEntriesSource {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var body: Never { fatalError("ToolbarItemGroup is primitive") }
    var toolbarEntries: [ToolbarEntry] {
        ViewList.views(of: content).map { ToolbarEntry(placement: placement, content: AnyView($0.view)) }
    }
}

/// The items of a builder block, in order.
public struct TupleToolbarContent: ToolbarContent, ToolbarEntriesSource {
    let toolbarEntries: [ToolbarEntry]
    public var body: Never { fatalError("TupleToolbarContent is primitive") }
}

@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock() -> TupleToolbarContent { TupleToolbarContent(toolbarEntries: []) }
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent {
        var entries: [ToolbarEntry] = []
        repeat entries.append(contentsOf: ToolbarEntry.entries(of: each content))
        return TupleToolbarContent(toolbarEntries: entries)
    }
    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> TupleToolbarContent {
        TupleToolbarContent(toolbarEntries: content.map(ToolbarEntry.entries) ?? [])
    }
    public static func buildEither<Content: ToolbarContent>(first: Content) -> TupleToolbarContent {
        TupleToolbarContent(toolbarEntries: ToolbarEntry.entries(of: first))
    }
    public static func buildEither<Content: ToolbarContent>(second: Content) -> TupleToolbarContent {
        TupleToolbarContent(toolbarEntries: ToolbarEntry.entries(of: second))
    }
}

/// The bars `.toolbar(_:for:)` and `.toolbarBackground` speak of.
public struct ToolbarPlacement: Sendable, Equatable {
    enum Bar: Sendable { case automatic, navigationBar, bottomBar, tabBar }
    let bar: Bar
    public static let automatic = ToolbarPlacement(bar: .automatic)
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
}

extension View {
    /// Puts toolbar items in the bars of the navigation stack around (where `.automatic` goes).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        navigationItem(.toolbar(ViewList.views(of: content()).map { ToolbarEntry(placement: .automatic, content: AnyView($0.view)) }))
    }

    /// Puts toolbar items in the bars of the navigation stack around, each at its placement.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        navigationItem(.toolbar(ToolbarEntry.entries(of: content())))
    }

    /// Shows or hides the navigation bar (`.navigationBar` or `.automatic`) and the tab bar of the
    /// tab view around (`.tabBar`, while the view is in its selected tab); the bottom bar is shown
    /// as its content asks either way.
    @ViewBuilder
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let tabBar = bars.contains(.tabBar) && visibility == .hidden
        if bars.contains(where: { $0 == .navigationBar || $0 == .automatic }) {
            navigationItem(.barHidden(visibility == .hidden)).transformPreference(TabBarHiddenKey.self) { $0 = $0 || tabBar }
        } else {
            transformPreference(TabBarHiddenKey.self) { $0 = $0 || tabBar }
        }
    }

    /// The background of the navigation bar (`.navigationBar` or `.automatic`) or of the tab bar
    /// while this view's tab is shown (`.tabBar`).
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        modifier(BarBackgrounds(style: AnyShapeStyle(style), navigationBar: bars.contains { $0 == .navigationBar || $0 == .automatic },
                                tabBar: bars.contains(.tabBar)))
    }

    /// Whether the bar's background shows; at rest an iOS bar over its content has none, so
    /// `.visible` only shows one given with `toolbarBackground(_:for:)`.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// The scheme the navigation bar's title and items are drawn in (a white title on a dark
    /// bar background); nil leaves them in the screen's.
    @ViewBuilder
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        if let colorScheme, bars.contains(where: { $0 == .navigationBar || $0 == .automatic }) {
            navigationItem(.barColorScheme(colorScheme))
        } else {
            self
        }
    }
}

/// A view built in a given environment, wherever it is placed (a toolbar item in the bar).
struct InEnvironment: View, PrimitiveView {
    let environment: EnvironmentValues
    let content: AnyView
    var body: Never { fatalError("primitive") }
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        // The stack it is built in is the bar's, not the one the toolbar was written in: a Spacer
        // between a bottom bar's items grows along the bar (it grew both ways, and the bar with it).
        context.with {
            let stackAxis = $0.stackAxis
            $0 = environment
            $0.stackAxis = stackAxis
        }.build(content, at: .slot("content"), of: node)
    }
}

/// `.toolbarBackground(_:for:)`: the style told to the navigation bar and the tab bar, each only
/// when asked for.
private struct BarBackgrounds: ViewModifier {
    let style: AnyShapeStyle
    let navigationBar: Bool
    let tabBar: Bool

    func body(content: Content) -> some View {
        let told = Group {
            if navigationBar { content.navigationItem(.barBackground(style)) } else { content }
        }
        if tabBar { told.transformPreference(TabBarBackgroundKey.self) { $0 = $0 ?? style } } else { told }
    }
}

/// The background a view in a tab asks its tab view's bar for (`.toolbarBackground(_:for: .tabBar)`):
/// the innermost one asked (it sets the value first; those around it keep it).
struct TabBarBackgroundKey: PreferenceKey {
    static var defaultValue: AnyShapeStyle? { nil }
    static func reduce(value: inout AnyShapeStyle?, nextValue: () -> AnyShapeStyle?) { value = value ?? nextValue() }
}

/// Whether a view in a tab asks its tab view to hide the tab bar (`.toolbar(.hidden, for: .tabBar)`).
struct TabBarHiddenKey: PreferenceKey {
    static var defaultValue: Bool { false }
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}
