// View+Navigation.swift: what a view tells the navigation stack that shows it: its title and
// how large to draw it, the bar's items and visibility, the back button, and the screens that
// values and flags push. Each is a trait kept in the element tree (Elements/Traits/
// NavigationTrait.swift), where the stack finds it when it draws the screen's bar.

extension View {
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationItem(.title(Text(titleKey))) }

    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationItem(.title(Text(title))) }

    public func navigationTitle(_ title: Text) -> some View { navigationItem(.title(title)) }

    /// An editable title: shown as its current text.
    public func navigationTitle(_ title: Binding<String>) -> some View { navigationItem(.title(Text(title.wrappedValue))) }

    /// Whether the title is large, under the bar (`.large`, and `.automatic`, as on a root
    /// screen), or small, in it (`.inline`).
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationItem(.displayMode(displayMode))
    }

    /// `.inlineLarge` aside (an iOS 17 Mac style), as `navigationBarTitleDisplayMode`.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationItem(.displayMode(mode.barMode))
    }

    @available(*, deprecated, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
    }

    @available(*, deprecated, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    @available(*, deprecated, message: "use toolbar(content:)")
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        navigationItem(.toolbar([ToolbarEntry(placement: .topBarLeading, content: AnyView(leading)),
                                 ToolbarEntry(placement: .topBarTrailing, content: AnyView(trailing))]))
    }

    @available(*, deprecated, message: "use toolbar(content:)")
    public func navigationBarItems<L: View>(leading: L) -> some View {
        navigationItem(.toolbar([ToolbarEntry(placement: .topBarLeading, content: AnyView(leading))]))
    }

    @available(*, deprecated, message: "use toolbar(content:)")
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        navigationItem(.toolbar([ToolbarEntry(placement: .topBarTrailing, content: AnyView(trailing))]))
    }

    @available(*, deprecated, renamed: "toolbar(_:for:)")
    public func navigationBarHidden(_ hidden: Bool) -> some View { navigationItem(.barHidden(hidden)) }

    /// Hides the back button of this screen (the screen can still be popped by code).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        navigationItem(.backButtonHidden(hidesBackButton))
    }

    /// The screen a pushed value of type `data` shows.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        navigationItem(.destination { value in (value.base as? D).map { AnyView(destination($0)) } })
    }

    /// A screen pushed while `isPresented` is true; its back button sets it to false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        navigationItem(.presented(isPresented, AnyView(destination())))
    }

    /// A screen for the item pushed while the binding holds one (iOS 17); its back button sets
    /// it to nil.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        navigationDestination(isPresented: Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })) {
            if let value = item.wrappedValue { destination(value) }
        }
    }

    func navigationItem(_ item: NavigationItem) -> some View { element(NavigationTrait(item: item)) }
}

/// The settings of a navigation bar item.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Sendable {
        case automatic, inline, large
    }
}

/// How the title shows in the toolbar (iOS 17).
public struct ToolbarTitleDisplayMode: Sendable {
    let barMode: NavigationBarItem.TitleDisplayMode
    public static let automatic = ToolbarTitleDisplayMode(barMode: .automatic)
    public static let inline = ToolbarTitleDisplayMode(barMode: .inline)
    public static let large = ToolbarTitleDisplayMode(barMode: .large)
    public static let inlineLarge = ToolbarTitleDisplayMode(barMode: .inline)
}
