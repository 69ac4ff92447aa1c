// UIDevice.swift: the device a view runs on: an iPhone on iOS 17, upright.

/// The kind of device an interface is for.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad, tv, carPlay, mac = 5, vision
}

/// How the device is held.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The device.
public final class UIDevice: @unchecked Sendable {
    public static let current = UIDevice()

    public let name = "iPhone"
    public let model = "iPhone"
    public let localizedModel = "iPhone"
    public let systemName = "iOS"
    public let systemVersion = "17.0"
    public let userInterfaceIdiom = UIUserInterfaceIdiom.phone
    public let orientation = UIDeviceOrientation.portrait
    public let identifierForVendor: UUID? = UUID(uuidString: "00000000-0000-0000-0000-000000000000")
}
