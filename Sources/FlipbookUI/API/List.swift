// List.swift: List and Form. A list reads its content as SwiftUI does: sections (Section) and,
// between them, rows that make a section of their own; a ForEach row keeps its id as its
// identity, so its state follows it. It draws through its style (API/ListStyles.swift) as a
// scroll view at rest: the rows from the top, each at least 44 pt tall, hairlines between them.
// It takes all the space it is offered, as UIKit's collection view does, whatever its rows.
// Row modifiers (.listRowBackground, .listRowInsets, .listRowSeparator) are read anywhere in the
// row's chain of modifiers, as SwiftUI reads traits (not inside a container or a custom view).

/// Rows in sections, scrolling vertically.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    /// The bound selection, type-erased (nil: none).
    var selection: ListSelection?
    @Environment(\.listAppearance) private var appearance
    @Environment(\.showsScrollContentBackground) private var showsBackground

    public var body: some View {
        ListBody(sections: ListSection.sections(of: content), appearance: appearance ?? .insetGrouped,
                 showsBackground: showsBackground)
            .environment(\.listSelection, selection)
    }
}

/// A list's bound selection, as its rows choose: a value of the selection's type selects it.
struct ListSelection {
    let select: (AnyHashable) -> Void
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }
}

extension List {
    /// A list whose rows can be selected. Selected rows draw as in any list (on an iPhone a
    /// selection shows in edit mode); in a split view's column, a link with a value selects it
    /// and shows the next column (NavigationSplitView).
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { binding in
            ListSelection { value in if let typed = value.base as? SelectionValue { binding.wrappedValue = typed } }
        }
    }

    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { binding in
            ListSelection { value in if let typed = value.base as? SelectionValue { binding.wrappedValue = [typed] } }
        }
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }
}

/// Controls in grouped sections: an inset grouped list, whatever the list style around it.
public struct Form<Content: View>: View {
    let content: Content
    @Environment(\.showsScrollContentBackground) private var showsBackground

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        ListBody(sections: ListSection.sections(of: content), appearance: .insetGrouped, showsBackground: showsBackground)
    }
}

/// One section of a list: its header, rows and footer.
struct ListSection {
    let header: AnyView?
    let rows: [ListRow]
    let footer: AnyView?
    /// `.headerProminence` written on the Section (nil: the list's).
    var headerProminence: Prominence?
    /// A collapsible section's state: its header toggles it, and collapsed it shows no rows.
    var isExpanded: Binding<Bool>?
    /// Its identity among the list's sections: a ForEach's id where it has one, else its place.
    var key: AnyHashable = 0
    /// The first section of its list (grouped styles keep less room above it).
    var isFirst = false
    /// `.listSectionSpacing` written on the Section: the space after it (nil: the list's).
    var spacingAfter: ListSectionSpacing?
    /// The space before it that the section above asked for (nil: the list's).
    var spacingBefore: ListSectionSpacing?

    /// The section with its first `count` rows, and its footer only if that is all of them.
    func prefix(_ count: Int) -> ListSection {
        guard count < rows.count else { return self }
        var rows = Array(rows.prefix(count))
        if !rows.isEmpty { rows[rows.count - 1].isLast = false }
        var section = ListSection(header: header, rows: rows, footer: nil)
        section.headerProminence = headerProminence
        section.isExpanded = isExpanded
        section.key = key
        section.isFirst = isFirst
        section.spacingAfter = spacingAfter
        section.spacingBefore = spacingBefore
        return section
    }

    /// The sections `content` stands for: its Sections, and each run of rows between them.
    static func sections(of content: any View) -> [ListSection] {
        var sections: [ListSection] = []
        var loose: [TaggedView] = []
        func add(_ section: ListSection, tag: AnyHashable?) {
            var section = section
            section.key = tag.map { AnyHashable(SectionKey.tagged($0)) } ?? AnyHashable(SectionKey.place(sections.count))
            section.isFirst = sections.isEmpty
            section.spacingBefore = sections.last?.spacingAfter
            sections.append(section)
        }
        func closeLoose() {
            if !loose.isEmpty { add(ListSection(header: nil, rows: ListRow.rows(loose), footer: nil), tag: nil) }
            loose.removeAll()
        }
        for item in ViewList.views(of: content) {
            if let (section, modifiers) = ViewList.unwrap(item.view, as: (any ListSectionSource).self) {
                closeLoose()
                add(section.listSection(modifiedBy: modifiers), tag: item.tag)
            } else {
                loose.append(item)
            }
        }
        closeLoose()
        return sections
    }
}

/// How sections are told apart: by a ForEach's id, else by their place.
private enum SectionKey: Hashable {
    case tagged(AnyHashable), place(Int)
}

/// One row of a list, with what its row modifiers asked for.
struct ListRow {
    /// Unique in its section: the ForEach id (or tag) where there is one, else the position.
    let key: AnyHashable
    let content: AnyView
    var settings = ListRowSettings()
    /// The last row of its section (no hairline under it in a grouped style).
    var isLast = false
    /// Whether the hairline under it shows, as far as its own and the next row's
    /// `.listRowSeparator` go.
    var showsSeparatorBelow = true
    /// The row is a navigation link, which draws the badge before its chevron.
    var drawsItsBadge = false
    /// The row starts with a Label's icon: its hairline starts under the title.
    var leadsWithIcon = false
    /// The row is a button or a link, which takes a tap anywhere on the cell.
    var isTappedWhole = false

    static func rows(of content: any View) -> [ListRow] { rows(ViewList.views(of: content)) }

    static func rows(_ views: [TaggedView]) -> [ListRow] {
        var seen: [AnyHashable: Int] = [:]
        var rows = views.enumerated().map { index, item -> ListRow in
            let base = item.tag.map { AnyHashable(RowKey.tagged($0)) } ?? AnyHashable(RowKey.position(index))
            let repeats = seen[base, default: 0]
            seen[base] = repeats + 1
            let key = repeats == 0 ? base : AnyHashable(RowKey.repeated(base, repeats))
            var settings = ListRowSettings()
            let content = ListRowSettings.peel(item.view, into: &settings)
            var row = ListRow(key: key, content: AnyView(content), settings: settings)
            row.drawsItsBadge = ViewList.unwrap(content, as: (any DrawsListRowBadge).self) != nil
            row.leadsWithIcon = ViewList.unwrap(content, as: (any LeadsWithIcon).self)?.found.leadsWithIcon ?? false
            row.isTappedWhole = ViewList.unwrap(content, as: (any ListRowButton).self) != nil
            return row
        }
        if !rows.isEmpty { rows[rows.count - 1].isLast = true }
        for i in rows.indices {
            let hidesBelow = rows[i].settings.hiddenSeparators.contains(.bottom)
            let nextHidesAbove = i + 1 < rows.count && rows[i + 1].settings.hiddenSeparators.contains(.top)
            rows[i].showsSeparatorBelow = !hidesBelow && !nextHidesAbove
        }
        return rows
    }

    private enum RowKey: Hashable, WrapsIdentity {
        case tagged(AnyHashable), position(Int), repeated(AnyHashable, Int)

        var wrappedIdentity: AnyHashable? {
            if case .tagged(let id) = self { return id }
            return nil
        }
    }
}

/// What the row modifiers set for one row.
struct ListRowSettings {
    var background: AnyView?
    var insets: EdgeInsets?
    /// `.listRowSeparator(.hidden, edges:)`: the hairlines above and under the row that are hidden.
    var hiddenSeparators: VerticalEdge.Set = []
    /// `.badge`: a count or a text at the row's trailing edge (before a link's chevron).
    var badge: Text?
    /// `.listRowSeparatorTint`: the hairline's colour.
    var separatorTint: Color?
    /// Modifiers of the whole row, written outermost on its content (`.contextMenu`), outermost
    /// first.
    var rowWide: [any RowWideModifier] = []

    /// The row with its outermost row modifiers taken off, the settings of all of them gathered.
    static func peel(_ view: any View, into settings: inout ListRowSettings) -> any View {
        let (outermostFirst, peeled) = ViewList.peel(view, ListRowModifier.self)
        // Applied inner first, so that the outermost of two of a kind wins, as it would in SwiftUI.
        for modifier in outermostFirst.reversed() { modifier.apply(&settings) }
        // `.badge`, which a tab's item also reads; the outermost wins.
        for case .badge(let text) in ViewList.peel(view, TabItemModifier.self).settings.map(\.setting) {
            settings.badge = text
            break
        }
        var content = peeled
        while let modified = content as? AnyModifiedContent, let wide = modified.anyModifier as? any RowWideModifier {
            settings.rowWide.append(wide)
            content = modified.anyContent
        }
        return content
    }
}

/// A modifier that acts on a list row as a whole when written on its content: a context menu
/// opens from a press anywhere on the row, as a table cell's does, not only on its text.
protocol RowWideModifier {
    /// The row with the modifier.
    func applied(to row: AnyView) -> AnyView
}

/// A row modifier: it sets something of the row the list draws, and draws nothing itself.
struct ListRowModifier: ItemSettingModifier {
    let apply: (inout ListRowSettings) -> Void
    func body(content: Content) -> some View { content }
}

extension View {
    /// The view behind this row of a list, in place of the style's.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(ListRowModifier { $0.background = view.map { AnyView($0) } })
    }

    /// The insets of this row's content in a list, in place of the style's.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(ListRowModifier { $0.insets = insets })
    }

    /// Whether the hairlines of this row of a list show: the one under it, the one above it (the
    /// row before's), or both.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowModifier {
            if visibility == .hidden { $0.hiddenSeparators.formUnion(edges) } else { $0.hiddenSeparators.subtract(edges) }
        })
    }

    /// The space between the rows of the lists inside: rows apart, each on its own rounded
    /// card in an inset grouped list, with no hairlines between them.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacing, spacing.map { max(0, $0) } ?? 0)
    }

    /// Whether a list or form draws its background (`.hidden`: what is behind shows through); a
    /// ScrollView has none to hide.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.showsScrollContentBackground, visibility != .hidden)
    }
}

/// The edges of a view along the vertical axis.
public enum VerticalEdge: Int8, CaseIterable, Sendable {
    case top, bottom

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
        public init(_ edge: VerticalEdge) { self = edge == .top ? .top : .bottom }
    }
}

// MARK: - Drawing

/// A list's sections, drawn in its appearance, in a vertical scroll view at rest.
/// A long list builds its rows lazily, as a List does: the rows that reach down to a screen past
/// what has been scrolled into view (each row at least 44 pt tall), then room for the others at
/// 44 pt each; scrolling builds more. A list of up to `eagerRows` rows is built whole.
struct ListBody: View {
    let sections: [ListSection]
    let appearance: ListAppearance
    let showsBackground: Bool
    @Environment(\.isElevated) private var isElevated
    /// How far down the rows are built, in points.
    @State private var builtDepth = ListBody.firstDepth

    static let eagerRows = 100
    static let firstDepth: CGFloat = 1800

    /// The sections with the rows to build now, and how many rows are left unbuilt.
    private var builtSections: (sections: [ListSection], unbuilt: Int) {
        let total = sections.reduce(0) { $0 + $1.rows.count }
        guard total > Self.eagerRows else { return (sections, 0) }
        var budget = Int((builtDepth / ListMetrics.minimumRowHeight).rounded(.up))
        var built: [ListSection] = []
        for section in sections where budget > 0 {
            built.append(section.prefix(budget))
            budget -= section.rows.count
        }
        return (built, total - built.reduce(0) { $0 + $1.rows.count })
    }

    var body: some View {
        let (shown, unbuilt) = builtSections
        let depth = $builtDepth
        ScrollView {
            VStack(spacing: 0) {
                ForEach(shown, id: \.key) { section in
                    ListSectionView(section: section, appearance: appearance, isFirst: section.isFirst)
                }
                if unbuilt > 0 { Color.clear.frame(height: CGFloat(unbuilt) * ListMetrics.minimumRowHeight) }
            }
            .padding(.bottom, appearance.isGrouped ? ListMetrics.groupedEdgeGap : 0)
        }
        .onScrollGeometryChange(for: CGFloat.self, of: { $0.visibleRect.maxY + $0.containerSize.height }) { _, reach in
            if unbuilt > 0 && reach > depth.wrappedValue { depth.wrappedValue = reach + Self.firstDepth / 2 }
        }
        // A list takes all it is offered, rows or none (an empty list under an overlay that
        // says so is as large as a full one); a scroll view is only as wide as its content.
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(showsBackground ? appearance.background(elevated: isElevated) : Color.clear)
        .navigationItem(.screenBackground(AnyShapeStyle(showsBackground ? appearance.background(elevated: isElevated) : .clear)))
    }
}

/// One section: its header, its rows (a card in an inset grouped list) and its footer. In a
/// plain or inset list the header is pinned, as UITableView's plain style pins it: it stays at
/// the top of the list while the section's rows scroll under it, until the section's end
/// pushes it out (PinnedSection, as a LazyVStack pins its sections' headers).
private struct ListSectionView: View {
    let section: ListSection
    let appearance: ListAppearance
    let isFirst: Bool
    @Environment(\.headerProminence) private var listProminence
    @Environment(\.listSectionSpacing) private var spacing
    @Environment(\.listRowSpacing) private var rowSpacing

    var body: some View {
        if let header = section.header, !appearance.isGrouped {
            PinnedSection(header: AnyView(headerView(header)), rows: AnyView(VStack(alignment: .leading, spacing: 0) { rowsAndFooter }),
                          footer: nil, axis: .vertical, alignment: .topLeading, spacing: 0, pinned: .sectionHeaders)
        } else {
            VStack(alignment: .leading, spacing: 0) {
                if let gap = appearance.gap(beforeFirst: isFirst, headed: section.header != nil, spacing: section.spacingBefore ?? spacing), gap > 0 {
                    Color.clear.frame(height: gap)
                }
                if let header = section.header { headerView(header) }
                rowsAndFooter
            }
        }
    }

    /// The header in the style's look, collapsing the section when it is collapsible.
    @ViewBuilder private func headerView(_ header: AnyView) -> some View {
        if let expanded = section.isExpanded {
            CollapsingHeader(header: appearance.styledHeader(header, prominence: section.headerProminence ?? listProminence),
                             isExpanded: expanded, inset: appearance.cardInset + ListMetrics.rowInset)
        } else {
            appearance.styledHeader(header, prominence: section.headerProminence ?? listProminence)
        }
    }

    /// The rows, unless the section is collapsed, then the footer.
    @ViewBuilder private var rowsAndFooter: some View {
        if section.isExpanded?.wrappedValue == false {
            EmptyView()
        } else if rowSpacing > 0 {
            VStack(spacing: rowSpacing) {
                ForEach(section.rows, id: \.key) { row in
                    ListRowView(row: row, appearance: appearance, apart: true)
                        .clipShape(RoundedRectangle(cornerRadius: appearance.cornerRadius, style: .continuous))
                }
            }
            .padding(.horizontal, appearance.cardInset)
        } else {
            VStack(spacing: 0) {
                ForEach(section.rows, id: \.key) { row in
                    ListRowView(row: row, appearance: appearance, apart: false)
                }
            }
            .clipShape(RoundedRectangle(cornerRadius: appearance.cornerRadius, style: .continuous))
            .padding(.horizontal, appearance.cardInset)
        }
        if let footer = section.footer {
            footer
                .font(.footnote)
                .foregroundStyle(.secondary)
                .padding(.top, ListMetrics.footerGap)
                .padding(.horizontal, appearance.cardInset + ListMetrics.rowInset)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

/// A collapsible section's header: a tap on it collapses or expands the section, and a chevron
/// at its trailing edge in the tint points down while it is expanded (iOS 17, by eye).
private struct CollapsingHeader<Header: View>: View {
    let header: Header
    let isExpanded: Binding<Bool>
    /// From the list's trailing edge to the rows' text.
    let inset: CGFloat
    @Environment(\.tint) private var tint

    var body: some View {
        header
            .overlay(alignment: .trailing) {
                Image(systemName: "chevron.right")
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(tint ?? .accentColor)
                    .rotationEffect(.degrees(isExpanded.wrappedValue ? 90 : 0))
                    .padding(.trailing, inset)
                    .padding(.bottom, ListMetrics.headerGap)
            }
            .contentShape(Rectangle())
            .onTapGesture { withAnimation { isExpanded.wrappedValue.toggle() } }
    }
}

/// A row: its content padded and at least 44 pt tall, on its background, a hairline under it
/// (none when rows stand `apart`).
private struct ListRowView: View {
    let row: ListRow
    let appearance: ListAppearance
    let apart: Bool
    @Environment(\.isElevated) private var isElevated
    @Environment(\.defaultMinListRowHeight) private var minimumHeight

    /// The row's content, with its badge in grey at the trailing edge when it has one (a link
    /// draws it before its chevron).
    @ViewBuilder private var content: some View {
        if let badge = row.settings.badge, row.drawsItsBadge {
            row.content.environment(\.listRowBadge, badge)
        } else if let badge = row.settings.badge {
            HStack(spacing: 8) {
                row.content.frame(maxWidth: .infinity, alignment: .leading)
                badge.foregroundStyle(.secondary)
            }
        } else {
            row.content
        }
    }

    var body: some View {
        let insets = row.settings.insets ?? ListMetrics.rowInsets
        let cell = ListCellLayout(insets: insets, minimumHeight: minimumHeight) {
            content
                .environment(\.marksListRowText, true)
                .environment(\.listRowCellInsets, insets)
                .environment(\.fillsListRow, row.isTappedWhole)
        }
        .environment(\.isInListRow, true)
        .background(row.settings.background ?? AnyView(appearance.rowBackground(elevated: isElevated)))
        row.settings.rowWide.reversed().reduce(AnyView(cell)) { $1.applied(to: $0) }
            .overlayPreferenceValue(ListRowTextLeadingKey.self, alignment: .bottom) { textLeading in
                if row.showsSeparatorBelow && !apart && (!row.isLast || !appearance.isGrouped) {
                    // Under the row's first text, as iOS 16 on aligns it (the row's inset where it
                    // has none).
                    GeometryReader { proxy in
                        Rectangle()
                            .fill(row.settings.separatorTint ?? Color.separator)
                            .frame(height: ListMetrics.hairline)
                            .padding(.leading, textLeading.map { max(0, proxy[$0].x) } ?? defaultSeparatorInset)
                            .frame(maxHeight: .infinity, alignment: .bottom)
                    }
                }
            }
    }

    /// Where a row with no text starts its hairline.
    private var defaultSeparatorInset: CGFloat { row.leadsWithIcon ? ListMetrics.iconRowTextInset : ListMetrics.rowInset }
}

/// A list row's cell: its content inset by the row's insets, the cell at least `minimumHeight`
/// tall (44 pt unless `defaultMinListRowHeight` says otherwise). The
/// content is proposed the whole cell inside the insets, as a table cell sizes its content
/// view, so that a content that fills it (a row button's hit area, the swipe actions behind it)
/// reaches the cell's edges; a content that does not stands at the leading edge, centred
/// vertically.
private struct ListCellLayout: Layout {
    let insets: EdgeInsets
    var minimumHeight = ListMetrics.minimumRowHeight

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let content = subviews.first else { return .zero }
        let width = proposal.width.map { max(0, $0 - insets.leading - insets.trailing) }
        let ideal = content.sizeThatFits(ProposedViewSize(width: width, height: nil))
        return CGSize(width: proposal.width ?? ideal.width + insets.leading + insets.trailing,
                      height: max(minimumHeight, ideal.height + insets.top + insets.bottom))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let inner = CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                           width: max(0, bounds.width - insets.leading - insets.trailing),
                           height: max(0, bounds.height - insets.top - insets.bottom))
        subviews.first?.place(at: CGPoint(x: inner.minX, y: inner.midY), anchor: .leading, proposal: ProposedViewSize(inner.size))
    }
}

/// A list row's cell around its content: the content's frame grown by the row's insets, where
/// a view that acts for the whole row (a button row, a swipe) takes touches.
struct ListCellShape: Shape {
    let insets: EdgeInsets

    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX - insets.leading, y: rect.minY - insets.top,
                    width: rect.width + insets.leading + insets.trailing,
                    height: rect.height + insets.top + insets.bottom))
    }
}

/// A row's content that is a button (a Button, a NavigationLink): a tap anywhere on the cell
/// runs it, as iOS makes a button row's whole cell its target.
protocol ListRowButton {}

/// Around a button's label, inside its touch: when the button is a list row's whole content, the
/// label fills the cell and the cell takes the touch, insets and all.
struct ListRowButtonArea: ViewModifier {
    /// False for a button whose style keeps it to its label (an explicit borderless button).
    var isActive = true
    @Environment(\.fillsListRow) private var fillsRow
    @Environment(\.listRowCellInsets) private var insets

    func body(content: Content) -> some View {
        if fillsRow && isActive {
            content
                // The label's own buttons are not the row's.
                .environment(\.fillsListRow, false)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
                .contentShape(ListCellShape(insets: insets))
        } else {
            content
        }
    }
}

/// Around a row's content that stacks rows of its own (an expanded disclosure group, an inline
/// picker's options): it reaches the cell's top and bottom edges, so that each of its rows is a
/// whole 44 pt row, as iOS makes each its own cell, rather than the first and last growing by
/// the cell's vertical insets. Each of its rows pads itself with `rowPadding` instead.
struct ListSubrows: ViewModifier {
    @Environment(\.isInListRow) private var isInListRow
    @Environment(\.listRowCellInsets) private var insets

    func body(content: Content) -> some View {
        if isInListRow {
            content.padding(.top, -insets.top).padding(.bottom, -insets.bottom)
        } else {
            content
        }
    }
}

/// One of the rows a `ListSubrows` content stacks: padded as a list row's content is, and as
/// tall as a row at least (`defaultMinListRowHeight`), less what it draws besides (`reserving`:
/// a hairline above it).
struct ListSubrow: ViewModifier {
    var reserving: CGFloat = 0
    @Environment(\.listRowCellInsets) private var insets
    @Environment(\.defaultMinListRowHeight) private var minimumHeight

    func body(content: Content) -> some View {
        content
            .padding(.top, insets.top)
            .padding(.bottom, insets.bottom)
            .frame(maxWidth: .infinity, minHeight: max(0, minimumHeight - reserving), alignment: .leading)
    }
}

/// The leading edge of a list row's first text, in view-tree order: where the hairline under the
/// row starts (`listRowSeparatorLeading`'s default in iOS 16 on).
struct ListRowTextLeadingKey: PreferenceKey {
    static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) {
        if value == nil { value = nextValue() }
    }
}

private struct MarksListRowTextKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Inside a list row's content, where each text reports its leading edge (ListRowTextLeadingKey).
    var marksListRowText: Bool {
        get { self[MarksListRowTextKey.self] }
        set { self[MarksListRowTextKey.self] = newValue }
    }
}

/// A row's content that draws the row's badge itself: a navigation link, before its chevron.
protocol DrawsListRowBadge {}

private struct ListRowCellInsetsKey: EnvironmentKey { static var defaultValue: EdgeInsets { ListMetrics.rowInsets } }
private struct FillsListRowKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// The insets of the list row a view is in, from its content out to the cell's edges.
    var listRowCellInsets: EdgeInsets {
        get { self[ListRowCellInsetsKey.self] }
        set { self[ListRowCellInsetsKey.self] = newValue }
    }

    /// A button here is the whole content of a list row (ListRowButton): it fills the cell and
    /// takes a tap anywhere on it. Its label is not.
    var fillsListRow: Bool {
        get { self[FillsListRowKey.self] }
        set { self[FillsListRowKey.self] = newValue }
    }
}

private struct ListRowBadgeKey: EnvironmentKey { static var defaultValue: Text? { nil } }
private struct DefaultMinListRowHeightKey: EnvironmentKey { static var defaultValue: CGFloat { ListMetrics.minimumRowHeight } }

extension EnvironmentValues {
    /// The least height of a list's rows (44 pt, iOS's); a taller content grows its row.
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }
}
private struct ListRowSpacingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }

extension EnvironmentValues {
    /// The badge of the list row a navigation link is the content of.
    var listRowBadge: Text? {
        get { self[ListRowBadgeKey.self] }
        set { self[ListRowBadgeKey.self] = newValue }
    }

    /// `.listRowSpacing`: the space between a list's rows.
    var listRowSpacing: CGFloat {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }
}

private struct ListSelectionKey: EnvironmentKey { static var defaultValue: ListSelection? { nil } }

extension EnvironmentValues {
    /// The selection of the list a row is in, if it is bound to one.
    var listSelection: ListSelection? {
        get { self[ListSelectionKey.self] }
        set { self[ListSelectionKey.self] = newValue }
    }
}
