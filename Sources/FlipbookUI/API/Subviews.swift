// Subviews.swift: iOS 18's custom containers: a content's views one by one, as subviews a
// container arranges itself: `ForEach(subviews:)` and `Group(subviews:)`, or its Sections, each
// with its header, content and footer as subviews: `ForEach(sections:)` and `Group(sections:)`.
// Each carries its container values (ContainerValues.swift). The content is read as
// a List or a Picker reads it (ViewList): tuples, conditions, groups and ForEach flattened; a
// custom view is one subview, its body its own. A subview is identified by its ForEach id or tag
// where it has one, else by its position, so that its state follows it as the content changes.

/// One view of a container's content.
public struct Subview: View, Identifiable {
    public struct ID: Hashable {
        let key: AnyHashable
    }

    public let id: ID
    let view: AnyView
    /// What the view carries for its container (`.containerValue`).
    public let containerValues: ContainerValues

    public var body: some View { view }
}

/// A content's subviews, in order; as a view, each of them.
public struct SubviewsCollection: RandomAccessCollection, View {
    let subviews: [Subview]

    init(_ content: some View) {
        var seen: [AnyHashable: Int] = [:]
        subviews = ViewList.views(of: content).enumerated().map { index, item in
            let base = item.tag.map { AnyHashable(Key.tagged($0)) } ?? AnyHashable(Key.position(index))
            let repeats = seen[base, default: 0]
            seen[base] = repeats + 1
            let key = repeats == 0 ? base : AnyHashable(Key.repeated(base, repeats))
            // A subview handed on (`ForEach(subviews: section.content)`) keeps what it carries.
            if let subview = item.view as? Subview {
                return Subview(id: Subview.ID(key: key), view: subview.view, containerValues: subview.containerValues)
            }
            return Subview(id: Subview.ID(key: key), view: AnyView(item.view), containerValues: ContainerValues.of(item.view))
        }
    }

    private enum Key: Hashable {
        case tagged(AnyHashable), position(Int), repeated(AnyHashable, Int)
    }

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> Subview { subviews[position] }

    public var body: some View { ForEach(subviews) { $0 } }
}

extension SubviewsCollection: ViewListSource {
    /// Its subviews, each one view of a content (a section's content handed to `ForEach(subviews:)`).
    var listed: [TaggedView] { subviews.map { TaggedView(view: $0, tag: AnyHashable($0.id)) } }
}

extension ForEach where Data == SubviewsCollection, ID == Subview.ID {
    /// A view for each subview of `view`.
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content) {
        self.init(SubviewsCollection(view), id: \.id, content: content)
    }
}

extension Group {
    /// What `transform` makes of the subviews of `view`, laid out by the enclosing container.
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupElementsOfContent<Base, Result> {
        self.init { GroupElementsOfContent(base: view, transform: transform) }
    }
}

/// A group's content made from another content's subviews.
public struct GroupElementsOfContent<Base: View, Result: View>: View {
    let base: Base
    let transform: (SubviewsCollection) -> Result

    public var body: Result { transform(SubviewsCollection(base)) }
}

/// One section of a container's content (`ForEach(sections:)`): a Section's header, content and
/// footer as subviews, or a run of views outside any Section as one with no header.
public struct SectionConfiguration: Identifiable {
    public struct ID: Hashable {
        let place: Int
    }

    public let id: ID
    public let header: SubviewsCollection
    public let content: SubviewsCollection
    public let footer: SubviewsCollection
    /// What the Section carries for its container.
    public let containerValues: ContainerValues
}

/// A content's sections, in order.
public struct SectionCollection: RandomAccessCollection {
    let sections: [SectionConfiguration]

    init(_ content: some View) {
        var sections: [SectionConfiguration] = []
        var loose: [any View] = []
        func add(header: any View, content: any View, footer: any View, values: ContainerValues) {
            sections.append(SectionConfiguration(id: SectionConfiguration.ID(place: sections.count), header: SubviewsCollection(AnyView(header)),
                                                 content: SubviewsCollection(AnyView(content)), footer: SubviewsCollection(AnyView(footer)),
                                                 containerValues: values))
        }
        func closeLoose() {
            guard !loose.isEmpty else { return }
            let views = loose
            add(header: EmptyView(), content: ForEach(views.indices, id: \.self) { AnyView(views[$0]) }, footer: EmptyView(),
                values: ContainerValues())
            loose.removeAll()
        }
        for item in ViewList.views(of: content) {
            if let (section, modifiers) = ViewList.unwrap(item.view, as: (any GridSectionSource).self) {
                closeLoose()
                let parts = section.gridParts(modifiedBy: { $0 })
                add(header: parts.header.map { modifiers($0) } ?? EmptyView(), content: modifiers(parts.content),
                    footer: parts.footer.map { modifiers($0) } ?? EmptyView(), values: ContainerValues.of(item.view))
            } else {
                loose.append(item.view)
            }
        }
        closeLoose()
        self.sections = sections
    }

    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(position: Int) -> SectionConfiguration { sections[position] }
}

extension ForEach where Data == SectionCollection, ID == SectionConfiguration.ID {
    /// A view for each section of `view`.
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content) {
        self.init(SectionCollection(view), id: \.id, content: content)
    }
}

extension Group {
    /// What `transform` makes of the sections of `view`, laid out by the enclosing container.
    public init<Base: View, Result: View>(sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result)
    where Content == GroupSectionsOfContent<Base, Result> {
        self.init { GroupSectionsOfContent(base: view, transform: transform) }
    }
}

/// A group's content made from another content's sections.
public struct GroupSectionsOfContent<Base: View, Result: View>: View {
    let base: Base
    let transform: (SectionCollection) -> Result

    public var body: Result { transform(SectionCollection(base)) }
}
