// ViewModifier.swift: SwiftUI's ViewModifier and ModifiedContent. A user's modifier is a
// composite whose body receives its content as a placeholder view; built-in modifiers are
// understood by the engine directly (Graph/Modifiers).

/// A reusable change to a view.
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// A modifier whose body is drawn from its animatable data as the data animates (deprecated in
/// SwiftUI for ViewModifier & Animatable, which does the same).
@MainActor @preconcurrency public protocol AnimatableModifier: Animatable, ViewModifier {}

/// The content a user modifier wraps, as a view inside its body.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let build: (ViewNode, BuildContext) -> [Element]
    public var body: Never { fatalError("_ViewModifier_Content is primitive") }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }
    public var body: Never { fatalError("ModifiedContent is primitive") }
}

extension View {
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
