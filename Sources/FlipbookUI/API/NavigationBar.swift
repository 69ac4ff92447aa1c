// NavigationBar.swift: a navigation stack's screen as iOS draws it on iPhone, by eye: a 44 pt
// bar row (the back button or leading items, the trailing items 16 pt from the edges, an
// inline title in the middle in headline), a large title (34 pt bold, 16 pt in, 52 pt tall)
// under it unless the screen asks for inline, a search field under that (`.searchable`), the
// content filling what is left, centred, and
// a bottom bar when items are placed there. The screen stands on the system background (in a
// sheet, the elevated one), or on the background of the list it shows, or on a colour or gradient
// of its content that ignores the safe area, or a shape style behind a list or scroll view that
// fills it, which reach up behind the bar.

/// One screen of a navigation stack: bar, content and bottom bar.
struct NavigationScreen: View {
    let content: PrebuiltElements
    let traits: ScreenTraits
    /// The title of the screen below, for the back button (nil: root, no back button).
    let backTitle: Text?
    let isRoot: Bool
    @Environment(\.isElevated) private var isElevated

    var body: some View {
        VStack(spacing: 0) {
            if traits.barHidden != true {
                NavigationBar(traits: traits, back: isRoot || traits.backButtonHidden == true ? nil : backLabel)
            }
            content.frame(maxWidth: .infinity, maxHeight: .infinity)
            let bottom = traits.toolbar.filter { $0.placement.spot == .bottom }
            if !bottom.isEmpty {
                HStack(spacing: 16) {
                    ForEach(0..<bottom.count, id: \.self) { bottom[$0].content }
                }
                .frame(maxWidth: .infinity, minHeight: NavigationBar.rowHeight)
                .padding(.horizontal, NavigationBar.margin)
            }
        }
        .background(traits.standsOn ?? AnyShapeStyle(isElevated ? Color.elevatedSystemBackground : Color.systemBackground))
    }

    /// The back button's label: a chevron and the title of the screen below, else "Back".
    private var backLabel: BackButton { BackButton(title: backTitle ?? Text("Back")) }
}

/// The back button: a chevron and a title in the tint.
struct BackButton: View {
    let title: Text
    @Environment(\.navigator) private var navigator

    /// UIKit's back indicator is an image of its own, about 12 × 21 pt (by eye), from above the
    /// title's capitals to below its baseline, whatever the text size: the semibold chevron at
    /// this fixed size, rather than in the title's font, where it is no taller than a capital.
    static let chevronFont = Font.system(size: 27.5, weight: .semibold)

    var body: some View {
        Button { navigator?.pop() } label: {
            HStack(spacing: 5) {
                Image(systemName: "chevron.left").font(Self.chevronFont)
                title.lineLimit(1)
            }
        }
    }
}

/// The bar of one screen.
struct NavigationBar: View {
    let traits: ScreenTraits
    let back: BackButton?

    static let rowHeight: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52
    static let margin: CGFloat = 16

    private var isLarge: Bool { traits.displayMode != .inline }
    private func items(_ spot: ToolbarItemPlacement.Spot) -> [ToolbarEntry] { traits.toolbar.filter { $0.placement.spot == spot } }

    var body: some View {
        let leading = items(.leading), trailing = items(.trailing), principal = items(.principal).first
        VStack(alignment: .leading, spacing: 0) {
            NavigationBarRowLayout {
                HStack(spacing: Self.margin) {
                    if let back { back.padding(.leading, -8) }
                    ForEach(0..<leading.count, id: \.self) { leading[$0].content }
                }
                HStack(spacing: Self.margin) {
                    ForEach(0..<trailing.count, id: \.self) { trailing[$0].content }
                }
                if let principal {
                    principal.content
                } else if !isLarge, let title = traits.title {
                    title.font(.headline).lineLimit(1)
                }
            }
            .frame(height: Self.rowHeight)
            if isLarge, let title = traits.title {
                title
                    .font(.largeTitle.bold())
                    .lineLimit(1)
                    .padding(.horizontal, Self.margin)
                    .frame(maxWidth: .infinity, minHeight: Self.largeTitleHeight, alignment: .leading)
            }
            if let search = traits.search { SearchFieldBar(field: search) }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(barBackground)
        .modifier(SchemeOverride(scheme: traits.barColorScheme))
    }

    @ViewBuilder private var barBackground: some View {
        if let style = traits.barBackground { Rectangle().fill(AnyShapeStyle(style)) }
    }
}

/// The bar drawn in the scheme `.toolbarColorScheme` asks for (nil: the screen's).
private struct SchemeOverride: ViewModifier {
    let scheme: ColorScheme?

    func body(content: Content) -> some View {
        if let scheme { content.environment(\.colorScheme, scheme) } else { content }
    }
}

/// The bar's row: the leading items (or the back button) and the trailing ones at the margins,
/// and the inline title (or principal item) centred in the bar while it clears them, else in the
/// space between them, truncated to it, as UINavigationBar lays its title out.
struct NavigationBarRowLayout: Layout {
    /// Between the title and the items beside it (by eye).
    static let titleGap: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? subviews.reduce(2 * NavigationBar.margin) { $0 + $1.sizeThatFits(.unspecified).width }
        return CGSize(width: width, height: proposal.height ?? NavigationBar.rowHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count >= 2 else { return }
        let row = ProposedViewSize(width: nil, height: bounds.height)
        let leading = subviews[0].sizeThatFits(row).width, trailing = subviews[1].sizeThatFits(row).width
        subviews[0].place(at: CGPoint(x: bounds.minX + NavigationBar.margin, y: bounds.midY), anchor: .leading, proposal: row)
        subviews[1].place(at: CGPoint(x: bounds.maxX - NavigationBar.margin, y: bounds.midY), anchor: .trailing, proposal: row)
        guard subviews.count > 2 else { return }
        // The space the items leave, a gap from each side that has any.
        let start = bounds.minX + NavigationBar.margin + (leading > 0 ? leading + Self.titleGap : 0)
        let end = bounds.maxX - NavigationBar.margin - (trailing > 0 ? trailing + Self.titleGap : 0)
        let room = max(0, end - start)
        let width = min(subviews[2].sizeThatFits(ProposedViewSize(width: room, height: bounds.height)).width, room)
        // Centred in the bar, moved only as far as it takes to clear the items.
        let center = min(max(bounds.midX, start + width / 2), end - width / 2)
        subviews[2].place(at: CGPoint(x: center, y: bounds.midY), anchor: .center,
                          proposal: ProposedViewSize(width: width, height: bounds.height))
    }
}
