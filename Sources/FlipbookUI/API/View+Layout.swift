// View+Layout.swift: the layout modifiers: frame (fixed and flexible), padding, fixedSize,
// aspectRatio, position, offset, zIndex.

extension View {
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        element(FrameKind(layout: .fixed(width: width, height: height, alignment: alignment)))
    }

    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        element(FrameKind(layout: .flexible(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)))
    }

    /// 16 pt on every edge (SwiftUI's default padding).
    public func padding() -> some View { padding(.all, 16) }
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        element(PaddingKind(insets: EdgeInsets(edges, length ?? 16)))
    }
    public func padding(_ insets: EdgeInsets) -> some View { element(PaddingKind(insets: insets)) }

    public func fixedSize() -> some View { element(FixedSizeKind(horizontal: true, vertical: true)) }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        element(FixedSizeKind(horizontal: horizontal, vertical: vertical))
    }

    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        element(AspectRatioKind(ratio: ratio, fill: contentMode == .fill))
    }
    public func aspectRatio(_ size: CGSize, contentMode: ContentMode) -> some View {
        element(AspectRatioKind(ratio: size.width / size.height, fill: contentMode == .fill))
    }
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    public func position(_ position: CGPoint) -> some View { element(PositionKind(point: position)) }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { element(PositionKind(point: CGPoint(x: x, y: y))) }

    public func offset(_ offset: CGSize) -> some View { element(OffsetKind(offset: offset)) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { element(OffsetKind(offset: CGSize(width: x, height: y))) }

    public func zIndex(_ value: Double) -> some View { element(ZIndexTrait(value: value)) }

    /// Identifies the view by `id`: when the value changes the view is a new one, which
    /// replaces the old with their transitions, and starts from fresh state.
    public func id<ID: Hashable>(_ id: ID) -> some View { modifier(IdentityModifier(id: AnyHashable(id))) }
}

/// How content fits an aspect ratio.
public enum ContentMode: Hashable { case fit, fill }

// MARK: - Layout traits and guides

extension View {
    /// The order in which the enclosing stack offers this view space: higher first, and the
    /// lower priorities keep at least their minimum sizes. The default is 0.
    public func layoutPriority(_ value: Double) -> some View { element(LayoutPriorityKind(priority: value)) }

    /// Gives a horizontal guide of this view an explicit value, computed from its dimensions.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        element(AlignmentGuideKind(guide: g.key, computeValue: computeValue))
    }

    /// Gives a vertical guide of this view an explicit value, computed from its dimensions.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        element(AlignmentGuideKind(guide: g.key, computeValue: computeValue))
    }
}

// MARK: - Safe area

/// The kinds of safe area a view can extend into.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The area outside the system's bars and the screen's rounded corners and notch.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The area the software keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Lets the view extend into the safe area. A Flipbook canvas has no safe area (no bars, no
    /// keyboard, no notch), so the view is laid out as it was: SwiftUI does the same where the
    /// insets are zero.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    /// The older form of `ignoresSafeArea(_:edges:)`: no effect on a canvas without a safe area.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}

extension Color {
    /// A colour that extends into the safe area: in a navigation stack's screen it is the
    /// screen's background, reaching up behind the bar and its large title, as the colour of a
    /// screen written `ZStack { Color.indigo.ignoresSafeArea(); … }` does on iOS. Elsewhere there
    /// is no safe area to extend into.
    @ViewBuilder
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        if edges.contains(.top) && regions.contains(.container) {
            navigationItem(.screenBackground(AnyShapeStyle(self)))
        } else {
            self
        }
    }

    /// The older form of `ignoresSafeArea(_:edges:)`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { ignoresSafeArea(.all, edges: edges) }
}

// A gradient that extends into the safe area: in a navigation stack's screen it is the screen's
// background, spread over the whole screen, bar and large title included, as the extended view's
// frame spreads it on iOS; its place in the content keeps its size and draws nothing (drawn there
// as well, its stops would fall elsewhere and leave a seam at the bar). Elsewhere there is no safe
// area to extend into.
extension LinearGradient {
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        ScreenBackgroundInNavigation(style: self, extendsUp: edges.contains(.top) && regions.contains(.container))
    }

    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { ignoresSafeArea(.all, edges: edges) }
}

extension RadialGradient {
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        ScreenBackgroundInNavigation(style: self, extendsUp: edges.contains(.top) && regions.contains(.container))
    }

    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { ignoresSafeArea(.all, edges: edges) }
}

extension AngularGradient {
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        ScreenBackgroundInNavigation(style: self, extendsUp: edges.contains(.top) && regions.contains(.container))
    }

    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { ignoresSafeArea(.all, edges: edges) }
}

extension EllipticalGradient {
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        ScreenBackgroundInNavigation(style: self, extendsUp: edges.contains(.top) && regions.contains(.container))
    }

    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { ignoresSafeArea(.all, edges: edges) }
}

/// A shape style standing in a navigation stack's screen as its background (see above).
struct ScreenBackgroundInNavigation<Style: ShapeStyle & View>: View {
    let style: Style
    let extendsUp: Bool
    @Environment(\.navigator) private var navigator

    var body: some View {
        if extendsUp && navigator != nil {
            style.hidden().navigationItem(.screenBackground(AnyShapeStyle(style)))
        } else {
            style
        }
    }
}
