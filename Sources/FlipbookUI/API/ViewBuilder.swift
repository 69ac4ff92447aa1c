// ViewBuilder.swift: the result builder behind `body` and every view-content closure. It keeps
// the structure of the code (tuples, if/else, optionals) in the type, which is what gives each
// child its structural identity.

/// Builds views from statements, as SwiftUI's `@ViewBuilder` does.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { .init(storage: .trueContent(first)) }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { .init(storage: .falseContent(second)) }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(views: repeat each content)
    }
}

/// The views of a builder block, in order.
public struct TupleView<T>: View {
    public var value: T
    /// The same views, erased, for the engine to walk.
    let children: [any View]

    public init(_ value: T) {
        self.value = value
        children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    init<each Content: View>(views: repeat each Content) where T == (repeat each Content) {
        value = (repeat each views)
        var list: [any View] = []
        repeat list.append(each views)
        children = list
    }

    public var body: Never { fatalError("TupleView is primitive") }
}

/// One of two views, chosen by an if/else in a builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    init(storage: Storage) { self.storage = storage }
    public var body: Never { fatalError("_ConditionalContent is primitive") }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("Optional is primitive") }
}

/// A view that draws nothing and takes no space.
public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError("EmptyView is primitive") }
}
