// View+Searchable.swift: `.searchable` puts a search field in the navigation bar of the screen it
// is on, as iOS 17 draws it at rest on iPhone (by eye): under the large title (under the bar's
// row when the title is inline), 16 pt in from the edges, 36 pt tall, a rounded fill, a
// magnifying glass and the prompt ("Search" by default) in the placeholder grey, or the text
// the binding holds. Outside a navigation stack it draws nothing, as in SwiftUI. Nobody types
// here, so the field shows what the code puts in the binding; suggestions show only while a
// person searches, so a frame at rest draws none.

/// Where a search field goes; on iPhone it is the navigation bar whichever is asked.
public struct SearchFieldPlacement: Sendable {
    public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
    public static let automatic = SearchFieldPlacement()
    public static let toolbar = SearchFieldPlacement()
    public static let sidebar = SearchFieldPlacement()
    public static let navigationBarDrawer = SearchFieldPlacement()
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { SearchFieldPlacement() }
}

extension View {
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        navigationItem(.search(SearchField(text: text.wrappedValue, prompt: prompt)))
    }

    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// iOS 17: the field's presentation bound too; at rest it is not being searched in.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                              prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Suggestions show while a person types in the field, never in a frame at rest.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }

    /// The text a suggestion row puts in the field when tapped; suggestions never show at rest,
    /// so nothing taps one.
    public func searchCompletion(_ completion: String) -> some View { self }
}

/// A screen's search field as drawn: the text, or the prompt when it is empty.
struct SearchField {
    let text: String
    let prompt: Text?
}

/// The search field in a navigation bar.
struct SearchFieldBar: View {
    let field: SearchField

    static let height: CGFloat = 36

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass").foregroundStyle(Color.placeholderText)
            Group {
                if field.text.isEmpty {
                    (field.prompt ?? Text("Search")).foregroundStyle(Color.placeholderText)
                } else {
                    Text(field.text)
                }
            }
            .lineLimit(1)
            Spacer(minLength: 0)
        }
        .font(.body)
        .padding(.horizontal, 8)
        .frame(height: Self.height)
        .background(RoundedRectangle(cornerRadius: 10, style: .continuous).fill(Color.tertiarySystemFill))
        .padding(.horizontal, NavigationBar.margin)
        .padding(.bottom, 8)
    }
}
