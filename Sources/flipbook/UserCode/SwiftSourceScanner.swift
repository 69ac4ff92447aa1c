// SwiftSourceScanner.swift: just enough of Swift's lexical structure to work on a user's file
// without parsing it: which characters are code (not comments, not string literals — plain,
// raw, multi-line, with interpolations), and where a bracket's match is. The preview extractor
// and the view finder look only at code, so a `#Preview` or `struct X: View` in a comment or a
// string is never taken for one.

/// A Swift source file as characters, with code told apart from comments and literals.
struct SwiftSource {
    let characters: [Character]
    /// True for each character that is code.
    let isCode: [Bool]

    init(_ text: String) {
        characters = Array(text)
        isCode = Self.classify(characters)
    }

    /// The code, with every comment and literal character replaced by a space (newlines kept).
    var codeOnly: String {
        String(zip(characters, isCode).map { c, code in code || c.isNewline ? c : " " })
    }

    /// The 1-based line of character `index`.
    func line(of index: Int) -> Int {
        var line = 1
        for c in characters[..<min(index, characters.count)] where c.isNewline { line += 1 }
        return line
    }

    /// The index just past the bracket that closes the one at `open` (`{`, `(`, `[`), counting
    /// code brackets only; nil when it is not closed.
    func matchingClose(_ open: Int) -> Int? {
        let pairs: [Character: Character] = ["{": "}", "(": ")", "[": "]"]
        guard open < characters.count, isCode[open], let close = pairs[characters[open]] else { return nil }
        var depth = 0
        var i = open
        while i < characters.count {
            if isCode[i] {
                if characters[i] == characters[open] { depth += 1 }
                if characters[i] == close {
                    depth -= 1
                    if depth == 0 { return i + 1 }
                }
            }
            i += 1
        }
        return nil
    }

    /// The next code character at or after `index` that is not whitespace.
    func nextCode(from index: Int) -> Int? {
        var i = index
        while i < characters.count {
            if isCode[i] && !characters[i].isWhitespace { return i }
            i += 1
        }
        return nil
    }

    // MARK: - Classification

    private enum State {
        case code
        case lineComment
        case blockComment(depth: Int)
        /// Inside a string literal: its raw level (#…#), multi-line or not, and the depth of
        /// interpolation parentheses when inside one (then it is code again).
        case string(hashes: Int, multiline: Bool)
    }

    private static func classify(_ s: [Character]) -> [Bool] {
        var result = [Bool](repeating: true, count: s.count)
        // A stack of the strings whose interpolations we are in, with the parentheses open in
        // the interpolation, so that a `)` closes the right thing.
        var stack: [(hashes: Int, multiline: Bool, parens: Int)] = []
        var state = State.code
        var i = 0
        func at(_ j: Int) -> Character? { j < s.count ? s[j] : nil }
        while i < s.count {
            let c = s[i]
            switch state {
            case .code:
                if c == "/" && at(i + 1) == "/" { state = .lineComment; result[i] = false; i += 1; continue }
                if c == "/" && at(i + 1) == "*" { state = .blockComment(depth: 1); result[i] = false; result[i + 1] = false; i += 2; continue }
                if c == "#" || c == "\"" {
                    // A string literal: #*" or #*""" .
                    var j = i, hashes = 0
                    while at(j) == "#" { hashes += 1; j += 1 }
                    if at(j) == "\"" {
                        let multiline = at(j + 1) == "\"" && at(j + 2) == "\""
                        let end = multiline ? j + 3 : j + 1
                        for k in i..<end { result[k] = false }
                        state = .string(hashes: hashes, multiline: multiline)
                        i = end
                        continue
                    }
                }
                if var top = stack.last {
                    if c == "(" { top.parens += 1; stack[stack.count - 1] = top }
                    if c == ")" {
                        if top.parens == 0 {
                            // The interpolation ends: back into its string.
                            result[i] = false
                            stack.removeLast()
                            state = .string(hashes: top.hashes, multiline: top.multiline)
                            i += 1
                            continue
                        }
                        top.parens -= 1
                        stack[stack.count - 1] = top
                    }
                }
                i += 1
            case .lineComment:
                if c.isNewline { state = .code; i += 1; continue }
                result[i] = false
                i += 1
            case .blockComment(let depth):
                result[i] = false
                if c == "*" && at(i + 1) == "/" {
                    result[i + 1] = false
                    state = depth == 1 ? .code : .blockComment(depth: depth - 1)
                    i += 2
                    continue
                }
                if c == "/" && at(i + 1) == "*" {
                    result[i + 1] = false
                    state = .blockComment(depth: depth + 1)
                    i += 2
                    continue
                }
                i += 1
            case .string(let hashes, let multiline):
                result[i] = false
                if c == "\\" {
                    // An escape needs the literal's hashes after the backslash.
                    var j = i + 1, count = 0
                    while count < hashes && at(j) == "#" { count += 1; j += 1 }
                    if count == hashes {
                        if at(j) == "(" {
                            for k in i...j { result[k] = false }
                            stack.append((hashes, multiline, 0))
                            state = .code
                            i = j + 1
                            continue
                        }
                        for k in i..<min(j + 1, s.count) { result[k] = false }
                        i = j + 1
                        continue
                    }
                }
                if c == "\"" {
                    let quotes = multiline ? 3 : 1
                    var closes = (0..<quotes).allSatisfy { at(i + $0) == "\"" }
                    if closes {
                        for k in 0..<hashes where at(i + quotes + k) != "#" { closes = false }
                    }
                    if closes {
                        for k in i..<min(i + quotes + hashes, s.count) { result[k] = false }
                        state = .code
                        i += quotes + hashes
                        continue
                    }
                }
                if c.isNewline && !multiline { state = .code }
                i += 1
            }
        }
        return result
    }
}
