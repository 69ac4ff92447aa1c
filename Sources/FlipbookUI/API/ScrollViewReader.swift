// ScrollViewReader.swift: a view whose content gets a proxy that scrolls the scroll views inside
// it. `proxy.scrollTo(id, anchor:)` finds the view with that identity (a ForEach element's id or
// an `.id(_:)`) in the layout as it stands, and sets the offset of the innermost scroll view
// around it, inside the reader, so that the anchor point of the view meets the same point of the
// scroll view's frame (with no anchor: as little as brings the view fully into sight), kept
// within the content. The offset is state of the scroll view, written in the caller's
// transaction: inside `withAnimation` it animates.

/// A container whose content can scroll the scroll views inside it.
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: Never { fatalError("ScrollViewReader is primitive") }
}

/// Scrolls the scroll views inside a ScrollViewReader.
public struct ScrollViewProxy {
    let reader: ScrollReaderMemory

    /// Scrolls so that the view with identity `id` shows at `anchor` of its scroll view (nil:
    /// the least scroll that shows it whole).
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let node = reader.node, let layout = node.graph.currentLayout() else { return }
        ScrollTargeting.scroll(to: AnyHashable(id), anchor: anchor, within: node, layout: layout)
    }
}

/// The reader's node, for its proxy to search (weak: a proxy kept by the view's code must not
/// keep the node alive).
final class ScrollReaderMemory {
    weak var node: ViewNode?
    init(node: ViewNode) { self.node = node }
}

extension ScrollViewReader: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        let memory = node.storage[StorageSlot.scrollReader] as? ScrollReaderMemory ?? ScrollReaderMemory(node: node)
        node.storage[StorageSlot.scrollReader] = memory
        return context.build(content(ScrollViewProxy(reader: memory)), at: .body, of: node)
    }
}
