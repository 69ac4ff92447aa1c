// PreviewCanvasTrait.swift: a preview's request for its canvas (`.previewLayout`,
// `.previewDevice`, `.previewInterfaceOrientation`, `#Preview(traits:)`): the runner finds the
// requests in the tree, the outermost of each kind first, and sizes a canvas not given with
// --size by them (PreviewCanvas).

/// What a preview asks of its canvas (nil: nothing of that kind).
struct PreviewCanvasTrait: ElementKind, TransparentLayout, NoAnimatableData, DrawsChildren, HitTestsChildren {
    var layout: PreviewLayout?
    var device: PreviewDevice?
    var orientation: InterfaceOrientation?
}

/// The canvas a view's previews ask for, gathered from the tree.
public struct PreviewCanvas: Equatable {
    public var layout: PreviewLayout?
    public var device: PreviewDevice?
    public var orientation: InterfaceOrientation?

    init(_ tree: PlacedElement) {
        var found = PreviewCanvas(layout: nil, device: nil, orientation: nil)
        // Every request, in drawing order: the walk finds none to stop at.
        _ = tree.first { placed in
            if let trait = placed.element.kind as? PreviewCanvasTrait {
                found.layout = found.layout ?? trait.layout
                found.device = found.device ?? trait.device
                found.orientation = found.orientation ?? trait.orientation
            }
            return false
        }
        self = found
    }

    private init(layout: PreviewLayout?, device: PreviewDevice?, orientation: InterfaceOrientation?) {
        self.layout = layout; self.device = device; self.orientation = orientation
    }

    /// The screen of the device asked for, in points, turned for the orientation; nil for a
    /// device Flipbook does not know (the caller's default phone, with a warning).
    public func screen(default phone: CGSize) -> CGSize? {
        var size = phone
        if let device {
            guard let known = Self.screen(of: device.rawValue) else { return nil }
            size = known
        }
        return orientation?.isLandscape == true ? CGSize(width: size.height, height: size.width) : size
    }

    /// Screens in points, by the device names Xcode uses (the longest matching name wins, so
    /// "iPhone 15 Pro Max" is not taken for "iPhone 15 Pro").
    private static let screens: [(name: String, size: CGSize)] = [
        ("iPhone SE", CGSize(width: 375, height: 667)),
        ("iPhone 12 mini", CGSize(width: 375, height: 812)), ("iPhone 13 mini", CGSize(width: 375, height: 812)),
        ("iPhone 12", CGSize(width: 390, height: 844)), ("iPhone 13", CGSize(width: 390, height: 844)),
        ("iPhone 14", CGSize(width: 390, height: 844)),
        ("iPhone 12 Pro Max", CGSize(width: 428, height: 926)), ("iPhone 13 Pro Max", CGSize(width: 428, height: 926)),
        ("iPhone 14 Plus", CGSize(width: 428, height: 926)),
        ("iPhone 14 Pro", CGSize(width: 393, height: 852)), ("iPhone 15", CGSize(width: 393, height: 852)),
        ("iPhone 16", CGSize(width: 393, height: 852)),
        ("iPhone 14 Pro Max", CGSize(width: 430, height: 932)), ("iPhone 15 Plus", CGSize(width: 430, height: 932)),
        ("iPhone 15 Pro Max", CGSize(width: 430, height: 932)), ("iPhone 16 Plus", CGSize(width: 430, height: 932)),
        ("iPhone 16 Pro", CGSize(width: 402, height: 874)), ("iPhone 16 Pro Max", CGSize(width: 440, height: 956)),
        ("iPad mini", CGSize(width: 744, height: 1133)), ("iPad Air", CGSize(width: 820, height: 1180)),
        ("iPad (10th generation)", CGSize(width: 820, height: 1180)),
        ("iPad Pro (11-inch)", CGSize(width: 834, height: 1194)), ("iPad Pro (12.9-inch)", CGSize(width: 1024, height: 1366)),
        ("iPad Pro 11-inch", CGSize(width: 834, height: 1210)), ("iPad Pro 13-inch", CGSize(width: 1032, height: 1376)),
    ]

    private static func screen(of name: String) -> CGSize? {
        screens.filter { name.hasPrefix($0.name) }.max { $0.name.count < $1.name.count }?.size
    }
}
