// CorpusTests.swift: every everyday control of Tests/Corpus (SwiftUI files written as for Xcode,
// never edited to suit Flipbook) rendered unchanged through `flipbook render FILE.swift` with the
// demonstration corpus.json gives it, and its key frames (the start, and each settled state)
// compared with golden/corpus/<Name>@<t>s.png at scale 1. One test case per control, named after
// its file; FLIPBOOK_GOLDEN (a regular expression over the names) narrows them:
// FLIPBOOK_GOLDEN='^PinEntryShake$' swift test --filter CorpusTests. A control that stops
// compiling fails here with the compiler's messages. FLIPBOOK_RECORD=all records the frames anew
// (and fails, so that a recording run never passes); look at each one before committing it.

import Foundation
import Testing
import FlipbookTestSupport
import Codecs

/// One control of the corpus and how corpus.json says to demonstrate it.
struct CorpusControl: Decodable, Sendable, CustomTestStringConvertible {
    let file: String
    let root: String
    let canvas: [Double]
    let steps: [[String: Step]]

    /// A step's value: coordinates and seconds, or the text to tap.
    enum Step: Decodable, Sendable {
        case numbers([Double]), number(Double), text(String)
        init(from decoder: Decoder) throws {
            let value = try decoder.singleValueContainer()
            if let numbers = try? value.decode([Double].self) { self = .numbers(numbers) }
            else if let number = try? value.decode(Double.self) { self = .number(number) }
            else { self = .text(try value.decode(String.self)) }
        }
        var argument: String {
            switch self {
            case .numbers(let numbers): return numbers.map { "\($0)" }.joined(separator: ",")
            case .number(let number): return "\(number)"
            case .text(let text): return text
            }
        }
    }

    var name: String { URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent }
    var testDescription: String { name }

    static let corpusDirectory = FlipbookProcess.packageRoot.appendingPathComponent("Tests/Corpus")

    /// Every control of corpus.json, narrowed by FLIPBOOK_GOLDEN.
    static var all: [CorpusControl] {
        struct Corpus: Decodable { let controls: [CorpusControl] }
        let url = corpusDirectory.appendingPathComponent("corpus.json")
        guard let data = try? Data(contentsOf: url), let corpus = try? JSONDecoder().decode(Corpus.self, from: data) else { return [] }
        return SnapshotSelection.narrow(corpus.controls, by: \.name)
    }

    /// `flipbook render`'s arguments for the demonstration.
    func arguments(outDirectory: String) -> [String] {
        var arguments = ["render", Self.corpusDirectory.appendingPathComponent(file).path, "--format", "png", "--scale", "1",
                         "--out-dir", outDirectory, "--quiet", "--timeout", "120",
                         "--size", "\(Int(canvas[0]))x\(Int(canvas[1]))"]
        if root.hasPrefix("preview:") { arguments += ["--preview", String(root.dropFirst("preview:".count))] }
        else if root != "preview" { arguments += ["--view", root] }
        let flags = ["tap": "--tap", "tapText": "--tap-text", "press": "--press", "drag": "--drag", "rest": "--rest"]
        for step in steps {
            for (kind, value) in step { arguments += [flags[kind] ?? "--\(kind)", value.argument] }
        }
        return arguments
    }
}

// Serialized: each case compiles a file with swiftc; run together they would only compete for
// the same cores.
@Suite(.serialized) struct CorpusTests {
    private static let goldenDirectory = FlipbookProcess.packageRoot.appendingPathComponent("golden/corpus").path
    private static let cache = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-corpus-cache").path

    @Test func everyControlOfCorpusJSONIsInItsFolder() throws {
        struct Corpus: Decodable { let controls: [CorpusControl] }
        let data = try Data(contentsOf: CorpusControl.corpusDirectory.appendingPathComponent("corpus.json"))
        let listed = Set(try JSONDecoder().decode(Corpus.self, from: data).controls.map { URL(fileURLWithPath: $0.file).lastPathComponent })
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: CorpusControl.corpusDirectory.appendingPathComponent("Controls").path))
        #expect(listed == files, "corpus.json and Tests/Corpus/Controls list different files")
    }

    @Test(arguments: CorpusControl.all)
    func rendersUnchanged(_ control: CorpusControl) throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-corpus-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try FlipbookProcess.run(control.arguments(outDirectory: out), in: out, environment: ["XDG_CACHE_HOME": Self.cache])
        try #require(run.status == 0, "\(control.name): \(run.stderr)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".png") }.sorted()
        #expect(!frames.isEmpty, "\(control.name) gave no key frame")
        for name in frames {
            let frame = try PNG.read(from: (out as NSString).appendingPathComponent(name))
            assertSnapshot(of: frame, named: String(name.dropLast(".png".count)), directory: Self.goldenDirectory)
        }
    }
}
