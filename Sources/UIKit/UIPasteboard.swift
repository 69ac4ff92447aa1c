// UIPasteboard.swift: the general pasteboard, kept in memory: what a view copies, it can paste.

/// A pasteboard.
public final class UIPasteboard: @unchecked Sendable {
    public static let general = UIPasteboard()

    public var string: String?
    public var strings: [String]? {
        get { string.map { [$0] } }
        set { string = newValue?.first }
    }
    public var url: URL?
    public var hasStrings: Bool { string != nil }
    public var hasURLs: Bool { url != nil }
}
