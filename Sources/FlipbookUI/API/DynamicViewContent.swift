// DynamicViewContent.swift: ForEach as the view of a collection, with the editing actions a list
// offers on it. A recording swipes and drags no row to delete or move it, so the actions are
// kept by nothing and never run: the rows draw as they would without them.

import Foundation

/// A view made from the elements of a collection.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
    /// The action a list runs when rows are swiped away (never, in a recording).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }

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
