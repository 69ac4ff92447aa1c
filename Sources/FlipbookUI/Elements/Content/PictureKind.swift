// PictureKind.swift: a bitmap picture (an asset catalog's image set, a UIImage) in its frame: its
// own size in points (pixels over its scale) unless resizable, drawn stretched over its frame and
// sampled bilinearly; a template is painted in the foreground style through its alpha.

import Raster

/// A picture in its frame.
struct PictureKind: ElementKind, HitTestsFrame, NoAnimatableData {
    var image: AssetImage
    var isResizable: Bool
    /// The pixels drawn: the image's own, or its alpha in the foreground colour for a template.
    var pixels: Pixmap

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize {
        isResizable ? proposal.replacingUnspecifiedDimensions(by: image.size) : image.size
    }

    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] { [] }

    func childTransform(in frame: CGRect) -> ProjectiveTransform? { nil }

    func draw(_ element: PresentedElement, into list: inout DisplayListBuilder) {
        guard element.frame.width > 0, element.frame.height > 0 else { return }
        list.image(pixels, in: Rect(element.frame))
    }

    /// The image's alpha painted in `color` (a template's look).
    static func template(_ image: AssetImage, in color: Color) -> Pixmap {
        image.tinted(color.rgba8) { rgba in
            var tinted = image.pixmap
            for y in 0..<tinted.height {
                for x in 0..<tinted.width {
                    let coverage = UInt32(image.pixmap[x, y].a) * UInt32(rgba.a)
                    let alpha = UInt8(divideBy255(coverage))
                    tinted[x, y] = PremultipliedRGBA8(r: UInt8(divideBy255(UInt32(rgba.r) * UInt32(alpha))),
                                                      g: UInt8(divideBy255(UInt32(rgba.g) * UInt32(alpha))),
                                                      b: UInt8(divideBy255(UInt32(rgba.b) * UInt32(alpha))), a: alpha)
                }
            }
            return tinted
        }
    }
}
