// PNGBytes.swift: builds PNG files by hand (chunks, CRC-32, zlib "stored" blocks, Adler-32) so
// the decoder can be tested on formats the encoder never writes: palette with tRNS, 16-bit gray
// with alpha, and headers that claim absurd sizes.

enum PNGBytes {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A complete file: signature, IHDR, the extra chunks, one IDAT holding `rows` (each row
    /// already prefixed with its filter byte), IEND.
    static func file(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8,
                     chunks: [(String, [UInt8])] = [], rows: [UInt8]) -> [UInt8] {
        var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [bitDepth, colorType, 0, 0, 0]
        var out = signature + chunk("IHDR", header)
        for (type, data) in chunks { out += chunk(type, data) }
        out += chunk("IDAT", zlibStored(rows))
        out += chunk("IEND", [])
        return out
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
    }

    /// zlib stream made of uncompressed deflate blocks (at most 65535 bytes each).
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65535, data.count - offset)
            let isLast: UInt8 = offset + count == data.count ? 1 : 0
            out += [isLast, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[offset..<offset + count]
            offset += count
        } while offset < data.count
        return out + bigEndian(adler32(data))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func crc32(_ data: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func adler32(_ data: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }
}
