// SnapshotLocation.swift: where a snapshot's reference and failure images go: beside the test
// file in __Snapshots__/<TestFile>/<test>.<name>.png (swift-snapshot-testing's layout), or in a
// directory of the caller's; failures in the temporary directory, under flipbook-failures.

import Foundation

struct SnapshotLocation {
    let directory: String
    let baseName: String

    init(file: String, testName: String, name: String?, directory: String?) {
        let fileURL = URL(fileURLWithPath: file)
        let testFile = fileURL.deletingPathExtension().lastPathComponent
        self.directory = directory ?? fileURL.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__").appendingPathComponent(testFile).path
        // "testSomething()" → "testSomething".
        let test = testName.split(separator: "(").first.map(String.init) ?? testName
        baseName = directory != nil ? (name ?? test) : name.map { "\(test).\($0)" } ?? test
    }

    var path: String { (directory as NSString).appendingPathComponent(baseName + ".png") }

    func failurePath(suffix: String) -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-failures").path
        return (folder as NSString).appendingPathComponent("\(baseName).\(suffix).png")
    }
}
