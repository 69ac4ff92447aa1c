// FontFileIndex.swift: finds font files by name in the directories fontconfig searches by default
// on Linux, so Flipbook needs no fontconfig and no hard-coded path.
// Follows the XDG base directory spec: $XDG_DATA_HOME/fonts (else ~/.local/share/fonts), ~/.fonts,
// then <dir>/fonts for each entry of $XDG_DATA_DIRS (else /usr/local/share and /usr/share).
// Guarantees: when two directories hold a file of the same name, the earlier directory wins (a
// user's own copy overrides the system's), as with fontconfig.

import Foundation

/// Font file names mapped to the first path where each was found.
struct FontFileIndex: Sendable {
    private let pathsByName: [String: String]

    /// Walks every directory (recursively, following the usual font package layouts such as
    /// /usr/share/fonts/opentype/inter/) and records each .otf, .ttf and .ttc file.
    init(directories: [String]) {
        var paths: [String: String] = [:]
        let manager = FileManager.default
        for directory in directories {
            guard let walker = manager.enumerator(atPath: directory) else { continue }
            while let relative = walker.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                let ext = (name as NSString).pathExtension.lowercased()
                guard ext == "otf" || ext == "ttf" || ext == "ttc", paths[name] == nil else { continue }
                paths[name] = (directory as NSString).appendingPathComponent(relative)
            }
        }
        pathsByName = paths
    }

    /// The path of the first file called `name`, if any directory holds one.
    func path(named name: String) -> String? { pathsByName[name] }

    /// The directories fontconfig searches by default, user directories first.
    static var standardDirectories: [String] {
        let env = ProcessInfo.processInfo.environment
        let home = env["HOME"] ?? NSHomeDirectory()
        var directories: [String] = []
        if let dataHome = env["XDG_DATA_HOME"], !dataHome.isEmpty {
            directories.append(dataHome + "/fonts")
        } else {
            directories.append(home + "/.local/share/fonts")
        }
        directories.append(home + "/.fonts")
        let dataDirs = env["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share"
        for dir in dataDirs.split(separator: ":") where !dir.isEmpty {
            directories.append(String(dir) + "/fonts")
        }
        // Some environments set XDG_DATA_DIRS without /usr/share, where Debian puts its fonts.
        if !directories.contains("/usr/share/fonts") { directories.append("/usr/share/fonts") }
        return directories
    }
}
