// Watcher.swift: `--watch`: renders, then keeps running, and renders again whenever one of the
// files changes (their modification times, polled three times a second), read again, one line per
// write.
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

    private func modificationTimes() -> [Double] {
        files.paths.map { path in
            ((try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
        }
    }
}
