// List+SectionStyle.swift: how a list sets its sections apart, by modifier: a header's
// prominence (`.headerProminence(.increased)`: a larger, bold header in the primary colour, as
// it is in the Settings app), the space between sections (`.listSectionSpacing`) and the colour
// of a row's hairline (`.listRowSeparatorTint`). Written on a List they hold for every section;
// on a Section, for that one. The compact spacing is by eye: Apple publishes no measure.

import Foundation

/// How prominent a section's header is.
public enum Prominence: Hashable, Sendable {
    case standard, increased
}

/// The space between a list's sections.
public struct ListSectionSpacing: Equatable, Sendable {
    let points: CGFloat?

    /// The style's own spacing.
    public static let `default` = ListSectionSpacing(points: nil)
    /// Sections closer together.
    public static let compact = ListSectionSpacing(points: 20)
    /// `spacing` points between sections.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: max(0, spacing)) }
}

/// `.headerProminence` on a Section, read as the list builds it; on anything else it sets the
/// environment the sections inside read.
struct HeaderProminenceModifier: ItemSettingModifier {
    let prominence: Prominence
    func body(content: Content) -> some View { content.environment(\.headerProminence, prominence) }
}

/// `.listSectionSpacing` on a Section, read as the list builds it: the space after that section
/// (iOS 17); on anything else it sets the environment the lists inside read.
struct ListSectionSpacingModifier: ItemSettingModifier {
    let spacing: ListSectionSpacing
    func body(content: Content) -> some View { content.environment(\.listSectionSpacing, spacing) }
}

/// `.listSectionSeparator` on a Section, read as the list builds it: the section's hairlines
/// that are hidden. A plain list draws one under a section's last row (the bottom edge); it
/// draws none above the first (the top edge), so hiding that one leaves the list as it is.
/// Grouped cards draw neither.
struct ListSectionSeparatorModifier: ItemSettingModifier {
    let visibility: Visibility
    let edges: VerticalEdge.Set
    func body(content: Content) -> some View { content }

    /// The edges `modifiers` (those written on a Section) hide, the outermost of each winning.
    static func hiddenEdges(_ modifiers: (any View) -> any View) -> VerticalEdge.Set {
        var hidden: VerticalEdge.Set = []
        // Inner first, so that the outermost is applied last.
        for setting in ViewList.peel(modifiers(EmptyView()), Self.self).settings.reversed() {
            if setting.visibility == .hidden { hidden.formUnion(setting.edges) } else { hidden.subtract(setting.edges) }
        }
        return hidden
    }
}

private struct HeaderProminenceKey: EnvironmentKey { static var defaultValue: Prominence { .standard } }
private struct ListSectionSpacingKey: EnvironmentKey { static var defaultValue: ListSectionSpacing { .default } }

extension EnvironmentValues {
    /// How prominent the headers of the sections inside are.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }

    var listSectionSpacing: ListSectionSpacing {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
}

extension View {
    /// How prominent the section headers here are.
    public func headerProminence(_ prominence: Prominence) -> some View {
        modifier(HeaderProminenceModifier(prominence: prominence))
    }

    /// The space between the sections of the lists inside; on a Section, the space after it.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        modifier(ListSectionSpacingModifier(spacing: spacing))
    }

    /// `spacing` points between the sections of the lists inside; on a Section, after it.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        modifier(ListSectionSpacingModifier(spacing: .custom(spacing)))
    }

    /// Whether a Section's hairlines show in a plain list: the one under its last row (`.bottom`)
    /// and above its first (`.top`, which iOS 16 on draws none of).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListSectionSeparatorModifier(visibility: visibility, edges: edges))
    }

    /// The colour of the hairline under this row of a list (`edges` are taken as the bottom one).
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowModifier { $0.separatorTint = color })
    }
}
