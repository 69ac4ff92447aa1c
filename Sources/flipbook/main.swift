// main.swift: the `flipbook` command: dispatches to one subcommand per file and turns every
// failure into one line, `flipbook: error: …`, with exit status 2 for usage errors and 1 for
// anything else.

import Foundation

let commands: [String: Command.Type] = [
    "scene": SceneCommand.self,
    "bench": BenchCommand.self,
]

func usage() -> String {
    """
    usage: flipbook <command> [options]

    commands:
      scene SCENES.json [--scene NAME] --out-dir DIR [--tolerance PX]
                        render vector scenes to DIR/<name>.png
      bench --scenes SCENES.json --scene NAME --n N [--tolerance PX]
                        render one scene N times after a warm-up; print "ms/frame: <median>"
    """
}

var arguments = Array(CommandLine.arguments.dropFirst())
do {
    guard let name = arguments.first else { throw CLIError.usage("no command given (see 'flipbook --help')") }
    if name == "--help" || name == "-h" || name == "help" {
        print(usage())
        exit(0)
    }
    guard let command = commands[name] else {
        throw CLIError.usage("unknown command '\(name)' (commands: \(commands.keys.sorted().joined(separator: ", ")))")
    }
    var options = try Options(Array(arguments.dropFirst()))
    try command.init(&options).run()
} catch let error as CLIError {
    FileHandle.standardError.write(Data("flipbook: error: \(error.message)\n".utf8))
    exit(error.exitCode)
} catch {
    FileHandle.standardError.write(Data("flipbook: error: \(error)\n".utf8))
    exit(1)
}
