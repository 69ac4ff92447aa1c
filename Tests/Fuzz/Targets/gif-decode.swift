// gif-decode.swift: fuzzes GIF decoding (GIF.decode: giflib's DGifSlurp, then our compositing of
// frames with disposal and transparency). Properties: no crash, no hang, no leak; every decoded
// frame is a whole screen of the animation's size, its stored rectangle as the file gave it.
// fuzz-modules: Raster Codecs

import Codecs
import Raster

func fuzz(_ input: [UInt8]) {
    let animation: GIFAnimation
    do {
        animation = try GIF.decode(input)
    } catch is CodecError {
        return  // CodecError flattens its message to one line itself
    } catch {
        return expect(false, "unexpected error type: \(error)")
    }
    expect(!animation.frames.isEmpty, "an animation without frames")
    for frame in animation.frames {
        expect(frame.image.width == animation.width && frame.image.height == animation.height,
               "frame \(frame.image.width)×\(frame.image.height) on a \(animation.width)×\(animation.height) screen")
        expect(frame.delay >= 0, "negative delay \(frame.delay)")
    }
}
