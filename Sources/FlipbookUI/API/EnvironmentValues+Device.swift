// EnvironmentValues+Device.swift: what the device tells a view through the environment besides
// its looks: the accessibility settings a view may adapt to (read-only, as in SwiftUI: the user
// sets them on the device, which here is an iPhone with none of them on), the scene's phase
// (active, as a preview on screen is), whether a search is under way, and the action that opens
// URLs (there is nothing to open them in, so it discards them unless a view sets its own).

/// The phase of the scene a view is in.
public enum ScenePhase: Hashable, Comparable, Sendable {
    case background, inactive, active
}

/// The contrast the user asked for.
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
    case standard, increased
}

/// Opens a URL for a view (`@Environment(\.openURL)`, and what a Link calls).
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        let name: String
        public static let handled = Result(name: "handled")
        public static let discarded = Result(name: "discarded")
        public static let systemAction = Result(name: "systemAction")
        public static func systemAction(_ url: URL) -> Result { Result(name: "systemAction") }
    }

    let handler: @Sendable (URL) -> Result

    public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }

    public func callAsFunction(_ url: URL) { _ = handler(url) }

    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        let result = handler(url)
        completion(result.name == "handled")
    }
}

private struct ScenePhaseKey: EnvironmentKey { static var defaultValue: ScenePhase { .active } }
private struct OpenURLKey: EnvironmentKey { static var defaultValue: OpenURLAction { OpenURLAction { _ in .discarded } } }

extension EnvironmentValues {
    public var accessibilityReduceMotion: Bool { false }
    public var accessibilityReduceTransparency: Bool { false }
    public var accessibilityDifferentiateWithoutColor: Bool { false }
    public var accessibilityInvertColors: Bool { false }
    public var accessibilityVoiceOverEnabled: Bool { false }
    public var accessibilitySwitchControlEnabled: Bool { false }
    public var accessibilityShowButtonShapes: Bool { false }
    public var accessibilityEnabled: Bool { false }
    public var colorSchemeContrast: ColorSchemeContrast { .standard }
    /// False: a rendered view's search field is never being typed in.
    public var isSearching: Bool { false }

    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
