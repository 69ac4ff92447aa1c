// SceneTests.swift: decoding scene documents (the yardstick's JSON, read by `flipbook scene` and
// `flipbook bench`): a valid document renders what it says, in both path forms (the `path`
// command list and the SVG `d` string); every invalid one throws an error whose description
// names the scene, the operation and the problem, since that line is all a CLI user sees.

import XCTest
import Foundation
@testable import Raster
import Scenes

final class SceneTests: XCTestCase {
    func testValidDocumentDecodesAndRenders() throws {
        let scenes = try decode("""
            {"version": 1, "scenes": [
              {"name": "commands", "width": 40, "height": 30, "background": [250, 250, 250, 255], "ops": [
                {"type": "fill", "color": [200, 30, 20, 255], "path": [
                  {"cmd": "M", "args": [4, 4]}, {"cmd": "L", "args": [20, 4]},
                  {"cmd": "Q", "args": [24, 4, 24, 8]}, {"cmd": "C", "args": [24, 14, 20, 16, 16, 16]},
                  {"cmd": "L", "args": [4, 16]}, {"cmd": "Z"}]},
                {"type": "stroke", "color": [10, 60, 220, 255], "stroke_width": 4, "cap": "round",
                 "join": "bevel", "miter_limit": 2, "d": "M 4 24 H 36"}]},
              {"name": "svg", "width": 40, "height": 30, "ops": [
                {"type": "fill", "fill_rule": "evenodd", "color": [200, 30, 20, 255],
                 "d": "M4 4 L20 4 Q24 4 24 8 C24 14 20 16 16 16 L4 16 Z"}]}
            ]}
            """)
        XCTAssertEqual(scenes.map(\.name), ["commands", "svg"])
        let commands = scenes[0], svg = scenes[1]
        XCTAssertEqual(commands.width, 40)
        XCTAssertEqual(commands.height, 30)
        XCTAssertEqual(commands.background, RGBA8(r: 250, g: 250, b: 250))
        XCTAssertEqual(svg.background, .white, "the background defaults to white")
        XCTAssertEqual(commands.operations.count, 2)
        guard case .stroke(let style) = commands.operations[1].kind else { return XCTFail("op 2 should be a stroke") }
        XCTAssertEqual(style, StrokeStyle(width: 4, cap: .round, join: .bevel, miterLimit: 2))
        guard case .fill(let rule) = svg.operations[0].kind else { return XCTFail("op 1 should be a fill") }
        XCTAssertEqual(rule, .evenOdd)
        // The two forms of the same outline give the same path.
        XCTAssertEqual(commands.operations[0].path, svg.operations[0].path)

        let image = commands.render()
        XCTAssertEqual(image.width, 40)
        XCTAssertEqual(image.height, 30)
        XCTAssertEqual(image[10, 10], PremultipliedRGBA8(straight: RGBA8(r: 200, g: 30, b: 20)), "inside the fill")
        XCTAssertEqual(image[20, 24], PremultipliedRGBA8(straight: RGBA8(r: 10, g: 60, b: 220)), "on the stroke")
        XCTAssertEqual(image[36, 2], PremultipliedRGBA8(straight: RGBA8(r: 250, g: 250, b: 250)), "background")
        // Nothing overlaps itself, so the fill rule does not matter: the fills are the same pixels.
        let fillOnly = Canvas(width: 40, height: 30, background: .white)!
        fillOnly.fill(commands.operations[0].path, with: .solid(RGBA8(r: 200, g: 30, b: 20)))
        XCTAssertEqual(svg.render(), fillOnly.pixmap)
    }

    func testSingleSceneObjectIsADocumentToo() throws {
        let scenes = try decode(#"{"width": 8, "height": 6, "ops": [{"type": "fill", "d": "M0 0H8V6H0Z", "color": [0, 0, 0, 255]}]}"#)
        XCTAssertEqual(scenes.count, 1)
        XCTAssertEqual(scenes[0].name, "scene1", "an unnamed scene is named by its position")
        XCTAssertEqual(scenes[0].render()[4, 3], PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
    }

    func testInvalidDocumentsThrowErrorsNamingTheProblem() {
        let fill = #""type": "fill", "d": "M0 0 H4 V4 Z", "color": [0, 0, 0, 255]"#
        let stroke = #""type": "stroke", "d": "M0 0 H4", "color": [0, 0, 0, 255]"#
        let cases: [(json: String, mentions: [String])] = [
            ("{\"scenes\": [", ["not valid JSON"]),
            ("this is not json", ["not valid JSON"]),
            (scene(#""height": 10, "ops": []"#), ["scene 'bad'", "width and height"]),
            (scene(#""width": "ten", "height": 10, "ops": []"#), ["scene 'bad'", "width and height"]),
            (scene(#""width": 0, "height": 10, "ops": []"#), ["scene 'bad'", "size 0×10", "1…\(Pixmap.maximumSide)"]),
            (scene(#""width": 10, "height": 99999, "ops": []"#), ["scene 'bad'", "size 10×99999", "1…\(Pixmap.maximumSide)"]),
            (scene(#""width": 10, "height": 10"#), ["scene 'bad'", "missing 'ops'"]),
            (op(#""type": "smear", "d": "M0 0 H4 V4 Z", "color": [0, 0, 0, 255]"#), ["scene 'bad'", "op #1", "unknown type 'smear'"]),
            (op(#""d": "M0 0 H4 V4 Z", "color": [0, 0, 0, 255]"#), ["op #1", "unknown type 'none'"]),
            (op(fill + #", "fill_rule": "sideways""#), ["op #1", "unknown fill rule 'sideways'"]),
            (op(#""type": "fill", "d": "M0 0 H4 V4 Z", "color": [300, 0, 0, 255]"#), ["op #1", "bad colour"]),
            (op(#""type": "fill", "d": "M0 0 H4 V4 Z", "color": [0, 0, 0]"#), ["op #1", "bad colour"]),
            (scene(#""width": 10, "height": 10, "background": [0, -1, 0, 255], "ops": []"#), ["scene 'bad'", "bad background colour"]),
            (op(stroke + #", "stroke_width": -2"#), ["op #1", "stroke_width"]),
            (op(stroke), ["op #1", "stroke_width"]),
            (op(stroke + #", "stroke_width": 2, "cap": "pointy""#), ["op #1", "unknown cap"]),
            (op(stroke + #", "stroke_width": 2, "join": "glued""#), ["op #1", "unknown join"]),
            (op(stroke + #", "stroke_width": 2, "miter_limit": 0.5"#), ["op #1", "miter_limit"]),
            (op(#""type": "fill", "color": [0, 0, 0, 255], "path": [{"cmd": "M", "args": [1, 2]}, {"cmd": "L", "args": [3]}]"#),
             ["op #1", "path command 'L'"]),
            (op(#""type": "fill", "color": [0, 0, 0, 255], "path": [{"cmd": "M", "args": [1, 2, 3]}]"#),
             ["op #1", "path command 'M'"]),
            (op(#""type": "fill", "color": [0, 0, 0, 255], "path": [{"cmd": "M", "args": [1, 2]}, {"cmd": "Z", "args": [1]}]"#),
             ["op #1", "path command 'Z'"]),
            (op(#""type": "fill", "color": [0, 0, 0, 255], "path": [{"args": [1, 2]}]"#), ["op #1", "without 'cmd'"]),
            (op(#""type": "fill", "color": [0, 0, 0, 255], "d": "M 0 0 L 4 X 9""#), ["op #1", "path data", "expected a number"]),
            (op(#""type": "fill", "color": [0, 0, 0, 255], "d": "M 0 0 K 4 4""#), ["op #1", "path data"]),
            (op(#""type": "fill", "color": [0, 0, 0, 255]"#), ["op #1", "no 'path' or 'd'"]),
            (scene(#""width": true, "height": 10, "ops": []"#), ["scene 'bad'", "width and height"]),
            (op(stroke + #", "stroke_width": true"#), ["op #1", "stroke_width"]),
            (op(#""type": "fill", "d": "M0 0 H4 V4 Z", "color": [true, 0, 0, 255]"#), ["op #1", "bad colour"]),
            (op(#""type": "fill", "color": [0, 0, 0, 255], "path": [{"cmd": "M", "args": [false, 2]}]"#), ["op #1", "must be numbers"]),
            (#"{"name": "../escaped", "width": 4, "height": 4, "ops": []}"#, ["scene '../escaped'", "a name may hold only"]),
            (#"{"name": "a/b", "width": 4, "height": 4, "ops": []}"#, ["a name may hold only"]),
            (#"{"name": ".hidden", "width": 4, "height": 4, "ops": []}"#, ["a name may hold only"]),
        ]
        for (json, mentions) in cases {
            XCTAssertThrowsError(try Scene.decodeDocument(Data(json.utf8)), json) { error in
                let description = String(describing: error)
                XCTAssertTrue(error is SceneError, "\(json) threw \(type(of: error))")
                XCTAssertFalse(description.contains("\n"), "one line: \(description)")
                for words in mentions {
                    XCTAssertTrue(description.contains(words), "'\(description)' should mention '\(words)' for \(json)")
                }
            }
        }
    }

    func testErrorNamesTheOperationByPosition() {
        let json = scene(#""width": 10, "height": 10, "ops": [{"type": "fill", "d": "M0 0 H4 V4 Z", "color": [0, 0, 0, 255]}, {"type": "fill", "d": "M0 0 H4 V4 Z", "color": [0, 0, 256, 255]}]"#)
        XCTAssertThrowsError(try Scene.decodeDocument(Data(json.utf8))) { error in
            XCTAssertEqual(String(describing: error), "scene 'bad': op #2: bad colour")
        }
    }

    // MARK: - Helpers

    private func decode(_ json: String) throws -> [Scene] {
        try Scene.decodeDocument(Data(json.utf8))
    }

    /// A document holding one scene named "bad" with the given fields.
    private func scene(_ fields: String) -> String {
        #"{"scenes": [{"name": "bad", "# + fields + "}]}"
    }

    /// A valid 10×10 scene named "bad" whose only operation has the given fields.
    private func op(_ fields: String) -> String {
        scene(#""width": 10, "height": 10, "ops": [{"# + fields + "}]")
    }
}
