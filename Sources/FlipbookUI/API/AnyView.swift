// AnyView.swift: a type-erased view. Its identity is its wrapped view's type: changing the
// type replaces the subtree, as in SwiftUI.

/// Any view, with its type erased.
public struct AnyView: View {
    let content: any View
    public init<V: View>(_ view: V) { content = view }
    public init<V: View>(erasing view: V) { content = view }
    public var body: Never { fatalError("AnyView is primitive") }
}
