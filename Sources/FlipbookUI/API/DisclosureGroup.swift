// DisclosureGroup.swift: SwiftUI's DisclosureGroup: a label that shows or hides its content below
// it, drawn by the DisclosureGroupStyle in the environment from its label, content and expansion.
// The automatic style, as iOS draws it (by eye, unverified): the label leading, a chevron.right in
// the tint trailing it that turns a quarter down when expanded; a tap on the row toggles inside
// withAnimation, the content entering and leaving with the default transition. In a List or Form
// row each view of the content is a row of its own under the label, 44 pt tall, with a hairline
// above it, as iOS lists them.

/// A row that expands to show its content.
public struct DisclosureGroup<Label: View, Content: View>: View {
    private let label: Label
    private let content: Content
    private let expansion: Binding<Bool>?
    @State private var ownExpansion = false
    @Environment(\.disclosureGroupStyle) private var style

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

    public var body: some View {
        let configuration = DisclosureGroupStyleConfiguration(label: .init(content: AnyView(label)), content: .init(content: AnyView(content)),
                                                              isExpanded: expansion ?? $ownExpansion)
        AnyView(StyledBody(style: style) { DisclosureGroupStyleBody.make(style, configuration) })
    }
}

/// How a disclosure group looks and expands.
@MainActor @preconcurrency public protocol DisclosureGroupStyle {
    associatedtype Body: View
    typealias Configuration = DisclosureGroupStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a disclosure group style is given.
public struct DisclosureGroupStyleConfiguration {
    /// The group's label, as a view.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The group's content, as a view.
    public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }

    public let label: Label
    public let content: Content
    @Binding public var isExpanded: Bool

    init(label: Label, content: Content, isExpanded: Binding<Bool>) {
        self.label = label
        self.content = content
        _isExpanded = isExpanded
    }
}

/// iOS's disclosure group outside a list.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { AutomaticDisclosureGroup(configuration: configuration) }
}

private struct AutomaticDisclosureGroup: View {
    let configuration: DisclosureGroupStyleConfiguration
    @Environment(\.tint) private var tint
    @Environment(\.isInListRow) private var isInListRow

    var body: some View {
        let expanded = configuration.$isExpanded.wrappedValue
        if isInListRow {
            VStack(alignment: .leading, spacing: 0) {
                header
                if expanded {
                    let rows = ViewList.views(of: configuration.content.content)
                    ForEach(rows.indices, id: \.self) { index in
                        VStack(alignment: .leading, spacing: 0) {
                            // A hairline between rows, which runs to the card's edge as the
                            // list's own do (past the row's trailing padding).
                            Divider().padding(.trailing, -ListMetrics.rowInsets.trailing)
                            AnyView(rows[index].view).modifier(ListSubrow(reserving: ListMetrics.hairline))
                        }
                    }
                }
            }
            // The label and each view of the content are 44 pt rows of their own.
            .modifier(ListSubrows())
        } else {
            VStack(alignment: .leading, spacing: 8) {
                header
                if expanded { configuration.content }
            }
        }
    }

    /// The label and the chevron, a tap on them toggling the group.
    private var header: some View {
        let expanded = configuration.$isExpanded
        return HStack {
            configuration.label
            Spacer()
            Image(systemName: "chevron.right")
                .font(.system(size: 14, weight: .semibold))
                .foregroundStyle(tint ?? .accentColor)
                .rotationEffect(.degrees(expanded.wrappedValue ? 90 : 0))
        }
        .modifier(ListRowHeaderRow(isActive: isInListRow))
        .contentShape(Rectangle())
        .onTapGesture { withAnimation { expanded.wrappedValue.toggle() } }
    }
}

/// The label's row in a list: a whole row (ListSubrow), or the label as it is elsewhere.
private struct ListRowHeaderRow: ViewModifier {
    let isActive: Bool

    func body(content: Content) -> some View {
        if isActive { content.modifier(ListSubrow()) } else { content }
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

extension View {
    /// Sets the style of the disclosure groups inside.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        environmentChange { $0.disclosureGroupStyle = style }
    }
}

/// Opens the existential style to call makeBody.
private enum DisclosureGroupStyleBody {
    static func make(_ style: any DisclosureGroupStyle, _ configuration: DisclosureGroupStyleConfiguration) -> any View {
        func open<S: DisclosureGroupStyle>(_ s: S) -> any View { s.makeBody(configuration: configuration) }
        return open(style)
    }
}

private struct DisclosureGroupStyleKey: EnvironmentKey { static var defaultValue: any DisclosureGroupStyle { AutomaticDisclosureGroupStyle() } }

extension EnvironmentValues {
    /// The style `.disclosureGroupStyle` set (the automatic one by default).
    var disclosureGroupStyle: any DisclosureGroupStyle {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
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
