// RunnerServer.swift: the runner's side: the program flipbook compiles from the user's files
// calls `RunnerServer.serve(name:root:)` from its generated main. It reads its configuration,
// decides the storyboard (the interactions asked for in the catalog's rhythm; else one seamless
// loop of what animates by itself; else two taps on the first view that takes taps; else a
// still), plays it (telling flipbook the storyboard time before each step), and answers requests for the timeline and for frames until told to quit.
// All the user's code runs here, in this process, so that flipbook survives whatever it does.

import Foundation
import FlipbookUI

public enum RunnerServer {
    /// Serves requests for the view `root` makes. Never returns.
    public static func serve(name: String, root: @escaping () -> any View) -> Never {
        let arguments = CommandLine.arguments
        guard arguments.count >= 2, let data = arguments[1].data(using: .utf8),
              let configuration = try? JSONDecoder().decode(RunnerConfiguration.self, from: data) else {
            FileHandle.standardError.write(Data("\(name): this program is run by flipbook render, with its configuration\n".utf8))
            exit(2)
        }
        let requests = FileHandle(fileDescriptor: RunnerDescriptors.requests, closeOnDealloc: false)
        let answers = FileHandle(fileDescriptor: RunnerDescriptors.answers, closeOnDealloc: false)
        let session: RunnerSession
        // While the storyboard plays, "P t" lines tell flipbook how far it got, so that a crash
        // or a hang in the user's code is reported at its storyboard time.
        let progress = { (t: Double) in answer(answers, "P \(t)\n") }
        // The root view is made at its clock's start, so that its initial state reads that time.
        let madeAtStart = { RenderClock.atStart(root) }
        do { session = try RunnerSession(configuration, root: madeAtStart, progress: progress) } catch {
            answer(answers, "E \(oneLine(error))\n")
            exit(1)
        }
        var buffer = Data()
        while true {
            guard let line = readLine(requests, &buffer) else { exit(0) }
            switch RunnerRequest(line: line) {
            case .timeline?:
                let json = (try? JSONEncoder().encode(session.timeline)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
                answer(answers, "T \(json)\n")
            case .frame(let t)?:
                guard let pixmap = session.playback.frame(at: t) else {
                    answer(answers, "E the frame at \(t) s could not be drawn\n")
                    continue
                }
                answers.write(Data("F \(pixmap.width) \(pixmap.height)\n".utf8))
                answers.write(Data(pixmap.bytes))
            case .sameFrame(let later, let earlier)?:
                answer(answers, session.playback.showsSameFrame(at: later, as: earlier) ? "S 1\n" : "S 0\n")
            case .quit?:
                exit(0)
            case nil:
                answer(answers, "E unknown request '\(line)'\n")
            }
        }
    }

    private static func answer(_ handle: FileHandle, _ text: String) { handle.write(Data(text.utf8)) }

    private static func oneLine(_ error: Error) -> String {
        "\(error)".split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// The next line from `handle` (nil at the end).
    private static func readLine(_ handle: FileHandle, _ buffer: inout Data) -> String? {
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer.removeSubrange(buffer.startIndex...newline)
                return line
            }
            let more = handle.availableData
            if more.isEmpty { return nil }
            buffer.append(more)
        }
    }
}
