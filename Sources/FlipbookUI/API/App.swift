// App.swift: an app's entry point as a SwiftUI project writes it (`@main struct MyApp: App {
// var body: some Scene { WindowGroup { ContentView() } } }`). Flipbook plays views, not apps: an
// App compiles, and `flipbook render` shows the content of its first window when the files give
// no preview and no other view to show. Scenes other than windows hold no view Flipbook draws.

/// An app: the scenes it shows.
@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

/// A part of an app's interface: a window group, or scenes built together.
@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

extension Scene {
    /// The content of the scene's first window, if it has one.
    var firstWindowContent: AnyView? {
        if let window = self as? any WindowContentScene { return window.windowContent }
        if Body.self == Never.self { return nil }
        return body.firstWindowContent
    }
}

/// A scene that is itself a window's content, or holds scenes.
protocol WindowContentScene {
    var windowContent: AnyView? { get }
}

/// Windows of one kind, each showing `content`.
public struct WindowGroup<Content: View>: Scene, WindowContentScene {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }

    public var body: Never { fatalError("WindowGroup is primitive") }
    var windowContent: AnyView? { AnyView(content) }
}

/// Scenes built together; the first with a window is shown.
public struct TupleScene<T>: Scene, WindowContentScene {
    let scenes: [any Scene]
    public var body: Never { fatalError("TupleScene is primitive") }
    var windowContent: AnyView? { scenes.lazy.compactMap { $0.firstWindowContent }.first }
}

/// A scene with an action for changes of a value (`.onChange(of: scenePhase)`). Flipbook plays
/// the first window of an app that never changes phase or state, so the action runs only when
/// asked for at the start (`initial`), once, as the app starts.
public struct OnChangeScene<Content: Scene, Value: Equatable>: Scene, WindowContentScene {
    let content: Content
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    public var body: Never { fatalError("OnChangeScene is primitive") }

    var windowContent: AnyView? {
        if initial { action(value, value) }
        return content.firstWindowContent
    }
}

extension Scene {
    /// Runs `action` when `value` changes (and at the start, with `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> OnChangeScene<Self, V> {
        OnChangeScene(content: self, value: value, initial: initial, action: action)
    }

    /// Runs `action` when `value` changes (and at the start, with `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> OnChangeScene<Self, V> {
        OnChangeScene(content: self, value: value, initial: initial, action: { _, _ in action() })
    }
}

/// Builds an app's scenes.
@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<S0: Scene, S1: Scene>(_ s0: S0, _ s1: S1) -> TupleScene<(S0, S1)> {
        TupleScene(scenes: [s0, s1])
    }
    public static func buildBlock<S0: Scene, S1: Scene, S2: Scene>(_ s0: S0, _ s1: S1, _ s2: S2) -> TupleScene<(S0, S1, S2)> {
        TupleScene(scenes: [s0, s1, s2])
    }
}

extension App {
    /// The view `flipbook render` shows for an app: its first window's content.
    public static func _firstWindowContent() -> AnyView {
        Self().body.firstWindowContent ?? AnyView(EmptyView())
    }
}
