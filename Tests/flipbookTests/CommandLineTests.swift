// CommandLineTests.swift: the built `flipbook` executable, run as a shell script would run it:
// exit statuses (2 for usage errors, 1 for anything else, 0 on success), errors as exactly one
// `flipbook: error: …` line on stderr, output written whole (no temporary or partial files left),
// PNGs that decode to the scene's size and pixels, bench's "ms/frame: <median>" line and the
// gallery bench's figures; rendered GIFs byte-identical to golden/gallery and across --jobs, and
// --shard parts that together render the catalog exactly once, with the same bytes.
// Every scene file is written by the test into its own temporary directory.

import XCTest
import Gallery
import Foundation
import Codecs
@testable import Raster
import Scenes

final class CommandLineTests: XCTestCase {
    private var directory = ""

    /// Two small scenes, "tiny" (20×10) and "other" (7×5).
    private let scenesJSON = """
        {"scenes": [
          {"name": "tiny", "width": 20, "height": 10, "background": [255, 255, 255, 255], "ops": [
            {"type": "fill", "d": "M2.5 2 H17.25 V8 H2.5 Z", "color": [200, 30, 20, 255]},
            {"type": "stroke", "path": [{"cmd": "M", "args": [1, 5]}, {"cmd": "L", "args": [19, 5]}],
             "color": [10, 60, 220, 160], "stroke_width": 1.5, "cap": "round"}]},
          {"name": "other", "width": 7, "height": 5, "ops": [
            {"type": "fill", "d": "M1 1 H6 V4 H1 Z", "color": [0, 0, 0, 255]}]}
        ]}
        """

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("flipbook-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        try Data(scenesJSON.utf8).write(to: URL(fileURLWithPath: path("scenes.json")))
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(atPath: directory)
    }

    // MARK: - Usage errors

    func testUsageErrorsExitTwoWithOneErrorLine() throws {
        let scenes = path("scenes.json"), out = path("out")
        let cases: [(arguments: [String], mentions: String)] = [
            (["scene", scenes, "--out-dir", out, "--frobnicate", "1"], "--frobnicate"),
            (["bench", "--scenes", scenes, "--scene", "tiny", "--n", "3", "--out-dir", out], "--out-dir"),
            (["scene", scenes], "--out-dir"),
            (["scene", scenes, "--out-dir"], "--out-dir"),
            (["scene", "--out-dir", out], "scene file"),
            (["scene", scenes, scenes, "--out-dir", out], "scene file"),
            (["scene", scenes, "--out-dir", out, "--out-dir", out], "twice"),
            (["scene", scenes, "--out-dir", out, "--tolerance", "-1"], "--tolerance"),
            (["scene", scenes, "--out-dir", out, "--scene", "missing"], "'missing'"),
            (["bench", "--scenes", scenes, "--scene", "tiny", "--n", "abc"], "'abc'"),
            (["bench", "--scenes", scenes, "--scene", "tiny", "--n", "0"], "'0'"),
            (["bench", "--scenes", scenes, "--scene", "tiny"], "--n"),
            (["bench", "--scenes", scenes, "--n", "3"], "--scene"),
            ([], "no command"),
            (["frob"], "unknown command 'frob'"),
        ]
        for (arguments, mentions) in cases {
            let run = try flipbook(arguments)
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.stderr)")
            assertOneErrorLine(run.stderr, mentioning: mentions, "\(arguments)")
            XCTAssertEqual(run.stdout, "", "\(arguments)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out), "a usage error writes nothing")
    }

    func testHelpPrintsUsageAndExitsZero() throws {
        for flag in ["--help", "-h", "help"] {
            let run = try flipbook([flag])
            XCTAssertEqual(run.status, 0, flag)
            XCTAssertTrue(run.stdout.hasPrefix("usage: flipbook"), "\(flag): \(run.stdout)")
            XCTAssertTrue(run.stdout.contains("scene SCENES.json"), flag)
            XCTAssertTrue(run.stdout.contains("bench --scenes SCENES.json"), flag)
            XCTAssertEqual(run.stderr, "", flag)
        }
    }

    func testACommandsHelpPrintsItsUsageAndExitsZero() throws {
        for arguments in [["render", "--help"], ["render", "card.flip", "-h"], ["help", "render"]] {
            let run = try flipbook(arguments)
            XCTAssertEqual(run.status, 0, "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stdout.hasPrefix("usage: flipbook render"), "\(arguments): \(run.stdout)")
            XCTAssertTrue(run.stdout.contains("render FILE.swift"), "\(arguments): both forms of render")
            XCTAssertFalse(run.stdout.contains("scene SCENES.json"), "\(arguments): only render's usage")
            XCTAssertEqual(run.stderr, "", "\(arguments)")
        }
        XCTAssertTrue(try flipbook(["bench", "--help"]).stdout.contains("bench --gallery"))
    }

    // MARK: - Failures

    func testMissingSceneFileExitsOneNamingTheFile() throws {
        let missing = path("no-such-scenes.json")
        for arguments in [["scene", missing, "--out-dir", path("out")],
                          ["bench", "--scenes", missing, "--scene", "tiny", "--n", "3"]] {
            let run = try flipbook(arguments)
            XCTAssertEqual(run.status, 1, "\(arguments)")
            assertOneErrorLine(run.stderr, mentioning: missing, "\(arguments)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("out")))
    }

    func testCorruptSceneFileExitsOneNamingTheFile() throws {
        let corrupt = path("corrupt.json"), invalid = path("invalid.json")
        try Data(#"{"scenes": [{"name": "tiny", "width": 20,"#.utf8).write(to: URL(fileURLWithPath: corrupt))
        try Data(#"{"scenes": [{"name": "zero", "width": 0, "height": 5, "ops": []}]}"#.utf8)
            .write(to: URL(fileURLWithPath: invalid))
        for (file, problem) in [(corrupt, "not valid JSON"), (invalid, "size 0×5")] {
            for arguments in [["scene", file, "--out-dir", path("out")],
                              ["bench", "--scenes", file, "--scene", "tiny", "--n", "3"]] {
                let run = try flipbook(arguments)
                XCTAssertEqual(run.status, 1, "\(arguments)")
                assertOneErrorLine(run.stderr, mentioning: file, "\(arguments)")
                XCTAssertTrue(run.stderr.contains(problem), "\(arguments): \(run.stderr)")
            }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("out")))
    }

    func testUnwritableOutputDirectoryFailsAndLeavesNothing() throws {
        try Data("not a directory\n".utf8).write(to: URL(fileURLWithPath: path("file.txt")))
        let before = try listing(directory)
        let run = try flipbook(["scene", path("scenes.json"), "--out-dir", path("file.txt/sub")])
        XCTAssertNotEqual(run.status, 0)
        assertOneErrorLine(run.stderr, mentioning: path("file.txt/sub"), "out-dir under a file")
        XCTAssertEqual(try listing(directory), before)
        XCTAssertEqual(try String(contentsOfFile: path("file.txt"), encoding: .utf8), "not a directory\n")
    }

    func testOutputNameTakenByADirectoryFailsAndLeavesNoTemporaryFile() throws {
        // The directory exists, but DIR/tiny.png is a directory: the final rename fails after the
        // PNG was written to its temporary name, which must be gone afterwards.
        let out = path("out")
        try FileManager.default.createDirectory(atPath: out + "/tiny.png", withIntermediateDirectories: true)
        let run = try flipbook(["scene", path("scenes.json"), "--scene", "tiny", "--out-dir", out])
        XCTAssertEqual(run.status, 1)
        assertOneErrorLine(run.stderr, mentioning: out + "/tiny.png", "output name taken")
        XCTAssertEqual(try listing(out), ["tiny.png"])
        XCTAssertEqual(try listing(out + "/tiny.png"), [])
    }

    // MARK: - Success

    func testSceneWritesExactlyOnePNGPerSceneMatchingTheRender() throws {
        let out = path("frames/new")  // created, parents included
        let run = try flipbook(["scene", path("scenes.json"), "--out-dir", out])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        XCTAssertEqual(try listing(out), ["other.png", "tiny.png"])

        let scenes = try Scene.decodeDocument(Data(scenesJSON.utf8))
        for scene in scenes {
            let image = try PNG.read(from: out + "/\(scene.name).png")
            XCTAssertEqual(image.width, scene.width, scene.name)
            XCTAssertEqual(image.height, scene.height, scene.name)
            // PNG round trips exactly, so the file holds the library's render, pixel for pixel.
            XCTAssertEqual(image, scene.render(), scene.name)
        }
    }

    func testSceneOptionSelectsOneSceneAndToleranceIsUsed() throws {
        let out = path("out")
        let run = try flipbook(["scene", path("scenes.json"), "--scene", "tiny", "--out-dir", out, "--tolerance", "0.2"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try listing(out), ["tiny.png"])
        let tiny = try Scene.decodeDocument(Data(scenesJSON.utf8)).first { $0.name == "tiny" }!
        let image = try PNG.read(from: out + "/tiny.png")
        XCTAssertEqual(image, tiny.render(tolerance: 0.2))
    }

    func testBenchPrintsMillisecondsPerFrame() throws {
        let run = try flipbook(["bench", "--scenes", path("scenes.json"), "--scene", "tiny", "--n", "3"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 2, "one line and its newline: \(run.stdout)")
        let line = String(lines[0])
        XCTAssertNotNil(line.wholeMatch(of: #/ms\/frame: [0-9]+(\.[0-9]+)?/#), line)
        let value = Double(line.dropFirst("ms/frame: ".count))
        XCTAssertNotNil(value)
        XCTAssertGreaterThanOrEqual(value ?? -1, 0)
        XCTAssertEqual(try listing(directory), ["scenes.json"], "bench writes no files")
    }

    // MARK: - Helpers

    // MARK: - Catalog commands

    func testListNamesEveryControl() throws {
        let run = try flipbook(["list"])
        XCTAssertEqual(run.status, 0)
        let ids = run.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
        XCTAssertEqual(ids, Catalog.entries.map(\.id), "every catalog entry, in the catalog's order")
    }

    func testAStepWithTheWrongNumbersIsRefusedNamingItsShape() throws {
        let file = path("Dot.swift")
        try "import SwiftUI\nstruct Dot: View { var body: some View { Circle().frame(width: 10, height: 10) } }\n"
            .write(toFile: file, atomically: true, encoding: .utf8)
        for (flag, value, shape) in [("--double-tap", "1,2,3", "--double-tap must be X,Y"), ("--tap", "a,b", "--tap must be X,Y"),
                                     ("--drag", "1,2", "--drag must be X1,Y1,X2,Y2[,SECONDS]")] {
            let run = try flipbook(["render", file, flag, value, "-o", path("dot.gif")])
            XCTAssertEqual(run.status, 2, run.stderr)
            assertOneErrorLine(run.stderr, mentioning: shape, flag)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("dot.gif")))
    }

    func testRenderRefusesBadInputBeforeAnyWork() throws {
        let out = path("renders"), view = path("View.swift")
        try Data("import SwiftUI\nstruct V: View { var body: some View { Text(\"v\") } }\n".utf8).write(to: URL(fileURLWithPath: view))
        // A folder named like an output file, and one named like a Swift file.
        try FileManager.default.createDirectory(atPath: path("taken.gif"), withIntermediateDirectories: false)
        try FileManager.default.createDirectory(atPath: path("Dir.swift"), withIntermediateDirectories: false)
        let cases: [([String], Int32, String)] = [
            (["render", view, "-o", path("taken.gif")], 2, "-o \(path("taken.gif")) is a folder"),
            (["render", path("Dir.swift"), "--out-dir", out], 2, "'\(path("Dir.swift"))' is a folder"),
            (["render", "button.play-pause", "--bogus", "--out-dir", out], 2, "unknown option --bogus"),
            (["render", "button.play-pause", "-x", "--out-dir", out], 2, "unknown option -x"),
            (["render", "button.play-pause", "--scale", "-o", path("x.png")], 2, "option --scale needs a value"),
            (["render", "button.play-pause", "-o", path("x.gif"), "--out-dir", out], 2, "not both"),
            (["render", view, "--shard", "1/2", "--out-dir", out], 2, "--shard splits the catalog"),
            (["render", view, "--duration", "700", "--out-dir", out], 2, "use --format frames"),
            (["render"], 2, "ids or --all"),
            (["render", "no.such", "--out-dir", out], 2, "unknown control 'no.such'"),
            (["render", "button.play-pause", "--fps", "0", "--out-dir", out], 2, "--fps"),
            (["render", "button.play-pause", "--scale", "abc", "--out-dir", out], 2, "--scale"),
            (["render", "card.flip", "--scale", "8", "--fps", "50", "--at", "-1", "--out-dir", out], 2, "--at"),
            (["render", "button.play-pause", "--format", "mov", "--out-dir", out], 2, "--format"),
            (["render", "button.play-pause", "--background", "puce", "--out-dir", out], 2, "--background"),
            (["render", "button.play-pause", "card.flip", "-o", path("x.gif")], 2, "-o names one file"),
            (["render", "button.play-pause", "--format", "png", "-o", path("x.png")], 2, "say which moment with --at"),
            // A .png names the format: without --at it is the still's moment that is missing.
            (["render", "button.play-pause", "-o", path("x.png")], 2, "say which moment with --at"),
            (["render", "button.play-pause", "--format", "gif", "-o", path("x.png")], 2, "names a png file, but --format gif writes a gif"),
            (["render", "button.play-pause", "-o", path("x.jpg")], 2, "ends in .jpg: Flipbook writes .gif and .png files"),
            (["render", "button.play-pause", "-o", path("x")], 2, "has no extension"),
            (["render", "button.play-pause", "--format", "frames", "-o", path("x")], 2, "writes a folder"),
            (["render", "button.play-pause", "--at", "0.5", "--format", "gif", "--out-dir", out], 2, "--at"),
            (["render", "--all", "card.flip", "--out-dir", out], 2, "not both"),
            (["render", "button.play-pause", "--out-dir", path("scenes.json/sub")], 1, "cannot create directory"),
            (["render", "--all", "--shard", "0/2", "--out-dir", out], 2, "--shard"),
            (["render", "--all", "--shard", "3/2", "--out-dir", out], 2, "'3/2'"),
            (["render", "--all", "--shard", "1/0", "--out-dir", out], 2, "--shard"),
            (["render", "--all", "--shard", "2", "--out-dir", out], 2, "--shard"),
            (["render", "--all", "--shard", "a/b", "--out-dir", out], 2, "--shard"),
            (["render", "card.flip", "--max-memory", "12Q", "--out-dir", out], 2, "--max-memory must be a size from 1M"),
            // 1600×1760 px frames, 4 per job and 2 for the encoder: 10 × 11.3 MB.
            (["render", "card.flip", "--scale", "8", "--jobs", "2", "--max-memory", "100M", "--out-dir", out], 1,
             "card.flip would need 107 MiB of memory (10 frames of 1600×1760 px in flight with --jobs 2), over the 100 MiB limit; raise it with --max-memory 108M"),
            (["bench", "--gallery", "--jobs", "0"], 2, "--jobs"),
            (["bench", "--gallery", "extra"], 2, "positional"),
        ]
        for (arguments, status, words) in cases {
            let run = try flipbook(arguments)
            XCTAssertEqual(run.status, status, "\(arguments): \(run.stderr)")
            assertOneErrorLine(run.stderr, mentioning: words, "\(arguments)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out), "nothing was written")
    }

    func testRenderWritesNamedFilesAndTheSameBytesWhateverTheJobs() throws {
        let one = path("one"), two = path("two")
        XCTAssertEqual(try flipbook(["render", "toggle.checkbox-macos", "--out-dir", one, "--jobs", "1"]).status, 0)
        XCTAssertEqual(try flipbook(["render", "toggle.checkbox-macos", "--out-dir", two, "--jobs", "2"]).status, 0)
        XCTAssertEqual(try listing(one), ["toggle.checkbox-macos.gif"])
        XCTAssertEqual(FileManager.default.contents(atPath: one + "/toggle.checkbox-macos.gif"),
                       FileManager.default.contents(atPath: two + "/toggle.checkbox-macos.gif"))
        let gif = try GIF.decode(Array(try XCTUnwrap(FileManager.default.contents(atPath: one + "/toggle.checkbox-macos.gif"))))
        XCTAssertEqual(gif.loopCount, 0, "loops forever")
        XCTAssertEqual(gif.frames.first?.image, gif.frames.last?.image, "ends where it began")
        XCTAssertEqual(gif.frames.reduce(0) { $0 + $1.delay }, 162, "1.6 s of storyboard plus the last 2 cs frame")

        XCTAssertEqual(try flipbook(["render", "toggle.checkbox-macos", "--at", "0.4", "--out-dir", one]).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: one + "/toggle.checkbox-macos@0.40s.png"))
        XCTAssertEqual(try PNG.read(from: one + "/toggle.checkbox-macos@0.40s.png").width, 520)
        XCTAssertEqual(try flipbook(["render", "button.play-pause", "--format", "frames", "--fps", "5", "--out-dir", one]).status, 0)
        XCTAssertEqual(try listing(one + "/button.play-pause").count, 12, "2.2 s at 5 fps: frames 0…11")
    }

    func testAGIFAskedForMoreThanFiftyFramesASecondSaysItShowsFifty() throws {
        let fast = try flipbook(["render", "button.play-pause", "--fps", "60", "--out-dir", path("fast")])
        XCTAssertEqual(fast.status, 0, fast.stderr)
        XCTAssertTrue(fast.stderr.hasPrefix("flipbook: warning: a GIF shows at most 50 frames a second"), fast.stderr)
        let gif = try GIF.decode(Array(try XCTUnwrap(FileManager.default.contents(atPath: path("fast/button.play-pause.gif")))))
        XCTAssertGreaterThanOrEqual(gif.frames.dropLast().map(\.delay).min() ?? 0, 2)
        let frames = try flipbook(["render", "button.play-pause", "--fps", "60", "--format", "frames", "--out-dir", path("frames")])
        XCTAssertEqual(frames.stderr, "", "every frame, as asked")
    }

    func testRenderedGIFsAreTheGoldenGalleryGIFs() throws {
        // The two smallest catalog GIFs at the gallery's settings (scale 2, 50 fps); the others
        // take minutes in a debug build and are checked by rendering with the release build.
        let ids = ["checkbox.circle", "toggle.checkmark"]
        let run = try flipbook(["render"] + ids + ["--out-dir", path("gallery")])
        XCTAssertEqual(run.status, 0, run.stderr)
        for id in ids {
            XCTAssertEqual(FileManager.default.contents(atPath: path("gallery/\(id).gif")),
                           FileManager.default.contents(atPath: Self.packageRoot.appendingPathComponent("golden/gallery/\(id).gif").path),
                           "\(id).gif must match golden/gallery byte for byte")
        }
    }

    func testShardsTogetherRenderTheCatalogOnceWithTheSameBytes() throws {
        // Small and few frames, so the whole catalog renders quickly.
        let settings = ["--scale", "0.25", "--fps", "10", "--quiet"]
        XCTAssertEqual(try flipbook(["render", "--all", "--out-dir", path("all")] + settings).status, 0)
        var union: [String] = []
        for k in 1...3 {
            let run = try flipbook(["render", "--all", "--shard", "\(k)/3", "--out-dir", path("shard\(k)")] + settings)
            XCTAssertEqual(run.status, 0, run.stderr)
            let files = try listing(path("shard\(k)"))
            XCTAssertFalse(files.isEmpty, "shard \(k)/3 renders something")
            for file in files {
                XCTAssertEqual(FileManager.default.contents(atPath: path("shard\(k)/\(file)")),
                               FileManager.default.contents(atPath: path("all/\(file)")), file)
            }
            union += files
        }
        XCTAssertEqual(union.sorted(), try listing(path("all")), "every control exactly once")
        XCTAssertEqual(try listing(path("all")).count, Catalog.entries.count, "one GIF per catalog entry")
        // The split is the same every time.
        XCTAssertEqual(try flipbook(["render", "--all", "--shard", "2/3", "--out-dir", path("again")] + settings).status, 0)
        XCTAssertEqual(try listing(path("again")), try listing(path("shard2")))
        // More parts than controls: the extra parts are empty, and that is not an error.
        XCTAssertEqual(try flipbook(["render", "toggle.checkmark", "--shard", "2/2", "--out-dir", path("empty")] + settings).status, 0)
        XCTAssertEqual(try listing(path("empty")), [])
    }

    func testGalleryBenchPrintsFramesPerSecondWallTimeAndPeakMemory() throws {
        let run = try flipbook(["bench", "--gallery", "--scale", "0.25", "--jobs", "2"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 4, run.stdout)
        XCTAssertNotNil(lines[0].wholeMatch(of: #/gallery: [0-9]+ GIFs, [0-9]+ frames, [0-9.]+ MB of GIF, 2 jobs/#), lines[0])
        XCTAssertNotNil(lines[1].wholeMatch(of: #/wall: [0-9]+\.[0-9]{2} s/#), lines[1])
        XCTAssertNotNil(lines[2].wholeMatch(of: #/frames\/s: [0-9]+\.[0-9]/#), lines[2])
        XCTAssertNotNil(lines[3].wholeMatch(of: #/peak memory: [0-9]+\.[0-9] MB/#), lines[3])
        XCTAssertEqual(try listing(directory), ["scenes.json"], "the gallery bench writes no files")
    }

    func testCompareCountsDifferencesAndWritesTheDiff() throws {
        XCTAssertEqual(try flipbook(["render", "button.play-pause", "--at", "0", "-o", path("a.png")]).status, 0)
        XCTAssertEqual(try flipbook(["render", "button.play-pause", "--at", "0", "-o", path("b.png")]).status, 0)
        let same = try flipbook(["compare", path("a.png"), path("b.png")])
        XCTAssertEqual(same.status, 0)
        XCTAssertTrue(same.stdout.hasPrefix("0 of 102400 pixels differ"), same.stdout)
        XCTAssertEqual(try flipbook(["scene", "scenes.json", "--scene", "tiny", "--out-dir", directory]).status, 0)
        let sizes = try flipbook(["compare", path("a.png"), path("tiny.png")])
        XCTAssertEqual(sizes.status, 1)
        assertOneErrorLine(sizes.stderr, mentioning: "sizes differ", "compare")
        XCTAssertEqual(try flipbook(["compare", path("a.png"), path("missing.png")]).status, 1)
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: path("fake.png")))
        let fake = try flipbook(["compare", path("a.png"), path("fake.png")])
        XCTAssertEqual(fake.stderr, "flipbook: error: \(path("fake.png")): not a PNG file\n", "the file named once")
    }

    func testVersionPrintsOneLine() throws {
        let run = try flipbook(["--version"])
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stdout.hasPrefix("flipbook "), run.stdout)
        XCTAssertEqual(run.stdout.filter { $0 == "\n" }.count, 1, run.stdout)
    }

    private func path(_ name: String) -> String { directory + "/" + name }

    private func listing(_ dir: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
    }

    /// stderr must be exactly one line, `flipbook: error: …`, naming `words`.
    private func assertOneErrorLine(_ stderr: String, mentioning words: String, _ what: String,
                                    file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(stderr.hasPrefix("flipbook: error: "), "\(what): \(stderr)", file: file, line: line)
        XCTAssertTrue(stderr.hasSuffix("\n"), "\(what): \(stderr)", file: file, line: line)
        XCTAssertEqual(stderr.filter { $0 == "\n" }.count, 1, "\(what): exactly one line: \(stderr)", file: file, line: line)
        XCTAssertTrue(stderr.contains(words), "\(what): '\(stderr)' should mention '\(words)'", file: file, line: line)
    }

    /// Runs the built executable from the test's temporary directory.
    private func flipbook(_ arguments: [String]) throws -> FlipbookRun {
        try FlipbookProcess.run(arguments, in: directory)
    }

    private static let packageRoot = FlipbookProcess.packageRoot
}
