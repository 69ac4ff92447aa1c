// svg-path.swift: fuzzes SVG path data (Path(svg:), the `d` of a scene operation) and then draws
// what it accepted the way `flipbook scene` would: filled under both rules and stroked with round
// and miter joins, on a small canvas. Properties: no crash, no hang; an error is one line and
// points inside the data.
// fuzz-modules: Raster

import Raster

func fuzz(_ input: [UInt8]) {
    let text = String(decoding: input, as: UTF8.self)
    let path: Path
    do {
        path = try Path(svg: text)
    } catch let error as SVGPathError {
        expect(isOneLine(error.description), "multi-line error: \(error.description.debugDescription)")
        expect((0...text.utf8.count).contains(error.offset), "offset \(error.offset) outside \(text.utf8.count) bytes")
        return
    } catch {
        return expect(false, "unexpected error type: \(error)")
    }
    let canvas = Canvas(width: 24, height: 24, background: .white)!
    canvas.fill(path, with: .solid(.black), rule: .nonzero)
    canvas.fill(path, with: .solid(.black), rule: .evenOdd)
    canvas.stroke(path, style: StrokeStyle(width: 3, cap: .round, join: .round), with: .solid(.black))
    canvas.stroke(path, style: StrokeStyle(width: 1.5, cap: .square, join: .miter, miterLimit: 10), with: .solid(.black))
}
