// DynamicViewContent.swift: ForEach as the view of a collection, with the editing actions a list
// offers on it. `onDelete` gives each row of a ForEach a red Delete swipe action at its trailing
// edge (View+SwipeActions.swift), and in edit mode a minus before it (API/EditMode.swift), that
// hand the action the row's offset, unless the row says `.deleteDisabled(true)`; a recording drags no row to another place, so `onMove`'s
// action never runs, but in edit mode its rows show their handles.

import Foundation

/// A view made from the elements of a collection.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension ForEach {
    /// The action a list runs when a row is swiped away, with the row's offset in the data. A
    /// ForEach, not an opaque view, so that `.onMove` after it finds its rows.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach<Data, ID, AnyView> {
        let data = self.data, idPath = self.idPath, content = self.content
        return ForEach<Data, ID, AnyView>(data, id: idPath) { element in
            let row = content(element)
            guard let action, !DeleteDisabledModifier.isDisabled(row) else { return AnyView(row) }
            let id = element[keyPath: idPath]
            let offset = data.firstIndex { $0[keyPath: idPath] == id }.map { data.distance(from: data.startIndex, to: $0) }
            return AnyView(DeletableRow(content: AnyView(row)) { if let offset { action(IndexSet(integer: offset)) } })
        }
    }

    /// The action a list runs when a row is dragged elsewhere (never, in a recording); in edit
    /// mode each row shows its handle.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach<Data, ID, AnyView> {
        let content = self.content
        return ForEach<Data, ID, AnyView>(data, id: idPath) { element in
            guard action != nil else { return AnyView(content(element)) }
            return AnyView(MovableRow(content: AnyView(content(element))))
        }
    }
}

/// `.deleteDisabled` on a row of a ForEach, read as `onDelete` builds the row (anywhere in the
/// row's chain of modifiers, as SwiftUI reads a trait): a row whose delete is disabled gets no
/// Delete swipe and no minus in edit mode.
struct DeleteDisabledModifier: ItemSettingModifier {
    let isDisabled: Bool
    func body(content: Content) -> some View { content }

    /// Whether `row` asks for its delete to be disabled (the outermost setting wins).
    static func isDisabled(_ row: any View) -> Bool {
        ViewList.peel(row, DeleteDisabledModifier.self).settings.first?.isDisabled ?? false
    }
}

extension View {
    /// Whether this row of a ForEach with `onDelete` can be deleted: disabled, it shows no Delete
    /// swipe and no minus in edit mode.
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        modifier(DeleteDisabledModifier(isDisabled: isDisabled))
    }
}

extension DynamicViewContent {

    /// The action a list runs when rows are dragged elsewhere (never, in a recording).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
}

// The collection edits that onDelete and onMove hand their offsets to, as SwiftUI adds them.

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (positions from the start).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` (positions from the start) to just before the element at
    /// `destination` as it stood before the move, keeping their order.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        var moved: [Element] = [], kept: [Element] = []
        for (offset, element) in enumerated() {
            if source.contains(offset) { moved.append(element) } else { kept.append(element) }
        }
        let insertion = Swift.min(Swift.max(destination - source.count(in: 0..<Swift.max(destination, 0)), 0), kept.count)
        kept.insert(contentsOf: moved, at: insertion)
        for (index, element) in zip(indices, kept) { self[index] = element }
    }
}
