// Link.swift: SwiftUI's Link and ShareLink: controls whose tap leaves the app's own drawing (a
// browser, the share sheet). A recording shows them as iOS draws them at rest, as a borderless
// button in the tint, and their tap opens nothing (unless a view handles `openURL` itself).

import Foundation

/// A control that opens a URL: through the environment's `openURL`, which a view may set (the
/// device's own opens nothing here).
public struct Link<Label: View>: View {
    private let label: Label
    private let destination: URL
    @Environment(\.openURL) private var openURL

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
    }

    public var body: some View { Button(action: { openURL(destination) }, label: { label }) }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) { self.init(destination: destination, label: { Text(titleKey) }) }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) { self.init(destination: destination, label: { Text(title) }) }
}

/// A control that shares an item through the share sheet.
public struct ShareLink<Label: View>: View {
    private let label: Label

    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) { self.label = label() }

    public var body: some View { Button(action: {}, label: { label }) }
}

extension ShareLink where Label == FlipbookUI.Label<Text, Image> {
    /// "Share" beside the share symbol.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) {
            FlipbookUI.Label(title: { Text("Share") }, icon: { Image(systemName: "square.and.arrow.up") })
        }
    }

    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) {
            FlipbookUI.Label(title: { Text(titleKey) }, icon: { Image(systemName: "square.and.arrow.up") })
        }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) {
            FlipbookUI.Label(title: { Text(title) }, icon: { Image(systemName: "square.and.arrow.up") })
        }
    }
}
