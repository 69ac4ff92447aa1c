// EntryMacro.swift: what SwiftUI's `@Entry` macro writes, written into a user's file before it is
// compiled (no macro of SwiftUI's can run here). In `extension EnvironmentValues { … }`,
//     @Entry var tint: Color = .blue
// becomes a property that reads and writes a key of its own, declared beside it, as the macro
// expands it (the default is worked out each time it is read, as the macro's is):
//     var tint: Color { get { self[K.self] } set { self[K.self] = newValue } }; struct K: EnvironmentKey { static var defaultValue: Color { .blue } }
// An optional without a default defaults to nil; a declaration without a type keeps its default
// in a `static let`, the type inferred from it. Everything stays on the declaration's own lines,
// so the compiler's line numbers are still the user's.
// The same for container values (`extension ContainerValues`, keys of ContainerValueKey). Only
// these have keys here: an `@Entry` anywhere else is left for the compiler to reject as the
// attribute it does not know.

/// Expands each `@Entry` of a file's environment and container values in place.
enum EntryMacro {
    /// The attribute as written.
    static let attribute = "@Entry"

    /// An edit to the file's characters: `range` replaced by `text`.
    private struct Edit {
        let range: Range<Int>
        let text: String
    }

    /// Expands every `@Entry` declaration inside an `extension EnvironmentValues` or
    /// `extension ContainerValues` in `characters`
    /// (the file's, with `code` the same characters with comments and literals blanked).
    static func expand(_ characters: inout [Character], source: SwiftSource, code: [Character], occurrences: [Int]) {
        var edits: [Edit] = []
        for start in occurrences {
            guard let keyProtocol = keyProtocol(at: start, code: code) else { continue }
            edits += expansion(at: start, keyProtocol: keyProtocol, characters: characters, source: source, code: code) ?? []
        }
        // From the end back, so that each edit's positions are still the file's.
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            characters.replaceSubrange(edit.range, with: Array(edit.text))
        }
    }

    /// The edits that expand the declaration whose attribute starts at `start`; nil when it is not
    /// a `var` with a name this can read.
    private static func expansion(at start: Int, keyProtocol: String, characters: [Character], source: SwiftSource,
                                  code: [Character]) -> [Edit]? {
        // The name: the identifier after `var` (modifiers may stand between).
        var i = start + attribute.count
        while i < code.count, let word = word(at: i, in: code, skippingSpace: true), word.text != "var" {
            guard ["public", "internal", "fileprivate", "private", "nonisolated"].contains(word.text) else { return nil }
            i = word.end
        }
        guard let keyword = word(at: i, in: code, skippingSpace: true), keyword.text == "var",
              let name = word(at: keyword.end, in: code, skippingSpace: true) else { return nil }
        let key = "__FlipbookEntryKey_\(name.text)"
        let accessors = "{ get { self[\(key).self] } set { self[\(key).self] = newValue } }"
        let statementEnd = endOfStatement(from: name.end, code: code)
        let equals = (name.end..<statementEnd).first { code[$0] == "=" && depth(from: name.end, to: $0, code: code) == 0 }
        var edits = [Edit(range: start..<(start + attribute.count), text: String(repeating: " ", count: attribute.count))]
        guard let colon = source.nextCode(from: name.end), colon < statementEnd, code[colon] == ":" else {
            // No type: the key's default is stored, and the property takes the type it has.
            guard let equals else { return nil }
            edits.append(Edit(range: name.end..<name.end, text: ": \(key).Value"))
            edits.append(Edit(range: equals..<(equals + 1),
                              text: "\(accessors); struct \(key): \(keyProtocol) { static let defaultValue ="))
            edits.append(Edit(range: statementEnd..<statementEnd, text: " }"))
            return edits
        }
        let type = String(characters[(colon + 1)..<(equals ?? statementEnd)]).trimmingCharacters(in: .whitespaces)
        guard !type.isEmpty else { return nil }
        if let equals {
            edits.append(Edit(range: equals..<(equals + 1),
                              text: "\(accessors); struct \(key): \(keyProtocol) { static var defaultValue: \(type) {"))
            edits.append(Edit(range: statementEnd..<statementEnd, text: " } }"))
        } else {
            // `@Entry var selection: Item?`: nil until set.
            edits.append(Edit(range: statementEnd..<statementEnd,
                              text: " \(accessors); struct \(key): \(keyProtocol) { static var defaultValue: \(type) { nil } }"))
        }
        return edits
    }

    /// The values types whose `@Entry` declarations are expanded, with their keys' protocol.
    private static let keyProtocols = ["EnvironmentValues": "EnvironmentKey", "ContainerValues": "ContainerValueKey"]

    /// The key protocol of the values type whose extension the declaration at `index` stands
    /// directly inside (nil: none that has keys here).
    private static func keyProtocol(at index: Int, code: [Character]) -> String? {
        // The unclosed `{` before it, then the words of the header before that.
        var depth = 0, i = index - 1
        while i >= 0 {
            if code[i] == "}" { depth += 1 } else if code[i] == "{" {
                if depth == 0 { break }
                depth -= 1
            }
            i -= 1
        }
        guard i >= 0 else { return nil }
        var headerStart = i
        while headerStart > 0 && !"{};".contains(code[headerStart - 1]) { headerStart -= 1 }
        let words = String(code[headerStart..<i]).split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" && $0 != "." })
        guard let extensionWord = words.firstIndex(of: "extension"), extensionWord + 1 < words.count else { return nil }
        let extended = words[extensionWord + 1]
        return keyProtocols[extended.hasPrefix("SwiftUI.") ? String(extended.dropFirst("SwiftUI.".count)) : String(extended)]
    }

    /// Where the statement that goes on from `index` ends: the first line end, `;` or closing
    /// brace outside any brackets it opens.
    private static func endOfStatement(from index: Int, code: [Character]) -> Int {
        var depth = 0, i = index
        while i < code.count {
            let c = code[i]
            if "([{".contains(c) { depth += 1 } else if ")]}".contains(c) {
                if depth == 0 { return trimmedBack(i, code: code) }
                depth -= 1
            } else if depth == 0 && (c.isNewline || c == ";") {
                return trimmedBack(i, code: code)
            }
            i += 1
        }
        return trimmedBack(i, code: code)
    }

    /// `end` moved back past the spaces before it.
    private static func trimmedBack(_ end: Int, code: [Character]) -> Int {
        var e = end
        while e > 0 && code[e - 1].isWhitespace && !code[e - 1].isNewline { e -= 1 }
        return e
    }

    /// The bracket depth at `index`, counted from `start`.
    private static func depth(from start: Int, to index: Int, code: [Character]) -> Int {
        var depth = 0
        for c in code[start..<index] {
            if "([{".contains(c) { depth += 1 } else if ")]}".contains(c) { depth -= 1 }
        }
        return depth
    }

    /// The identifier at `index` (after spaces, when asked), with where it ends.
    private static func word(at index: Int, in code: [Character], skippingSpace: Bool) -> (text: String, end: Int)? {
        var i = index
        if skippingSpace { while i < code.count && code[i].isWhitespace { i += 1 } }
        var end = i
        while end < code.count && (code[end].isLetter || code[end].isNumber || code[end] == "_") { end += 1 }
        return end > i ? (String(code[i..<end]), end) : nil
    }
}
