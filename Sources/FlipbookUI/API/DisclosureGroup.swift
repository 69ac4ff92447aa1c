// DisclosureGroup.swift: SwiftUI's DisclosureGroup: a label that shows or hides its content below
// it. As iOS draws it outside a list (by eye, unverified): the label leading, a chevron.right in
// the tint trailing it that turns a quarter down when expanded; a tap on the row toggles inside
// withAnimation, the content entering and leaving with the default transition.

/// A row that expands to show its content.
public struct DisclosureGroup<Label: View, Content: View>: View {
    private let label: Label
    private let content: Content
    private let expansion: Binding<Bool>?
    @State private var ownExpansion = false
    @Environment(\.tint) private var tint

    /// Expanded or not as the group keeps it.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        expansion = nil
    }

    /// Expanded while `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        expansion = isExpanded
    }

    private var isExpanded: Binding<Bool> { expansion ?? $ownExpansion }

    public var body: some View {
        let expanded = isExpanded
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                label
                Spacer()
                Image(systemName: "chevron.right")
                    .font(.system(size: 14, weight: .semibold))
                    .foregroundStyle(tint ?? .accentColor)
                    .rotationEffect(.degrees(expanded.wrappedValue ? 90 : 0))
            }
            .contentShape(Rectangle())
            .onTapGesture { withAnimation { expanded.wrappedValue.toggle() } }
            if expanded.wrappedValue { content }
        }
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
    }
}
