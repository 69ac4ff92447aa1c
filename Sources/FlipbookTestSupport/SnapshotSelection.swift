// SnapshotSelection.swift: FLIPBOOK_GOLDEN, a regular expression over snapshot names, narrows a
// parameterized snapshot test to the images it matches (`swift test --filter` selects tests, not
// their arguments): FLIPBOOK_GOLDEN='^toggle\.' swift test --filter MyGoldens.

import Foundation

public enum SnapshotSelection {
    /// The items whose names match FLIPBOOK_GOLDEN (all of them when it is unset or empty).
    public static func narrow<T>(_ items: [T], by name: (T) -> String) -> [T] {
        guard let pattern = ProcessInfo.processInfo.environment["FLIPBOOK_GOLDEN"], !pattern.isEmpty else { return items }
        guard let regex = try? NSRegularExpression(pattern: pattern) else {
            fatalError("FLIPBOOK_GOLDEN is not a regular expression: \(pattern)")
        }
        return items.filter { item in
            let text = name(item)
            return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
    }
}
