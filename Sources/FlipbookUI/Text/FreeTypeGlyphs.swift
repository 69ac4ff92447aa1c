// FreeTypeGlyphs.swift: reads one glyph out of an FT_Face: its outline as a Raster.Path, or its
// colour bitmap as a premultiplied RGBA Pixmap.
// Follows FreeType's FT_Outline_Decompose (conic arcs become quadratic Béziers, cubic arcs stay
// cubic; contours are closed implicitly, so each is closed here) and its BGRA bitmap format
// (premultiplied, as FT_LOAD_COLOR documents). Outlines are read unscaled and unhinted
// (FT_LOAD_NO_SCALE), so they are the design itself and scale to any size.
// Callers serialize access to the face (FontFace's lock); nothing here is cached.
// Guarantees: outline y points down (FreeType's y-up negated), the baseline at y = 0.

// Implementation-only: users' files compile against this module without the C headers.
@_implementationOnly import CFreeType
import Raster

/// Glyph extraction from FreeType; the face must not be used by another thread meanwhile.
enum FreeTypeGlyphs {
    /// The glyph's outline in font units; empty when it has none or FreeType cannot load it.
    static func outline(_ face: FT_Face, glyph: UInt32) -> Raster.Path {
        guard FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE)) == 0,
              face.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return Raster.Path() }
        let sink = OutlineSink()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in OutlineSink.from(user).move(to!.pointee); return 0 },
            line_to: { to, user in OutlineSink.from(user).line(to!.pointee); return 0 },
            conic_to: { control, to, user in OutlineSink.from(user).quad(control!.pointee, to!.pointee); return 0 },
            cubic_to: { c1, c2, to, user in
                OutlineSink.from(user).cubic(c1!.pointee, c2!.pointee, to!.pointee); return 0
            },
            shift: 0, delta: 0)
        let status = withExtendedLifetime(sink) {
            FT_Outline_Decompose(&face.pointee.glyph.pointee.outline, &funcs,
                                 Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == 0 else { return Raster.Path() }
        sink.builder.close()
        return sink.builder.path
    }

    /// The glyph's colour bitmap at the face's selected strike; nil when the glyph is not a BGRA
    /// bitmap (or is empty).
    static func colorBitmap(_ face: FT_Face, glyph: UInt32) -> FontFace.ColorBitmap? {
        guard FT_Load_Glyph(face, glyph, Int32(FT_LOAD_COLOR)) == 0 else { return nil }
        let slot = face.pointee.glyph.pointee
        let bitmap = slot.bitmap
        guard UInt32(bitmap.pixel_mode) == FT_PIXEL_MODE_BGRA.rawValue, let buffer = bitmap.buffer,
              bitmap.width > 0, bitmap.rows > 0 else { return nil }
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            // A negative pitch means the rows are stored bottom-up.
            let row = buffer + (pitch >= 0 ? y * pitch : (height - 1 - y) * -pitch)
            for x in 0..<width {
                let b = row[x * 4], g = row[x * 4 + 1], r = row[x * 4 + 2], a = row[x * 4 + 3]
                let i = (y * width + x) * 4
                // Already premultiplied; min() only guards against a malformed font.
                rgba[i] = min(r, a); rgba[i + 1] = min(g, a); rgba[i + 2] = min(b, a); rgba[i + 3] = a
            }
        }
        guard let pixmap = Pixmap(width: width, height: height, premultipliedBytes: rgba) else { return nil }
        return FontFace.ColorBitmap(pixmap: pixmap, left: Int(slot.bitmap_left), top: Int(slot.bitmap_top))
    }
}

// MARK: - OutlineSink

/// Collects FT_Outline_Decompose's callbacks into a path, y flipped.
private final class OutlineSink {
    var builder = PathBuilder()

    static func from(_ user: UnsafeMutableRawPointer?) -> OutlineSink {
        Unmanaged<OutlineSink>.fromOpaque(user!).takeUnretainedValue()
    }

    private func point(_ v: FT_Vector) -> Point { Point(Double(v.x), -Double(v.y)) }

    /// A move starts a new contour; the previous one is closed first (FreeType's are implicitly).
    func move(_ to: FT_Vector) {
        builder.close()
        builder.move(to: point(to))
    }

    func line(_ to: FT_Vector) { builder.line(to: point(to)) }
    func quad(_ c: FT_Vector, _ to: FT_Vector) { builder.quad(to: point(to), control: point(c)) }
    func cubic(_ c1: FT_Vector, _ c2: FT_Vector, _ to: FT_Vector) {
        builder.cubic(to: point(to), control1: point(c1), control2: point(c2))
    }
}
