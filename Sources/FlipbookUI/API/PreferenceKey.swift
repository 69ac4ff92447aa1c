// PreferenceKey.swift: values a view hands up to the views around it. A view sets a value for a
// key (`.preference`, `.anchorPreference`) or changes what its content set (`.transformPreference`);
// the values of several views combine in view-tree order through the key's `reduce`. Views above
// read the combined value: `.onPreferenceChange` runs an action when it changes (after the update
// that laid it out, as onChange does), and `.overlayPreferenceValue` / `.backgroundPreferenceValue`
// build secondary content from it in the same layout pass. Values are gathered from the laid-out
// tree (Layout/PreferenceCollector), so a GeometryReader's size or frame is what it reports.

/// A named value produced by a view, combined over the views that produce it.
public protocol PreferenceKey {
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
    /// Folds the next view's value, in view-tree order, into the value so far.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { nil }
}

extension View {
    /// Sets the key's value for this view, in place of any its content set.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceWritingModifier<K> { _, _ in value })
    }

    /// Changes the key's value as this view's content combined it (the default when it set none).
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(PreferenceWritingModifier<K> { value, _ in
            var changed = value ?? K.defaultValue
            callback(&changed)
            return changed
        })
    }

    /// Sets the key's value from an anchor on this view's geometry, resolved where it is drawn.
    public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(PreferenceWritingModifier<K> { _, place in transform(value.resolve(place)) })
    }

    /// Changes the key's value as this view's content combined it, with an anchor on this view.
    public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modifier(PreferenceWritingModifier<K> { combined, place in
            var changed = combined ?? K.defaultValue
            transform(&changed, value.resolve(place))
            return changed
        })
    }

    /// Runs `action` with the key's value as this view's content combines it, when the view
    /// appears with a value other than the default and whenever the value changes.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
        where K.Value: Equatable {
        modifier(PreferenceChangeModifier<K>(action: action))
    }

    /// Puts content made from the key's value, as this view's content combines it, in front of
    /// the view: laid out as `.overlay(alignment:)` lays out its content.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceReadingModifier<K, V>(secondary: transform, alignment: alignment, behind: false))
    }

    /// Puts content made from the key's value behind the view, laid out as `.background(alignment:)`.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceReadingModifier<K, V>(secondary: transform, alignment: alignment, behind: true))
    }
}
