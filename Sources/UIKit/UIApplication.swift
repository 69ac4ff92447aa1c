// UIApplication.swift: the running app, as far as a view reaches for it: opening a URL (there is
// nothing to open it in, which the completion handler is told), the settings URL, the badge.

/// The app.
public final class UIApplication: @unchecked Sendable {
    public static let shared = UIApplication()

    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    public static let openSettingsURLString = "app-settings:"

    public var applicationIconBadgeNumber = 0

    /// Whether an app could open the URL: none here.
    public func canOpenURL(_ url: URL) -> Bool { false }

    /// Opens nothing, and says so.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }
}
