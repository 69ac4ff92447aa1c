// ListStyles.swift: how a List looks on iOS, by style. No published metrics exist; these follow
// UIKit's table views by eye (listed in the README's approximations):
// - inset grouped (the default, and every Form): the grouped background behind white cards
//   inset 16 pt, corners of 10 pt; headers in footnote capitals, secondary, over their card;
// - grouped: the same cards edge to edge, square;
// - plain and inset: rows on the system background, a hairline under every row, headers in
//   bold subheadline; inset also keeps the rows 16 pt from the edges.
// Every row is padded 6 pt × 16 pt and at least 44 pt tall; hairlines start 16 pt in.

/// How a list looks.
public protocol ListStyle {}

public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
/// A sidebar on iPad and Mac; on iPhone, an inset grouped list.
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }

/// How a form looks: on iOS, always grouped.
public protocol FormStyle {}
public struct AutomaticFormStyle: FormStyle { public init() {} }
public struct GroupedFormStyle: FormStyle { public init() {} }
extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { AutomaticFormStyle() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { GroupedFormStyle() } }

extension View {
    /// Sets the style of the lists inside.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listAppearance, ListAppearance(style))
    }

    /// Sets the style of the forms inside (on iOS every form is grouped).
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}

/// The looks a list style comes to.
enum ListAppearance {
    case plain, inset, grouped, insetGrouped

    init(_ style: any ListStyle) {
        switch style {
        case is PlainListStyle: self = .plain
        case is InsetListStyle: self = .inset
        case is GroupedListStyle: self = .grouped
        default: self = .insetGrouped
        }
    }

    var isGrouped: Bool { self == .grouped || self == .insetGrouped }

    /// Behind the list, at the base level or (in a sheet) the elevated one.
    func background(elevated: Bool) -> Color {
        switch (isGrouped, elevated) {
        case (true, false): return .systemGroupedBackground
        case (true, true): return .elevatedSystemGroupedBackground
        case (false, false): return .systemBackground
        case (false, true): return .elevatedSystemBackground
        }
    }

    /// Behind a row.
    func rowBackground(elevated: Bool) -> Color {
        switch (isGrouped, elevated) {
        case (true, false): return .secondarySystemGroupedBackground
        case (true, true): return .elevatedSecondarySystemGroupedBackground
        case (false, false): return .systemBackground
        case (false, true): return .elevatedSystemBackground
        }
    }
    var cardInset: CGFloat { self == .insetGrouped || self == .inset ? 16 : 0 }
    var cornerRadius: CGFloat { self == .insetGrouped ? 10 : 0 }

    /// The space above a section: grouped sections stand apart (less above a header, which
    /// fills part of the gap); plain ones follow one another. A spacing asked for takes the
    /// place of the style's gap between sections, in the same proportion above a header.
    func gap(beforeFirst isFirst: Bool, headed: Bool, spacing: ListSectionSpacing = .default) -> CGFloat? {
        guard isGrouped else { return nil }
        if isFirst { return ListMetrics.groupedEdgeGap }
        let between = spacing.points ?? ListMetrics.sectionGap
        return headed ? between * ListMetrics.gapAboveHeader / ListMetrics.sectionGap : between
    }

    /// A section's header as the style writes it; an increased prominence is a title in bold,
    /// in the primary colour, as written.
    @ViewBuilder func styledHeader(_ header: AnyView, prominence: Prominence = .standard) -> some View {
        if prominence == .increased {
            header
                .font(.title3.bold())
                .foregroundStyle(.primary)
                .padding(.horizontal, cardInset + ListMetrics.rowInset)
                .padding(.bottom, ListMetrics.headerGap)
                .frame(maxWidth: .infinity, alignment: .leading)
        } else if isGrouped {
            header
                .font(.footnote)
                .modifier(HeaderTextColor())
                .textCase(.uppercase)
                .padding(.horizontal, cardInset + ListMetrics.rowInset)
                .padding(.bottom, ListMetrics.headerGap)
                .frame(maxWidth: .infinity, alignment: .leading)
        } else {
            header
                .font(.subheadline.bold())
                .modifier(HeaderTextColor())
                .padding(.horizontal, cardInset + ListMetrics.rowInset)
                .padding(.vertical, 6)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(Color.systemBackground)
        }
    }
}

/// A section header's grey: the colour of what sets none itself, as UIKit colours a header's
/// label, rather than a foreground style over the whole header, so that a button in it keeps
/// its tint (iOS draws an "Edit" button there in the accent colour) and a style written in the
/// header still wins.
private struct HeaderTextColor: ViewModifier {
    func body(content: Content) -> some View {
        content.environmentChange { $0.labelColor = HierarchicalShapeStyle.labelColors[1] }
    }
}

/// The list's measures, in points.
enum ListMetrics {
    static let minimumRowHeight: CGFloat = 44
    static let rowInset: CGFloat = 16
    /// A Label's icon slot in a row, and the gap after it: its title starts 60 pt in.
    static let iconSlot: CGFloat = 28
    static let iconGap: CGFloat = 16
    static var iconRowTextInset: CGFloat { rowInset + iconSlot + iconGap }
    static let rowInsets = EdgeInsets(top: 6, leading: rowInset, bottom: 6, trailing: rowInset)
    static let hairline: CGFloat = 0.5
    /// Above the first grouped section and below the last.
    static let groupedEdgeGap: CGFloat = 16
    static let sectionGap: CGFloat = 35
    static let gapAboveHeader: CGFloat = 22
    static let headerGap: CGFloat = 7
    static let footerGap: CGFloat = 7
}

private struct ListAppearanceKey: EnvironmentKey { static var defaultValue: ListAppearance? { nil } }
private struct ShowsScrollContentBackgroundKey: EnvironmentKey { static var defaultValue: Bool { true } }

extension EnvironmentValues {
    /// The look `.listStyle` asked for (nil: the default, inset grouped).
    var listAppearance: ListAppearance? {
        get { self[ListAppearanceKey.self] }
        set { self[ListAppearanceKey.self] = newValue }
    }
    /// False under `.scrollContentBackground(.hidden)`.
    var showsScrollContentBackground: Bool {
        get { self[ShowsScrollContentBackgroundKey.self] }
        set { self[ShowsScrollContentBackgroundKey.self] = newValue }
    }
}
