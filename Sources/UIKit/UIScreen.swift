// UIScreen.swift: the device's screen, an iPhone 15's (the phone `flipbook render` shows a view on
// when it fills the screen): 393 × 852 points at 3 pixels a point.

/// The screen of the device.
public final class UIScreen: @unchecked Sendable {
    public static let main = UIScreen()

    /// The screen in points, portrait.
    public let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    /// Pixels per point.
    public let scale: CGFloat = 3
    public var nativeScale: CGFloat { scale }
    /// The screen in pixels.
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
}
