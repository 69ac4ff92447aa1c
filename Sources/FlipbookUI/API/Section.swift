// Section.swift: a group of rows with an optional header and footer. In a List or a Form each
// section is a card of its own (API/List.swift); in a LazyVGrid its header and footer go across
// the grid, above and below its own cells (Elements/Layout/LazyGridKind.swift); in a Menu it is
// a group of commands under a small title (API/PresentationViews.swift); anywhere else its
// header, content and footer follow one another in the container around it.

/// Rows with a header and a footer.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer
    /// Whether a collapsible section shows its content (nil: always).
    var isExpanded: Binding<Bool>?

    public var body: some View {
        Group {
            header
            if isExpanded?.wrappedValue ?? true { content }
            footer
        }
    }
}

extension Section {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// The older form, which SwiftUI marks as to be deprecated in a future version (no warning).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// The older form, which SwiftUI marks as to be deprecated in a future version (no warning).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header })
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// The older form, which SwiftUI marks as to be deprecated in a future version (no warning).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, footer: { footer })
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section whose header collapses and expands its content, as `isExpanded` says.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header)
        self.isExpanded = isExpanded
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A collapsible section headed by a title.
    public init(_ title: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, header: { Text(title) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, header: { Text(title) })
    }

    /// A section headed by a title.
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
    }
}

/// A section as a list reads it: its header, rows and footer.
protocol ListSectionSource {
    /// The section with `modifiers` (those written on the Section) round each of its parts.
    func listSection(modifiedBy modifiers: (any View) -> any View) -> ListSection
}

extension Section: ListSectionSource {
    func listSection(modifiedBy modifiers: (any View) -> any View) -> ListSection {
        let rows = ViewList.views(of: content).map { TaggedView(view: modifiers($0.view), tag: $0.tag) }
        var listRows = ListRow.rows(rows)
        if ListSectionSeparatorModifier.hiddenEdges(modifiers).contains(.bottom), !listRows.isEmpty {
            listRows[listRows.count - 1].showsSeparatorBelow = false
        }
        var section = ListSection(header: header is EmptyView ? nil : AnyView(modifiers(header)), rows: listRows,
                                  footer: footer is EmptyView ? nil : AnyView(modifiers(footer)))
        section.headerProminence = ViewList.peel(modifiers(EmptyView()), HeaderProminenceModifier.self).settings.first?.prominence
        section.spacingAfter = ViewList.peel(modifiers(EmptyView()), ListSectionSpacingModifier.self).settings.first?.spacing
        section.isExpanded = isExpanded
        return section
    }
}

/// A section as a grid or a menu reads it: its header, content and footer apart.
protocol GridSectionSource {
    /// The header, content and footer, each with `modifiers` (those written on the Section).
    func gridParts(modifiedBy modifiers: (any View) -> any View) -> (header: AnyView?, content: AnyView, footer: AnyView?)
}

extension Section: GridSectionSource {
    func gridParts(modifiedBy modifiers: (any View) -> any View) -> (header: AnyView?, content: AnyView, footer: AnyView?) {
        (header is EmptyView ? nil : AnyView(modifiers(header)), AnyView(modifiers(content)),
         footer is EmptyView ? nil : AnyView(modifiers(footer)))
    }
}
