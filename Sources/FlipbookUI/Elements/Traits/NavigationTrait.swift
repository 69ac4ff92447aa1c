// NavigationTrait.swift: what a view tells the navigation stack or the sheet that shows it (API/
// View+Navigation.swift, API/View+Presentation.swift), kept in the element tree with no effect
// on layout or drawing, and gathered for one screen by ScreenTraits: the outermost title and
// display mode win, the toolbars' items add up, the destinations of every screen below stay
// known.

/// One thing a view tells its navigation stack.
enum NavigationItem {
    case title(Text)
    case displayMode(NavigationBarItem.TitleDisplayMode)
    case toolbar([ToolbarEntry])
    case barHidden(Bool)
    case barBackground(any ShapeStyle)
    /// The scheme the bar's title and items are drawn in (`.toolbarColorScheme`).
    case barColorScheme(ColorScheme)
    case backButtonHidden(Bool)
    /// Draws the screen of a pushed value of some type (nil: not this type).
    case destination((AnyHashable) -> AnyView?)
    case presented(Binding<Bool>, AnyView)
    /// What the whole screen stands on: a grouped list's background reaches up behind the bar.
    case screenBackground(AnyShapeStyle)
    /// A shape style behind a view that fills the screen (`List { … }.background(.mint)`): what
    /// the screen stands on where its content's own background is clear or absent, as the
    /// style, which ignores the safe area, reaches up behind the bar on iOS.
    case screenBackdrop(AnyShapeStyle)
    /// How a sheet showing the view rests: its height (and whether it has others to be dragged
    /// to), its grabber (nil: shown when it has other heights), its corners.
    case sheetDetent(PresentationDetent, resizable: Bool)
    case sheetGrabber(Bool?)
    case sheetCornerRadius(CGFloat?)
    /// What the sheet is filled with (`.presentationBackground`).
    case sheetBackground(AnyShapeStyle)
    /// A search field in the screen's bar (`.searchable`).
    case search(SearchField)
}

/// The element of a navigation item. Toolbar items keep the environment they were written in,
/// so that the bar builds them as they would be built there (the tint, an environment object).
struct NavigationTrait: ElementKind, ResolvesInEnvironment, TransparentLayout, NoAnimatableData, DrawsChildren, HitTestsChildren {
    let item: NavigationItem

    func resolvedKind(in environment: EnvironmentValues) -> any ElementKind {
        guard case .toolbar(let entries) = item else { return self }
        return NavigationTrait(item: .toolbar(entries.map { $0.built(in: environment) }))
    }
}

/// What the views of one screen told the stack.
struct ScreenTraits {
    var title: Text?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var toolbar: [ToolbarEntry] = []
    var barHidden: Bool?
    var barBackground: (any ShapeStyle)?
    var barColorScheme: ColorScheme?
    var backButtonHidden: Bool?
    var destinations: [(AnyHashable) -> AnyView?] = []
    var presented: [(isPresented: Binding<Bool>, destination: AnyView)] = []
    var screenBackground: AnyShapeStyle?
    var screenBackdrop: AnyShapeStyle?
    var sheetDetent: PresentationDetent?
    var sheetResizable: Bool?
    var sheetGrabber: Bool??
    var sheetCornerRadius: CGFloat??
    var sheetBackground: AnyShapeStyle?

    /// Whether the sheet shows its grabber: as asked, else (automatic) when it can be dragged to
    /// another height, as iOS draws it.
    var showsSheetGrabber: Bool { (sheetGrabber ?? nil) ?? (sheetResizable ?? false) }
    var search: SearchField?

    /// What the screen stands on, if its views say: their background, unless it is clear and a
    /// backdrop shows through it.
    var standsOn: AnyShapeStyle? {
        if let background = screenBackground, !background.isClear { return background }
        return screenBackdrop ?? screenBackground
    }

    /// Gathered from the elements of a screen, outermost first.
    init(_ elements: [Element]) {
        for element in elements { gather(element) }
    }

    private mutating func gather(_ element: Element) {
        if let trait = element.kind as? NavigationTrait {
            switch trait.item {
            case .title(let text): title = title ?? text
            case .displayMode(let mode): displayMode = displayMode ?? mode
            case .toolbar(let entries): toolbar += entries
            case .barHidden(let hidden): barHidden = barHidden ?? hidden
            case .barBackground(let style): barBackground = barBackground ?? style
            case .barColorScheme(let scheme): barColorScheme = barColorScheme ?? scheme
            case .backButtonHidden(let hidden): backButtonHidden = backButtonHidden ?? hidden
            case .destination(let resolve): destinations.append(resolve)
            case .presented(let binding, let view): presented.append((binding, view))
            case .screenBackground(let color): screenBackground = screenBackground ?? color
            case .screenBackdrop(let style): screenBackdrop = screenBackdrop ?? style
            case .sheetDetent(let detent, let resizable):
                sheetDetent = sheetDetent ?? detent
                sheetResizable = sheetResizable ?? resizable
            case .sheetGrabber(let shown): sheetGrabber = sheetGrabber ?? .some(shown)
            case .sheetCornerRadius(let radius): sheetCornerRadius = sheetCornerRadius ?? .some(radius)
            case .sheetBackground(let style): sheetBackground = sheetBackground ?? style
            case .search(let field): search = search ?? field
            }
        }
        // What a view presents (a sheet) and the screens of a stack inside speak to their own
        // bars, not to this screen's.
        if element.kind is NavigationStackBoundary { return }
        let children = element.kind is PresentationKind ? Array(element.children.prefix(1)) : element.children
        for child in children { gather(child) }
    }
}

/// Marks the elements of a navigation stack, which a screen around it does not look into.
struct NavigationStackBoundary: ElementKind, TransparentLayout, NoAnimatableData, DrawsChildren, HitTestsChildren {}

/// A view that fills a navigation stack's screen when it is the screen's content (a list, a form,
/// a scroll view): a shape style behind it is the screen's backdrop (NavigationItem.screenBackdrop).
protocol FillsNavigationScreen {}

extension List: FillsNavigationScreen {}
extension Form: FillsNavigationScreen {}
extension ScrollView: FillsNavigationScreen {}
