// ListCommand.swift: `flipbook list` prints every catalog id with what it shows.

import Gallery

struct ListCommand: Command {
    init(_ options: inout Options) throws {
        guard options.positional.isEmpty else { throw CLIError.usage("list takes no arguments") }
        try options.finish()
    }

    func run() throws {
        let width = Catalog.entries.map(\.id.count).max() ?? 0
        for entry in Catalog.entries {
            print(entry.id.padding(toLength: width + 2, withPad: " ", startingAt: 0) + entry.summary)
        }
    }
}
