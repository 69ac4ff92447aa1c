// PreferenceKinds.swift: the elements of the preference modifiers. Each lays out, draws and
// hit-tests as its one child does; what it adds is read by PreferenceCollector once the tree is
// laid out: a writer sets its key for its subtree, an observer is handed its subtree's values,
// a reader builds secondary content from them during layout (LayoutEngine.placeReading).

/// Sets or changes a key's value for its subtree.
protocol PreferenceWriting {
    func write(into values: inout PreferenceValues, at place: AnchorPlace)
}

/// `.preference`, `.transformPreference`, `.anchorPreference`, `.transformAnchorPreference`.
struct PreferenceWriterKind<K: PreferenceKey>: ElementKind, PreferenceWriting, TransparentLayout, NoAnimatableData, DrawsChildren,
    HitTestsChildren {
    /// The key's new value from what the subtree combined (nil: nothing) and where the view is.
    let write: (K.Value?, AnchorPlace) -> K.Value

    func write(into values: inout PreferenceValues, at place: AnchorPlace) {
        values.set(K.self, write(values.value(of: K.self), place))
    }
}

/// What an `.onPreferenceChange` remembers between layouts: the values gathered in this one (its
/// content may be several elements) and the last it reported.
protocol PreferenceObservation: AnyObject {
    func gather(_ values: PreferenceValues)
    /// Queues the action when the gathered value differs from the last reported, and starts
    /// gathering anew.
    func report(to graph: ViewGraph)
}

/// `.onPreferenceChange`.
struct PreferenceObserverKind: ElementKind, TransparentLayout, NoAnimatableData, DrawsChildren, HitTestsChildren {
    let observation: any PreferenceObservation
}

/// `.overlayPreferenceValue` / `.backgroundPreferenceValue`: secondary content made from the
/// values of the laid-out content, aligned in its frame.
struct PreferenceReaderKind: ElementKind, TransparentLayout, NoAnimatableData, DrawsChildren, HitTestsChildren {
    let alignment: Alignment
    /// Whether the secondary content goes behind the view.
    let behind: Bool
    let secondary: (PreferenceValues) -> Element
}
