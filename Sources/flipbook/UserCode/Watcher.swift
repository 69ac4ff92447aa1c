// Watcher.swift: `--watch`: renders, then keeps running, and renders again whenever one of the
// files changes, or an image or colour of their asset catalogs is added, removed or changed (the
// modification times, polled three times a second), the files read again, one line per write.
// Xcode Previews, in a terminal. A failed render prints its error and waits for the next change.

import Foundation

struct Watcher {
    let files: UserFiles

    func run(_ render: () throws -> Void) throws -> Never {
        var stamps = modificationTimes()
        attempt(render)
        while true {
            usleep(300_000)
            let now = modificationTimes()
            guard now != stamps else { continue }
            stamps = now
            attempt(render)
        }
    }

    private func attempt(_ render: () throws -> Void) {
        do { try render() } catch let error as CLIError {
            FileHandle.standardError.write(Data("flipbook: error: \(error.message)\n".utf8))
        } catch {
            FileHandle.standardError.write(Data("flipbook: error: \(error)\n".utf8))
        }
    }

    /// Each watched file's modification time, by path: the Swift files, and everything in the
    /// asset catalogs (a file added or removed there changes the keys).
    private func modificationTimes() -> [String: Double] {
        var times: [String: Double] = [:]
        func note(_ path: String) {
            times[path] = ((try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
        }
        files.paths.forEach(note)
        for catalog in files.assetCatalogs {
            note(catalog)
            for case let item as String in FileManager.default.enumerator(atPath: catalog) ?? NSEnumerator() {
                note((catalog as NSString).appendingPathComponent(item))
            }
        }
        return times
    }
}
