// Subviews.swift: iOS 18's custom containers: a content's views one by one, as subviews a
// container arranges itself: `ForEach(subviews:)` and `Group(subviews:)`. The content is read as
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
            return Subview(id: Subview.ID(key: key), view: AnyView(item.view))
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
