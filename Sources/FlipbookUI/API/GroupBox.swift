// GroupBox.swift: SwiftUI's GroupBox: content (with an optional label above it, in the headline
// font) on a rounded panel. As iOS draws it, by eye (unverified): 16 pt in from the edges of a
// panel in the secondary system background, rounded by 8 pt, the label 8 pt above the content.

/// A panel grouping its content under an optional label.
public struct GroupBox<Label: View, Content: View>: View {
    private let label: Label?
    private let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The label first (the form deprecated in iOS 16, as Apple's own example still writes it).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = label
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if let label { label.font(.headline) }
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(Color.secondarySystemBackground, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        label = nil
    }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}
