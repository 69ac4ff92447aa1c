// PreferenceModifiers.swift: the preference modifiers' elements (Elements/Traits/PreferenceKinds).
// A writer wraps the first element of its content only: a preference set on a Group is one
// value, not one per view in it. An observer wraps each element, all sharing what the node
// remembers, so that its action sees their values combined. A reader wraps each element and
// builds its secondary content during layout, in a node kept from evaluation to evaluation.

/// `.preference` and its relatives: sets or changes a key's value for the content.
struct PreferenceWritingModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier {
    let write: (K.Value?, AnchorPlace) -> K.Value

    func body(content: Content) -> Never { fatalError("primitive") }

    func makeElements(content: any View, node: ViewNode, context: BuildContext) -> [Element] {
        let elements = context.build(content, at: .slot("content"), of: node)
        guard let first = elements.first else { return [] }
        return [context.element(node.id, PreferenceWriterKind<K>(write: write), children: [first])] + elements.dropFirst()
    }
}

/// `.onPreferenceChange`.
struct PreferenceChangeModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier where K.Value: Equatable {
    let action: (K.Value) -> Void

    func body(content: Content) -> Never { fatalError("primitive") }

    func makeElements(content: any View, node: ViewNode, context: BuildContext) -> [Element] {
        let memory: PreferenceChangeMemory<K>
        if let known = node.storage[StorageSlot.lifecycle] as? PreferenceChangeMemory<K> {
            memory = known
        } else {
            memory = PreferenceChangeMemory()
            // Drawing a frame remembers nothing; its layout is never reported either.
            if !context.graph.isPresenting { node.storage[StorageSlot.lifecycle] = memory }
        }
        if !context.graph.isPresenting {
            memory.action = action
            context.graph.observesPreferences = true
        }
        return wrapEach(content, node: node, context: context) { id, child in
            context.element(id, PreferenceObserverKind(observation: memory), children: [child])
        }
    }
}

/// What an `.onPreferenceChange` saw: the value it last reported (none yet: the default counts as
/// reported, so a view that appears with the default value runs no action).
final class PreferenceChangeMemory<K: PreferenceKey>: PreferenceObservation where K.Value: Equatable {
    var action: ((K.Value) -> Void)?
    private var gathered: PreferenceValues?
    private var reported: K.Value?

    func gather(_ values: PreferenceValues) {
        if gathered == nil { gathered = values } else { gathered?.combine(with: values) }
    }

    func report(to graph: ViewGraph) {
        let value = gathered?.value(of: K.self) ?? K.defaultValue
        gathered = nil
        guard value != (reported ?? K.defaultValue) else { return }
        reported = value
        if let action { graph.enqueueLifecycleAction { action(value) } }
    }
}

/// `.overlayPreferenceValue` / `.backgroundPreferenceValue`.
struct PreferenceReadingModifier<K: PreferenceKey, V: View>: ViewModifier, PrimitiveModifier {
    let secondary: (K.Value) -> V
    let alignment: Alignment
    let behind: Bool

    func body(content: Content) -> Never { fatalError("primitive") }

    func makeElements(content: any View, node: ViewNode, context: BuildContext) -> [Element] {
        let (secondary, alignment, behind) = (self.secondary, self.alignment, self.behind)
        return context.build(content, at: .slot("content"), of: node).enumerated().map { index, child in
            let owner = index == 0 ? node : node.child(.index(index), for: Element.self)
            // The secondary content's node is kept across evaluations though it is built later, in layout.
            _ = owner.child(.slot("preferenceValue"), for: V.self)
            _ = owner.child(.slot("preferenceLayers"), for: Element.self)
            let kind = PreferenceReaderKind(alignment: alignment, behind: behind) { values in
                let layer = context.build(secondary(values.value(of: K.self) ?? K.defaultValue), at: .slot("preferenceValue"), of: owner)
                return layer.count == 1 ? layer[0]
                    : context.element(owner.child(.slot("preferenceLayers"), for: Element.self).id, ZStackKind(alignment: alignment), children: layer)
            }
            return context.element(owner.id, kind, children: [child])
        }
    }
}
