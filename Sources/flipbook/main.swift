// main.swift: the `flipbook` command: dispatches to one subcommand per file and turns every
// failure into one line, `flipbook: error: …`, with exit status 2 for usage errors and 1 for
// anything else.

import Foundation

let commands: [String: (inout Options) throws -> Command] = [
    "list": { try ListCommand(&$0) },
    "render": { try RenderCommand(&$0) },
    "compare": { try CompareCommand(&$0) },
    "scene": { try SceneCommand(&$0) },
    // One scene's rasterizer timing, or with --gallery the whole render pipeline's.
    "bench": { $0.flag("gallery") ? try GalleryBenchCommand(&$0) as Command : try BenchCommand(&$0) },
]

func usage() -> String {
    """
    usage: flipbook <command> [options]   (flipbook --version: the version)

    commands:
      list              every catalog control, with what it shows
      render ID… | --all [--out-dir DIR | -o FILE] [--format gif|png|frames] [--at SECONDS]
                        [--scale N] [--fps N] [--background COLOR|transparent] [--jobs N]
                        [--shard K/N] [--color-scheme light|dark] [--max-memory SIZE] [--quiet]
                        play controls through their storyboards: ID.gif, ID@0.40s.png, ID/0001.png
      render FILE.swift… [--view TYPE | --preview NAME|N] [--size WxH]
                        [--tap X,Y | --double-tap X,Y | --tap-text TEXT | --press X,Y[,S]
                         | --drag X1,Y1,X2,Y2[,S] | --rest S]…
                        [--duration S] [--timeout S] [--assets PATH] [--watch] [every output option above]
                        compile your own view (a #Preview, a PreviewProvider or the only View
                        made with init()) and play it: the steps given, else one seamless loop of
                        what animates by itself, else two taps, else a still; --preview N takes
                        the files' Nth #Preview (1 the first); the view may use at most 4 GiB
                        of memory (or --max-memory, if more)
      compare A.png B.png [--diff OUT.png] [--threshold 0…1]
                        compare two images as the golden tests do
      scene SCENES.json [--scene NAME] --out-dir DIR [--tolerance PX]
                        render vector scenes to DIR/<name>.png
      bench --scenes SCENES.json --scene NAME --n N [--tolerance PX]
                        render one scene N times after a warm-up; print "ms/frame: <median>"
      bench --gallery [--jobs N] [--scale N]
                        render and encode every control's GIF in memory; print frames/s, wall
                        time and peak memory
    """
}

/// The usage of one command: its entries of `usage()` (an entry's first line starts with two
/// spaces and the command's name, its other lines with more spaces).
func usage(of command: String) -> String {
    var lines = ["usage: flipbook \(command) [options]", ""], inEntry = false
    for line in usage().split(separator: "\n", omittingEmptySubsequences: false) where line.hasPrefix("  ") {
        if !line.hasPrefix("   ") { inEntry = line.hasPrefix("  \(command) ") }
        if inEntry { lines.append(String(line)) }
    }
    return lines.joined(separator: "\n")
}

// A runner that dies must not take flipbook with it when flipbook next writes to its pipe.
signal(SIGPIPE, SIG_IGN)
// Interrupted, flipbook takes its runners (and the user's code in them) with it.
InterruptCleanup.install()

var arguments = Array(CommandLine.arguments.dropFirst())
do {
    guard let name = arguments.first else { throw CLIError.usage("no command given (see 'flipbook --help')") }
    if name == "--version" {
        print("flipbook \(flipbookVersion)")
        exit(0)
    }
    if name == "--help" || name == "-h" || name == "help" {
        // `flipbook help render`: that command's usage.
        if arguments.count > 1, commands[arguments[1]] != nil { print(usage(of: arguments[1])) } else { print(usage()) }
        exit(0)
    }
    guard let command = commands[name] else {
        throw CLIError.usage("unknown command '\(name)' (commands: \(commands.keys.sorted().joined(separator: ", ")))")
    }
    var options = try Options(Array(arguments.dropFirst()))
    if options.flag("help") {
        print(usage(of: name))
        exit(0)
    }
    try command(&options).run()
} catch let error as CLIError {
    FileHandle.standardError.write(Data("flipbook: error: \(error.message)\n".utf8))
    exit(error.exitCode)
} catch {
    FileHandle.standardError.write(Data("flipbook: error: \(error)\n".utf8))
    exit(1)
}
