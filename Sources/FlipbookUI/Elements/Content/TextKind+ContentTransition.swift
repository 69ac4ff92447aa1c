// TextKind+ContentTransition.swift: a Text under a content transition. A change of string plays
// as ordinary view transitions, through the store's ghosts and insertion tracks (see
// API/ContentTransition.swift for what each one looks like):
// - `.opacity` and `.interpolate`: the text is built with an identity that includes its string,
//   so a new string is the old text removed and the new one inserted, cross-fading;
// - `.numericText`: the text is drawn a cluster at a time, each cluster an element of its own.
//   A cluster keeps its identity while it is in the common start or the common end of the old
//   and new strings; the clusters between take new identities, so only they roll (the old ones
//   out, the new ones in), per swiftui-facts-everyday.md §14. A kept cluster the new string moves
//   (the unit after a number that grew a digit) slides to its new place under the animation.
//   Each cluster is drawn from the whole text's layout, so at rest the text looks as it would
//   drawn whole.

/// What a `.numericText` text showed last: its value (to tell counting up from down), its
/// clusters and the identities they were drawn under.
private final class NumericTextMemory {
    var value: Double?
    var countsDown = false
    var clusters: [String]
    var keys: [Int]
    /// The identity the next new cluster takes.
    var nextKey: Int

    init(clusters: [String]) {
        self.clusters = clusters
        keys = Array(clusters.indices)
        nextKey = clusters.count
    }
}

/// A numeric text's container: sized as its text, every cluster's element drawn over its frame.
struct NumericTextKind: ElementKind, NoAnimatableData, DrawsChildren, HitTestsFrame, ChoosesLeavingTransition {
    let text: TextKind
    /// How its clusters roll, in the direction of the latest change.
    let roll: AnyTransition

    /// A cluster leaving rolls the way the value now goes: its own transition was chosen when it
    /// came in, maybe counting the other way (5 → 4 after counting up sent the 5 up while the 4
    /// dropped in from above, the two crossing).
    var leavingTransition: AnyTransition? { roll }

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize {
        text.sizeThatFits(proposal, children: children)
    }

    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] {
        Array(repeating: frame, count: children.count)
    }
}

extension Text {
    /// The element of a text whose string changes through `transition` (not `.identity`).
    func element(_ kind: TextKind, in node: ViewNode, context: BuildContext, transition: ContentTransition, fontSize: CGFloat) -> Element {
        let remembers = !context.graph.isPresenting
        if case .numericText(let countsDown) = transition.style {
            return numericElement(kind, in: node, context: context, countsDown: countsDown, value: transition.value,
                                  remembers: remembers, fontSize: fontSize)
        }
        let shown = node.child(.id(AnyHashable(kind.string)), for: Text.self)
        let text = context.element(shown.child(.slot("content"), for: Text.self).id, kind)
        return context.element(shown.id, TransitionTrait(transition: .opacity), children: [text])
    }

    /// A numeric text: a container of its clusters, each rolling in or out when it changes.
    private func numericElement(_ kind: TextKind, in node: ViewNode, context: BuildContext, countsDown: Bool?, value: Double?,
                                remembers: Bool, fontSize: CGFloat) -> Element {
        let text = kind.paragraph.text
        let clusters = text.clusters.indices.map { text.string(ofCluster: $0) }
        let (keys, down) = Self.clusterKeys(clusters, value: value, in: node, remembers: remembers)
        let rise = fontSize / 2 * ((countsDown ?? down) ? -1 : 1)
        let roll = AnyTransition.asymmetric(insertion: .offset(y: rise).combined(with: .opacity),
                                            removal: .offset(y: -rise).combined(with: .opacity))
        let line = kind.paragraph.layout(for: .unspecified)
        let children = keys.enumerated().map { i, key -> Element in
            let glyph = node.child(.id(AnyHashable(key)), for: Text.self)
            var piece = kind
            piece.piece = TextKind.Piece(clusters: i..<i + 1, x: line.start(ofCluster: i) ?? 0)
            let drawn = context.element(glyph.child(.slot("content"), for: Text.self).id, piece)
            return context.element(glyph.id, TransitionTrait(transition: roll), children: [drawn])
        }
        return context.element(node.id, NumericTextKind(text: kind, roll: roll), children: children)
    }

    /// The identities `clusters` are drawn under, and whether the value counts down. Drawing a
    /// frame evaluates the view too, but only a transaction may move the memory.
    private static func clusterKeys(_ clusters: [String], value: Double?, in node: ViewNode, remembers: Bool) -> ([Int], Bool) {
        guard let memory = node.storage[StorageSlot.numericValue] as? NumericTextMemory else {
            let memory = NumericTextMemory(clusters: clusters)
            memory.value = value
            if remembers { node.storage[StorageSlot.numericValue] = memory }
            return (memory.keys, false)
        }
        var countsDown = memory.countsDown
        if let value, let last = memory.value, value != last { countsDown = value < last }
        guard clusters != memory.clusters else { return (memory.keys, countsDown) }
        // The common start and end keep their identities; what lies between takes new ones.
        let old = memory.clusters
        var start = 0
        while start < min(old.count, clusters.count), old[start] == clusters[start] { start += 1 }
        var end = 0
        while end < min(old.count, clusters.count) - start, old[old.count - 1 - end] == clusters[clusters.count - 1 - end] { end += 1 }
        let middle = clusters.count - start - end
        let keys = Array(memory.keys[..<start]) + (0..<middle).map { memory.nextKey + $0 } + Array(memory.keys[(old.count - end)...])
        if remembers {
            memory.clusters = clusters
            memory.keys = keys
            memory.nextKey += middle
            memory.countsDown = countsDown
            if value != nil { memory.value = value }
        }
        return (keys, countsDown)
    }
}
