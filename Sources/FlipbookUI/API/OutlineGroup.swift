// OutlineGroup.swift: a tree of data as rows: each element a row, one with children (its children
// key path giving a collection, not nil) a disclosure group that shows their rows when expanded,
// collapsed at first, as iOS shows `List(tree, children:)` and `OutlineGroup`. In a list each
// element is a row of its own (a ViewListSource), a child's rows under its parent's.

/// Rows for a tree of data, each element's children under it.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.data = data
        self.id = id
        self.children = children
        self.content = content
    }

    public var body: some View {
        ForEach(data, id: id) { node($0) }
    }

    /// An element's row: a disclosure group over its children, or the element alone (a leaf).
    @ViewBuilder func node(_ element: Data.Element) -> some View {
        if let subtree = element[keyPath: children] {
            DisclosureGroup {
                OutlineGroup(subtree, id: id, children: children, content: content)
            } label: {
                content(element)
            }
        } else {
            content(element)
        }
    }
}

extension OutlineGroup where ID == Data.Element.ID, Data.Element: Identifiable {
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.init(data, id: \.id, children: children, content: content)
    }
}

extension OutlineGroup: ViewListSource {
    var listed: [TaggedView] {
        data.map { TaggedView(view: node($0), tag: AnyHashable($0[keyPath: id])) }
    }
}

extension List where SelectionValue == Never {
    /// A tree of data as rows, each element's children under it (OutlineGroup).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent> {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}
