// SceneFile.swift: loads a scene document for `scene` and `bench`, with errors naming the file.

import Foundation
import Scenes

enum SceneFile {
    static func load(_ path: String) throws -> [Scene] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError.failure("cannot read scene file '\(path)'")
        }
        do { return try Scene.decodeDocument(data) } catch {
            throw CLIError.failure("\(path): \(error)")
        }
    }

    /// The named scene, or all of them when `name` is nil.
    static func select(_ scenes: [Scene], named name: String?, in path: String) throws -> [Scene] {
        guard let name else { return scenes }
        guard let s = scenes.first(where: { $0.name == name }) else {
            throw CLIError.usage("no scene '\(name)' in \(path) (it has: \(scenes.map(\.name).joined(separator: ", ")))")
        }
        return [s]
    }
}
