// Picker.swift: SwiftUI's Picker: one of several options, each a view with a tag (`.tag(_:)`, or
// a ForEach element's id), bound to a selection. How it looks is its style (PickerStyles.swift);
// as on iOS, the label shows in a List or Form row (beside a menu or a link, over inline options)
// and nowhere else.

/// A control that selects one of a set of tagged options.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    private let selection: Binding<SelectionValue>
    private let content: Content
    private let label: Label
    @Environment(\.pickerStyle) private var style
    @Environment(\.isInListRow) private var isInListRow

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// The label first (the form deprecated in iOS 16, still everywhere).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }

    /// Each option of the content, with whether it is the selection and how to select it.
    var pickerOptions: [PickerOption] {
        let selection = self.selection
        return ViewList.views(of: content).map { option in
            PickerOption(view: AnyView(option.view), isSelected: option.tag == AnyHashable(selection.wrappedValue),
                         select: option.tag.flatMap { $0.base as? SelectionValue }.map { tag in { selection.wrappedValue = tag } })
        }
    }

    public var body: some View {
        let options = pickerOptions
        let rowLabel = isInListRow ? AnyView(label) : nil
        switch style.kind {
        case .menu: MenuPicker(label: rowLabel, options: options)
        case .segmented: SegmentedPicker(options: options)
        case .wheel: WheelPicker(options: options)
        case .inline:
            if let rowLabel { InlinePicker(label: rowLabel, options: options) } else { WheelPicker(options: options) }
        case .navigationLink:
            if let rowLabel { NavigationLinkPicker(label: rowLabel, options: options) } else { MenuPicker(label: nil, options: options) }
        }
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }
}

/// One option as a style draws it: its view, whether it is the selection, and how to select it
/// (nil: an option without a tag of the selection's type, which cannot be selected).
struct PickerOption {
    let view: AnyView
    let isSelected: Bool
    let select: (() -> Void)?
}
