// TextEditor.swift: SwiftUI's TextEditor as a recording shows it: the text bound to it, in the
// environment's font (the body's by default), from the top-leading corner inset as UITextView
// insets it (5 pt across, its line fragment padding; 8 pt down, its text container inset). It
// takes all the room offered (when offered no height, as tall as its text and insets), on the
// system background unless `.scrollContentBackground(.hidden)`. A recording has no keyboard: the
// text changes only as the code changes it, and it does not scroll.

/// A view that shows long editable text.
public struct TextEditor: View {
    private let text: Binding<String>
    @Environment(\.showsScrollContentBackground) private var showsBackground

    public init(text: Binding<String>) { self.text = text }

    public var body: some View {
        Text(verbatim: text.wrappedValue)
            .padding(.horizontal, 5)
            .padding(.vertical, 8)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .background { if showsBackground { Color.systemBackground } }
    }
}
