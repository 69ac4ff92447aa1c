// png-decode.swift: fuzzes PNG decoding (PNG.decode: libpng's simplified read API behind our size
// checks), as `flipbook compare` and snapshot tests read reference images. Properties: no crash,
// no hang, no leak; a decoded image has a size a Pixmap allows; encoding it and decoding again
// gives it back exactly (PNG.encode's promise).
// fuzz-modules: Raster Codecs

import Codecs
import Raster

func fuzz(_ input: [UInt8]) {
    let image: Pixmap
    do {
        image = try PNG.decode(input)
    } catch is CodecError {
        return  // CodecError flattens its message to one line itself
    } catch {
        return expect(false, "unexpected error type: \(error)")
    }
    expect((1...Pixmap.maximumSide).contains(image.width) && (1...Pixmap.maximumSide).contains(image.height),
           "size \(image.width)×\(image.height)")
    do {
        expect(try PNG.decode(PNG.encode(image)) == image, "re-encoded image differs")
    } catch {
        expect(false, "re-encoding failed: \(error)")
    }
}
