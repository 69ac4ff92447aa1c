// PreferenceCollector.swift: the preference values of a laid-out tree, gathered bottom-up in
// view-tree order. A subtree's values are its children's, each key's combined by the key's
// `reduce` (a view that sets none adds nothing, as SwiftUI's documentation allows); a writer
// (`.preference`, `.transformPreference`, anchors) then sets or changes its key for its subtree.
// Observers (`.onPreferenceChange`) are handed what their subtree combined; the engine reports
// them once a transaction's layout is done (Engine), and a reader
// (`.overlayPreferenceValue`) gathers from its laid-out content during layout (LayoutEngine).

/// The values a subtree produced, by key.
struct PreferenceValues {
    private var entries: [(key: ObjectIdentifier, value: Any, type: any PreferenceKey.Type)] = []

    /// The key's combined value; nil when no view in the subtree set it.
    func value<K: PreferenceKey>(of key: K.Type) -> K.Value? {
        entries.first { $0.key == ObjectIdentifier(key) }.map { $0.value as! K.Value }
    }

    /// Sets the key's value, in place of what the subtree combined.
    mutating func set<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
        if let i = entries.firstIndex(where: { $0.key == ObjectIdentifier(key) }) {
            entries[i].value = value
        } else {
            entries.append((ObjectIdentifier(key), value, key))
        }
    }

    /// Folds in the values of the next subtree in view-tree order.
    mutating func combine(with next: PreferenceValues) {
        guard !entries.isEmpty else { self = next; return }
        for entry in next.entries {
            if let i = entries.firstIndex(where: { $0.key == entry.key }) {
                entries[i].value = Self.reduce(entry.type, entries[i].value, entry.value)
            } else {
                entries.append(entry)
            }
        }
    }

    private static func reduce<K: PreferenceKey>(_ key: K.Type, _ value: Any, _ next: Any) -> Any {
        var combined = value as! K.Value
        K.reduce(value: &combined) { next as! K.Value }
        return combined
    }
}

/// A walk over a laid-out tree that combines preference values and hands observers theirs.
struct PreferenceCollector {
    /// The elements around the one being visited, outermost first, with their frames: what
    /// anchors are drawn through.
    private var enclosing: [(element: Element, frame: CGRect)]
    /// The observers met, in the order they were first met.
    private(set) var observations: [any PreferenceObservation] = []
    private var observed: Set<ObjectIdentifier> = []
    /// Whether observers are handed their values: only on the walk that reports to them, so that
    /// a reader's walk during layout, or a layout made only to draw a frame, hands them nothing.
    private let gathers: Bool

    init(enclosing: [(element: Element, frame: CGRect)] = [], gathersObservations: Bool = false) {
        self.enclosing = enclosing
        gathers = gathersObservations
    }

    /// The values `placed` and everything in it produced.
    mutating func values(of placed: PlacedElement) -> PreferenceValues {
        enclosing.append((placed.element, placed.frame))
        var values = PreferenceValues()
        for child in placed.children { values.combine(with: self.values(of: child)) }
        enclosing.removeLast()
        switch placed.element.kind {
        case let writer as PreferenceWriting:
            let around = enclosing
            writer.write(into: &values, at: AnchorPlace(frame: placed.frame) { DrawingMap.composed(around) })
        case let observer as PreferenceObserverKind where gathers:
            observer.observation.gather(values)
            if observed.insert(ObjectIdentifier(observer.observation)).inserted { observations.append(observer.observation) }
        default:
            break
        }
        return values
    }

    /// Gathers the whole tree's values and reports to every observer in it, in the order met.
    static func report(_ root: PlacedElement, to graph: ViewGraph) {
        var collector = PreferenceCollector(gathersObservations: true)
        _ = collector.values(of: root)
        for observation in collector.observations { observation.report(to: graph) }
    }
}
