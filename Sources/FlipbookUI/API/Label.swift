// Label.swift: SwiftUI's Label: a title beside an icon, laid out by the label style in the
// environment (title and icon by default: the icon, then the title, 8 pt apart, centred; in a
// list row the icon in the tint).

/// A title with an icon.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        LabelStyleBody(configuration: LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon)),
                                                              titleString: (title as? Text)?.content))
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}

/// How labels are laid out.
@MainActor @preconcurrency public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a label style is given.
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public struct Title: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The label's icon, as a view.
    public struct Icon: View {
        let content: AnyView
        public var body: some View { content }
    }
    public let title: Title
    public let icon: Icon
    /// A Text title's string: what an icon drawn alone is labelled by for accessibility (and so
    /// what a storyboard taps it by), as SwiftUI labels it.
    var titleString: String? = nil
}

/// Icon then title.
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) { configuration.icon; configuration.title }
    }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        if let title = configuration.titleString { configuration.icon.accessibilityLabel(title) } else { configuration.icon }
    }
}

/// The platform's default: icon and title; in a List or Form row the icon takes the tint (the
/// row's `.listItemTint`, else the app's), as iOS draws a row's icon, unless a foreground style
/// is set around it, and stands centred in a slot of its own, so that the titles of the rows line
/// up whatever their icons' widths (by eye: a 28 pt slot, 16 pt before the title, which then
/// starts 60 pt into the row, where iOS starts its separator).
public struct DefaultLabelStyle: LabelStyle {
    @Environment(\.isInListRow) private var isInListRow
    @Environment(\.foregroundStyle) private var foregroundStyle
    @Environment(\.listItemTint) private var listItemTint

    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: isInListRow ? ListMetrics.iconGap : 8) {
            if isInListRow {
                Group {
                    if foregroundStyle != nil {
                        configuration.icon
                    } else if let listItemTint {
                        configuration.icon.foregroundStyle(listItemTint.color.map(AnyShapeStyle.init) ?? AnyShapeStyle(.primary))
                    } else {
                        configuration.icon.foregroundStyle(.tint)
                    }
                }
                .frame(width: ListMetrics.iconSlot)
            } else {
                configuration.icon
            }
            configuration.title
        }
    }
}

extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() } }
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { DefaultLabelStyle() } }

private struct LabelStyleKey: EnvironmentKey { static var defaultValue: any LabelStyle { DefaultLabelStyle() } }

extension EnvironmentValues {
    var labelStyle: any LabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { environmentChange { $0.labelStyle = style } }
}

/// A label laid out by the environment's label style.
struct LabelStyleBody: View {
    let configuration: LabelStyleConfiguration
    @Environment(\.labelStyle) private var style

    var body: some View {
        func open<S: LabelStyle>(_ s: S) -> AnyView { AnyView(StyledBody(style: s) { s.makeBody(configuration: configuration) }) }
        return open(style)
    }
}

/// A row's content that starts with an icon: its hairline starts under its title, as iOS insets
/// a separator to a row's text.
protocol LeadsWithIcon {
    var leadsWithIcon: Bool { get }
}

extension Label: LeadsWithIcon {
    var leadsWithIcon: Bool { true }
}
