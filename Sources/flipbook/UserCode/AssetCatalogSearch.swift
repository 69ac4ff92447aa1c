// AssetCatalogSearch.swift: the Xcode asset catalogs (`*.xcassets`) a user's files name images
// and colours from: those `--assets PATH` gives (a catalog, or a folder holding catalogs), then
// the ones in the files' folders and their parents' (a project keeps `Assets.xcassets` beside
// its views, or a level or two away), a few levels deep. The walk is bounded, so a file in a
// large folder costs at most a few thousand directory entries.

import Foundation

enum AssetCatalogSearch {
    /// How far below a searched folder a catalog may be, and how many entries a search reads.
    static let depth = 3
    static let entryBudget = 5_000

    /// The catalogs for files at `paths`, with `given` (from --assets) first.
    static func catalogs(near paths: [String], given: String?) throws -> [String] {
        var found: [String] = []
        func add(_ catalog: String) {
            let standard = (catalog as NSString).standardizingPath
            if !found.contains(standard) { found.append(standard) }
        }
        if let given {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: given, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw CLIError.usage("--assets \(given): no such folder (give an .xcassets catalog or a folder holding one)")
            }
            if given.hasSuffix(".xcassets") { add(given) } else { search(given).forEach(add) }
        }
        for path in paths {
            // URLs, not NSString's path methods, which trap on a one-letter folder ("q/View.swift").
            let folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
            let parent = folder.deletingLastPathComponent()
            for root in [folder.path, parent.path] where !root.isEmpty && root != "/" {
                search(root).forEach(add)
            }
        }
        return found
    }

    /// The catalogs under `root`, breadth first, within the depth and the budget.
    private static func search(_ root: String) -> [String] {
        var catalogs: [String] = []
        var level = [root]
        var budget = entryBudget
        for _ in 0..<depth {
            var next: [String] = []
            for folder in level {
                guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
                for name in names.sorted() {
                    budget -= 1
                    if budget < 0 { return catalogs }
                    let path = (folder as NSString).appendingPathComponent(name)
                    var isDirectory: ObjCBool = false
                    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
                          !name.hasPrefix("."), !skipped.contains(name) else { continue }
                    if name.hasSuffix(".xcassets") { catalogs.append(path) } else { next.append(path) }
                }
            }
            level = next
        }
        return catalogs
    }

    /// Folders no catalog of the project is in: builds, dependencies.
    private static let skipped: Set<String> = ["DerivedData", "node_modules", "Pods", "Carthage", "build"]
}
