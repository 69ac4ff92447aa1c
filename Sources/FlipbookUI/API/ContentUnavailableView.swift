// ContentUnavailableView.swift: SwiftUI's ContentUnavailableView (iOS 17): the empty state of a
// screen, its symbol, title and description stacked in the middle. As iOS draws it, by eye
// (unverified): the symbol 48 pt in the secondary colour, the title in title 2 bold 12 pt below,
// the description in the secondary colour 8 pt below that, centred, with room to grow.

/// What a screen shows when it has nothing to show.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    private let label: Label
    private let description: Description
    private let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 4) {
            label
                .labelStyle(UnavailableLabelStyle())
            description
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            actions
                .padding(.top, 12)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == FlipbookUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { FlipbookUI.Label(title: { Text(title) }, icon: { Image(systemName: name) }) }, description: { description })
    }

    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { FlipbookUI.Label(title: { Text(titleKey) }, icon: { Image(systemName: name) }) }, description: { description })
    }

    /// The empty state of a search: "No Results", or "No Results for “text”".
    public static var search: ContentUnavailableView { search(text: "") }

    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView(text.isEmpty ? "No Results" : "No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
                               description: Text("Check the spelling or try a new search."))
    }
}

/// The icon 48 pt in the secondary colour above the title.
private struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 12) {
            configuration.icon
                .font(.system(size: 48))
                .foregroundStyle(.secondary)
            configuration.title
                .font(.title2.bold())
        }
        .padding(.bottom, 4)
    }
}
