// ViewList.swift: a content's views one by one, each with its tag, as a Picker reads its options.
// The builder's structure is flattened (tuples, if/else, optionals, groups, ForEach); a ForEach
// element without a tag of its own is tagged with its id, as SwiftUI tags it; a modifier around
// a tagged view keeps the tag, and one around several views modifies each. A custom view is one
// view of the list: its body is not looked into, since reading it outside the graph would see
// its state and environment unlinked.

/// One view of a list, with the tag that identifies it (nil: none).
struct TaggedView {
    let view: any View
    let tag: AnyHashable?
}

/// A view that stands for several views of a list (or one with a tag).
protocol ViewListSource {
    var listed: [TaggedView] { get }
}

enum ViewList {
    /// The views `content` stands for, in order.
    static func views(of content: any View) -> [TaggedView] {
        (content as? ViewListSource)?.listed ?? [TaggedView(view: content, tag: nil)]
    }
}

extension TupleView: ViewListSource {
    var listed: [TaggedView] { children.flatMap(ViewList.views) }
}

extension _ConditionalContent: ViewListSource {
    var listed: [TaggedView] {
        switch storage {
        case .trueContent(let v): return ViewList.views(of: v)
        case .falseContent(let v): return ViewList.views(of: v)
        }
    }
}

extension Optional: ViewListSource where Wrapped: View {
    var listed: [TaggedView] { map(ViewList.views) ?? [] }
}

extension EmptyView: ViewListSource {
    var listed: [TaggedView] { [] }
}

extension Group: ViewListSource {
    var listed: [TaggedView] { ViewList.views(of: content) }
}

extension AnyView: ViewListSource {
    var listed: [TaggedView] { ViewList.views(of: content) }
}

extension ForEach: ViewListSource {
    var listed: [TaggedView] {
        data.flatMap { element in
            ViewList.views(of: content(element)).map { TaggedView(view: $0.view, tag: $0.tag ?? AnyHashable(element[keyPath: idPath])) }
        }
    }
}

extension ModifiedContent: ViewListSource {
    /// A modifier around several views (a ForEach's, a Group's) modifies each of them.
    var listed: [TaggedView] {
        if let tagging = modifier as? TagModifier { return [TaggedView(view: content, tag: tagging.tag)] }
        let inner = ViewList.views(of: content)
        guard inner.count != 1 else { return [TaggedView(view: self, tag: inner[0].tag)] }
        let modifier = self.modifier
        func modified<V: View>(_ view: V) -> any View { ModifiedContent<V, Modifier>(content: view, modifier: modifier) }
        return inner.map { TaggedView(view: modified($0.view), tag: $0.tag) }
    }
}

/// A modifier a container reads off its items wherever it is in an item's chain of modifiers (a
/// list row's background, a tab's item), drawing nothing itself.
protocol ItemSettingModifier: ViewModifier {}

/// A view whose outermost modifier is an item setting.
protocol ItemSettingModified {
    var itemSetting: any ItemSettingModifier { get }
    var itemContent: any View { get }
}

/// A view with a modifier, of any kind.
protocol AnyModifiedContent {
    var anyModifier: Any { get }
    var anyContent: any View { get }
    /// `view` with this modifier.
    func applyingModifier(to view: any View) -> any View
}

extension ModifiedContent: AnyModifiedContent {
    var anyModifier: Any { modifier }
    var anyContent: any View { content }

    func applyingModifier(to view: any View) -> any View {
        func modified<V: View>(_ view: V) -> any View { ModifiedContent<V, Modifier>(content: view, modifier: modifier) }
        return modified(view)
    }
}

extension ViewList {
    /// The view of type `T` under `view`'s chain of modifiers, if it is one, and a function that
    /// puts those modifiers round another view (a container reading a Section written with
    /// `.textCase(nil)` or `.headerProminence(.increased)` passes them on to its parts).
    static func unwrap<T>(_ view: any View, as type: T.Type) -> (found: T, modifiers: (any View) -> any View)? {
        var chain: [AnyModifiedContent] = []
        var inner = view
        while !(inner is T), let modified = inner as? AnyModifiedContent {
            chain.append(modified)
            inner = modified.anyContent
        }
        guard let found = inner as? T else { return nil }
        return (found, { view in chain.reversed().reduce(view) { $1.applyingModifier(to: $0) } })
    }
}

extension ModifiedContent: ItemSettingModified where Modifier: ItemSettingModifier {
    var itemSetting: any ItemSettingModifier { modifier }
    var itemContent: any View { content }
}

extension ViewList {
    /// The item settings of type `M` written on `view`'s chain of modifiers, outermost first, and
    /// the view without the outermost ones (those written before any other modifier).
    static func peel<M: ItemSettingModifier>(_ view: any View, _ type: M.Type) -> (settings: [M], content: any View) {
        var view = view
        var settings: [M] = []
        while let modified = view as? ItemSettingModified, let setting = modified.itemSetting as? M {
            settings.append(setting)
            view = modified.itemContent
        }
        // Further in, past other modifiers (`.listRowBackground(…).onTapGesture {…}`): an item's
        // settings pass through every modifier of its chain, as SwiftUI's traits do; they stay
        // in place there, drawing nothing.
        var inner = view
        while let modified = inner as? AnyModifiedContent {
            if let setting = modified.anyModifier as? M { settings.append(setting) }
            inner = modified.anyContent
        }
        return (settings, view)
    }
}
