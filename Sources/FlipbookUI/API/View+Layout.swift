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
}

/// How content fits an aspect ratio.
public enum ContentMode: Hashable { case fit, fill }
