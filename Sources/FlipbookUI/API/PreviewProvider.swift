// PreviewProvider.swift: what Xcode's previews read from a file, as `flipbook render` reads it:
// a PreviewProvider's `previews`, and the preview's layout, device and orientation
// (`.previewLayout`, `.previewDevice`, `.previewInterfaceOrientation`, and the traits of
// `#Preview(traits:)`), which choose the canvas as they choose Xcode's. Each view of `previews`
// is a preview of its own, picked by its display name; the platform only labels it.

/// A type whose `previews` Xcode shows (and `flipbook render` renders).
@MainActor @preconcurrency public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }

    /// The preview `flipbook render` shows: each view of `previews` (a Group's, a ForEach's) is a
    /// preview of its own, as in Xcode's canvas; the one named `name` (`.previewDisplayName`),
    /// else the first.
    public static func _preview(named name: String?) -> AnyView {
        let items = ViewList.views(of: previews)
        let chosen = name.flatMap { name in items.first { PreviewDisplayName.name(of: $0.view) == name } } ?? items.first
        return chosen.map { AnyView($0.view) } ?? AnyView(previews)
    }
}

/// A preview's name in Xcode's canvas.
struct PreviewDisplayName: ViewModifier {
    let name: String?

    func body(content: Content) -> some View { content }

    /// The name written on `view` among its modifiers, if any.
    static func name(of view: any View) -> String? {
        var inner = view
        while let modified = inner as? AnyModifiedContent {
            if let named = modified.anyModifier as? PreviewDisplayName { return named.name }
            inner = modified.anyContent
        }
        return nil
    }
}

/// The platform a preview runs on.
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS
}

/// How a preview is laid out in the canvas.
public enum PreviewLayout: Sendable, Equatable {
    /// The device's whole screen.
    case device
    /// The view's own size (with the canvas's margin).
    case sizeThatFits
    /// A container of this size, in points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// The device a preview is shown on, by its name in Xcode ("iPhone SE (3rd generation)").
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Equatable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// The orientation of the device's interface.
public struct InterfaceOrientation: Sendable, Equatable, Hashable {
    let isLandscape: Bool
    let name: String
    public static let portrait = InterfaceOrientation(isLandscape: false, name: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(isLandscape: false, name: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(isLandscape: true, name: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(isLandscape: true, name: "landscapeRight")
}

/// The namespace of `#Preview`'s trait keys.
public enum Preview {
    public enum ViewTraitKey {}
}

/// A trait of a `#Preview`: its layout or its orientation.
public struct PreviewTrait<Key>: Sendable {
    let layout: PreviewLayout?
    let orientation: InterfaceOrientation?
}

extension PreviewTrait where Key == Preview.ViewTraitKey {
    public static var defaultLayout: PreviewTrait { PreviewTrait(layout: .device, orientation: nil) }
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(layout: .sizeThatFits, orientation: nil) }
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(layout: .fixed(width: width, height: height), orientation: nil)
    }
    public static var portrait: PreviewTrait { PreviewTrait(layout: nil, orientation: .portrait) }
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(layout: nil, orientation: .portraitUpsideDown) }
    public static var landscapeLeft: PreviewTrait { PreviewTrait(layout: nil, orientation: .landscapeLeft) }
    public static var landscapeRight: PreviewTrait { PreviewTrait(layout: nil, orientation: .landscapeRight) }
}

extension View {
    public func previewLayout(_ layout: PreviewLayout) -> some View {
        element(PreviewCanvasTrait(layout: layout))
    }
    public func previewDevice(_ device: PreviewDevice?) -> some View {
        element(PreviewCanvasTrait(device: device))
    }
    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> some View {
        element(PreviewCanvasTrait(orientation: orientation))
    }
    /// Names the preview in Xcode's canvas (`flipbook render --preview NAME` picks it); nothing
    /// is drawn for it.
    public func previewDisplayName(_ name: String?) -> some View { modifier(PreviewDisplayName(name: name)) }

    /// The traits of a `#Preview(traits:)`, which `flipbook render` puts round the preview's body.
    public func _previewTraits(_ traits: PreviewTrait<Preview.ViewTraitKey>...) -> some View {
        element(PreviewCanvasTrait(layout: traits.compactMap(\.layout).last,
                                   orientation: traits.compactMap(\.orientation).last))
    }
}
