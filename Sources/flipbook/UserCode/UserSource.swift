// UserSource.swift: a user's Swift file made ready to compile into a runner. `#Preview` is a
// macro that cannot exist here, so each `#Preview { … }` is taken out (its body kept as a root
// candidate, with its name, line, traits and `@Previewable` declarations); `@main` is taken out (the runner has its own entry point);
// `import Foundation` becomes `import SwiftUI` (which re-exports Foundation: importing Foundation
// itself would set its Timer beside the render clock's); a `#if os(iOS)`, `os(macOS)` or
// `targetEnvironment(simulator)` reads as it does in Xcode's iOS previews (DEBUG is defined by
// the compile); `@Entry` is expanded as its macro would (EntryMacro.swift). Everything taken out
// becomes spaces, so every line (and every column but an expanded `@Entry` line's) stays where
// the user wrote it, and a `#sourceLocation` line makes the compiler
// report the user's path.
// Also found here: the View types the file declares, and whether each can be made with `init()`.

import Foundation

/// A `#Preview` block of a user's file.
struct PreviewBlock {
    let name: String?
    /// The body, without its `@Previewable` declarations (blanked, so lines stay put).
    let body: String
    let file: String
    /// The line the body's first character is on.
    let line: Int
    /// The traits after `traits:`, as written, and the line they start on.
    var traits: (text: String, line: Int)? = nil
    /// The body's `@Previewable` declarations without the attribute (`@State var x = 0`), each
    /// with its line: the macro makes them the properties of a view round the body.
    var previewables: [(text: String, line: Int)] = []
    /// Whether the body returns its view with `return`, so that it is a plain closure's body
    /// rather than a view builder's.
    var returnsExplicitly = false
}

/// A View type a user's file declares.
struct ViewCandidate {
    let name: String
    /// Whether `Name()` compiles: no stored property needs a value and no other init hides it.
    let makesWithInit: Bool
}

/// A user's file, prepared.
struct UserSource {
    let path: String
    /// What to compile.
    let compiledText: String
    let previews: [PreviewBlock]
    let views: [ViewCandidate]
    /// Types conforming to PreviewProvider.
    let previewProviders: [String]
    /// The names previews are given with `.previewDisplayName("…")`, in order.
    let previewDisplayNames: [String]
    /// Types conforming to App.
    let apps: [String]
    /// The names of the types the file declares at any depth (structs, classes, enums, actors).
    let declaredTypes: Set<String>
    /// Whether the file's braces, comments and literals all close: code appended to it (the
    /// root's function) then stands at its top level.
    let closesEverything: Bool

    init(path: String, text: String) {
        self.path = path
        let source = SwiftSource(text)
        var chars = source.characters
        var previews: [PreviewBlock] = []
        let code = source.codeOnly
        let codeChars = Array(code)

        func blank(_ range: Range<Int>) {
            for i in range where !chars[i].isNewline { chars[i] = " " }
        }

        // #Preview blocks.
        for start in Self.occurrences(of: "#Preview", in: codeChars) {
            var i = start + "#Preview".count
            var name: String?
            var traits: (text: String, line: Int)?
            guard let afterName = source.nextCode(from: i) else { continue }
            if source.characters[afterName] == "(" {
                guard let close = source.matchingClose(afterName) else { continue }
                name = Self.firstStringLiteral(in: Array(source.characters[(afterName + 1)..<(close - 1)]))
                if let label = Self.occurrences(of: "traits", in: Array(codeChars[(afterName + 1)..<(close - 1)])).first,
                   let colon = source.nextCode(from: afterName + 1 + label + "traits".count), source.characters[colon] == ":" {
                    traits = (String(source.characters[(colon + 1)..<(close - 1)]), source.line(of: colon + 1))
                }
                i = close
            }
            guard let open = source.nextCode(from: i), source.characters[open] == "{", let close = source.matchingClose(open) else { continue }
            let preview = Self.previewBody(source: source, code: codeChars, from: open + 1, to: close - 1)
            previews.append(PreviewBlock(name: name, body: preview.body, file: path, line: source.line(of: open + 1),
                                         traits: traits, previewables: preview.previewables,
                                         returnsExplicitly: preview.returnsExplicitly))
            blank(start..<close)
        }
        // @main, and Foundation imported as SwiftUI.
        for start in Self.occurrences(of: "@main", in: codeChars) { blank(start..<(start + 5)) }
        for start in Self.occurrences(of: "import Foundation", in: codeChars) {
            chars.replaceSubrange(start..<(start + 17), with: Array("import SwiftUI   "))
        }
        // Conditions on the platform, as an iOS build in Xcode's previews has them.
        for function in ["os", "targetEnvironment"] {
            for start in Self.occurrences(of: function, in: codeChars) where Self.isInCondition(start, code: codeChars) {
                guard let paren = source.nextCode(from: start + function.count), codeChars[paren] == "(",
                      let close = source.matchingClose(paren),
                      let holds = Self.iOSPreviewCondition(function: function,
                                                           argument: String(codeChars[(paren + 1)..<(close - 1)]).trimmingCharacters(in: .whitespaces))
                else { continue }
                let word = Array(holds ? "true" : "false")
                guard word.count <= close - start else { continue }
                chars.replaceSubrange(start..<close, with: word + Array(repeating: " ", count: close - start - word.count))
            }
        }

        // `@Entry` environment values, expanded as the macro would (EntryMacro): the last edit, as
        // it changes lines' lengths.
        EntryMacro.expand(&chars, source: source, code: codeChars, occurrences: Self.occurrences(of: EntryMacro.attribute, in: codeChars))

        self.previews = previews
        let (views, providers, apps) = Self.declaredTypes(in: code, source: source)
        self.views = views
        previewProviders = providers
        previewDisplayNames = Self.occurrences(of: "previewDisplayName", in: codeChars).compactMap { start in
            let after = start + "previewDisplayName".count
            guard let open = source.nextCode(from: after), source.characters[open] == "(" else { return nil }
            return Self.firstStringLiteral(in: Array(source.characters[(open + 1)...]))
        }
        self.apps = apps
        declaredTypes = Self.typeNames(in: code)
        closesEverything = codeChars.filter { $0 == "{" }.count == codeChars.filter { $0 == "}" }.count
            && SwiftSource(text + "\n_").isCode.last == true
        compiledText = "#sourceLocation(file: \(Self.literal(path)), line: 1)\n" + String(chars)
    }

    /// A Swift string literal for `text`.
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    // MARK: - Finding things in code

    /// A #Preview body between `start` and `end` (exclusive): its text with the `@Previewable`
    /// lines blanked, those lines without the attribute, and whether a `return` stands at its top
    /// level.
    private static func previewBody(source: SwiftSource, code: [Character], from start: Int, to end: Int)
        -> (body: String, previewables: [(text: String, line: Int)], returnsExplicitly: Bool) {
        var body = Array(source.characters[start..<end])
        var previewables: [(text: String, line: Int)] = []
        let attribute = "@Previewable"
        for offset in occurrences(of: attribute, in: Array(code[start..<end])) {
            // The declaration runs to the end of its line.
            var lineEnd = offset
            while lineEnd < body.count && !body[lineEnd].isNewline { lineEnd += 1 }
            previewables.append((String(body[(offset + attribute.count)..<lineEnd]), source.line(of: start + offset)))
            for k in offset..<lineEnd { body[k] = " " }
        }
        var depth = 0, returns = false
        for (offset, c) in code[start..<end].enumerated() {
            if c == "{" { depth += 1 } else if c == "}" { depth -= 1 }
            if depth == 0 && c == "r" && occurrences(of: "return", in: Array(code[(start + offset)..<min(end, start + offset + 7)])).first == 0
                && (offset == 0 || !isIdentifier(code[start + offset - 1])) {
                returns = true
            }
        }
        return (String(body), previewables, returns)
    }

    /// Whether the code at `index` is on a `#if` or `#elseif` line.
    private static func isInCondition(_ index: Int, code: [Character]) -> Bool {
        var lineStart = index
        while lineStart > 0 && !code[lineStart - 1].isNewline { lineStart -= 1 }
        let line = String(code[lineStart..<index]).trimmingCharacters(in: .whitespaces)
        return line.hasPrefix("#if") || line.hasPrefix("#elseif")
    }

    /// Whether `os(…)` or `targetEnvironment(…)` holds for an iOS preview in Xcode (a simulator);
    /// nil for anything else, left to the compiler.
    private static func iOSPreviewCondition(function: String, argument: String) -> Bool? {
        switch function {
        case "os": return ["iOS", "macOS", "OSX", "watchOS", "tvOS", "visionOS", "xrOS", "Linux", "Windows", "Android", "FreeBSD", "WASI"]
                .contains(argument) ? argument == "iOS" : nil
        case "targetEnvironment": return ["simulator", "macCatalyst"].contains(argument) ? argument == "simulator" : nil
        default: return nil
        }
    }

    /// Where `word` starts in the code as a whole word.
    private static func occurrences(of word: String, in code: [Character]) -> [Int] {
        let w = Array(word)
        var result: [Int] = []
        var i = 0
        while i + w.count <= code.count {
            if Array(code[i..<(i + w.count)]) == w,
               i == 0 || !isIdentifier(code[i - 1]),
               i + w.count == code.count || !isIdentifier(code[i + w.count]) {
                result.append(i)
                i += w.count
            } else {
                i += 1
            }
        }
        return result
    }

    private static func isIdentifier(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }

    /// Whether `identifier` appears in the file as a whole word (anywhere: a type named only in a
    /// comment still counts, so a false answer is certain).
    func mentions(_ identifier: String) -> Bool {
        var rest = compiledText[...]
        while let range = rest.range(of: identifier) {
            let before = range.lowerBound == compiledText.startIndex ? nil : compiledText[compiledText.index(before: range.lowerBound)]
            let after = range.upperBound == compiledText.endIndex ? nil : compiledText[range.upperBound]
            if !(before.map(Self.isIdentifier) ?? false) && !(after.map(Self.isIdentifier) ?? false) { return true }
            rest = compiledText[range.upperBound...]
        }
        return false
    }

    /// The contents of the first simple string literal among the characters, if it comes first.
    private static func firstStringLiteral(in chars: [Character]) -> String? {
        guard let quote = chars.firstIndex(where: { !$0.isWhitespace }), chars[quote] == "\"" else { return nil }
        guard let end = chars[(quote + 1)...].firstIndex(of: "\"") else { return nil }
        return String(chars[(quote + 1)..<end])
    }

    /// The names after `struct`, `class`, `enum` and `actor` in the code.
    private static func typeNames(in code: String) -> Set<String> {
        guard let regex = try? NSRegularExpression(pattern: #"\b(?:struct|class|enum|actor)\s+([A-Za-z_][A-Za-z0-9_]*)"#) else { return [] }
        return Set(regex.matches(in: code, range: NSRange(code.startIndex..., in: code)).compactMap { match in
            Range(match.range(at: 1), in: code).map { String(code[$0]) }
        })
    }

    /// The top-level View, PreviewProvider and App types the code declares.
    private static func declaredTypes(in code: String, source: SwiftSource) -> ([ViewCandidate], [String], [String]) {
        let chars = Array(code)
        var views: [ViewCandidate] = []
        var providers: [String] = []
        var apps: [String] = []
        var depth = 0
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "{" { depth += 1 } else if c == "}" { depth -= 1 }
            if depth == 0, c == "s" || c == "c" || c == "e",
               i == 0 || !isIdentifier(chars[i - 1]),
               let declaration = typeDeclaration(at: i, in: chars) {
                let conformances = declaration.conformances
                if conformances.contains("PreviewProvider") {
                    providers.append(declaration.name)
                } else if conformances.contains("App") && !declaration.isExtension {
                    apps.append(declaration.name)
                } else if conformances.contains("View") && !declaration.isGeneric && !declaration.isExtension {
                    let body = String(chars[declaration.bodyOpen..<(source.matchingClose(declaration.bodyOpen) ?? chars.count)])
                    views.append(ViewCandidate(name: declaration.name, makesWithInit: makesWithInit(body)))
                }
            }
            i += 1
        }
        return (views, providers, apps)
    }

    private struct TypeDeclaration {
        let name: String
        let isGeneric: Bool
        let isExtension: Bool
        let conformances: [String]
        let bodyOpen: Int
    }

    /// `struct Name<…>: A, B {` (or class, or extension) starting at `start`.
    private static func typeDeclaration(at start: Int, in chars: [Character]) -> TypeDeclaration? {
        let text = String(chars[start..<min(chars.count, start + 400)])
        let pattern = #"^(struct|final class|class|extension)\s+([A-Za-z_][A-Za-z0-9_]*)\s*(<[^>{]*>)?\s*:\s*([^{]*)\{"#
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let nameRange = Range(match.range(at: 2), in: text), let listRange = Range(match.range(at: 4), in: text) else { return nil }
        let list = text[listRange].split(whereSeparator: { $0 == "," || $0.isWhitespace })
            .map { $0.split(separator: ".").last.map(String.init) ?? "" }
        let kind = Range(match.range(at: 1), in: text).map { String(text[$0]) } ?? ""
        let open = start + text[text.startIndex..<text.index(text.startIndex, offsetBy: match.range.length - 1)].count
        return TypeDeclaration(name: String(text[nameRange]), isGeneric: match.range(at: 3).location != NSNotFound,
                               isExtension: kind == "extension", conformances: list, bodyOpen: open)
    }

    /// Whether a struct body (code only, from its `{`) lets the type be made with `init()`: by an
    /// init of its own that takes nothing, or whose parameters all have defaults (`init()`
    /// seeding a `@State` with `State(initialValue:)`, `init(start: Int = 3)`); without one, by
    /// the memberwise init, when every stored property has a value or a wrapper that needs none.
    private static func makesWithInit(_ body: String) -> Bool {
        let chars = Array(body)
        var depth = 0
        var line = ""
        var members: [String] = []
        var initializers: [Bool] = []
        var i = 1
        while i < chars.count {
            let c = chars[i]
            if c == "{" { depth += 1 }
            if depth == 0 {
                if c == "\n" || c == ";" { members.append(line); line = "" } else { line.append(c) }
                if c == "i", let callable = initializerTakesNothing(at: i, in: chars) { initializers.append(callable) }
            } else if depth == 1 && c == "{" {
                line.append(c)
            }
            if c == "}" { depth -= 1 }
            i += 1
        }
        members.append(line)
        if !initializers.isEmpty { return initializers.contains(true) }
        for raw in members {
            guard let stored = storedProperty(raw.trimmingCharacters(in: .whitespaces)) else { continue }
            if !stored { return false }
        }
        return true
    }

    /// For an `init` declared at `start`: whether `Name()` calls it (no parameters, or defaults
    /// for all; not failable, not generic). Nil when no init is declared there.
    private static func initializerTakesNothing(at start: Int, in chars: [Character]) -> Bool? {
        guard start + 4 <= chars.count, String(chars[start..<(start + 4)]) == "init",
              start == 0 || !(isIdentifier(chars[start - 1]) || chars[start - 1] == ".") else { return nil }
        var i = start + 4
        guard i < chars.count, !isIdentifier(chars[i]) else { return nil }
        var failable = false
        while i < chars.count, chars[i] == " " || chars[i] == "?" || chars[i] == "!" {
            if chars[i] != " " { failable = true }
            i += 1
        }
        guard i < chars.count else { return nil }
        // `init<T>(…)`, failable inits and `self.init(…)` calls inside a member's body are no use.
        guard chars[i] == "(" else { return chars[i] == "<" ? false : nil }
        // The parameters, split at the commas outside brackets: each needs a default (`= …`).
        // A closure type's `->` is no bracket.
        func closes(_ k: Int) -> Bool { ")]}".contains(chars[k]) || (chars[k] == ">" && chars[k - 1] != "-") }
        var nesting = 0, parameter = "", parameters: [String] = []
        i += 1
        while i < chars.count {
            let c = chars[i]
            if "([{<".contains(c) { nesting += 1 }
            if closes(i) {
                if nesting == 0 { break }
                nesting -= 1
            }
            if c == "," && nesting == 0 { parameters.append(parameter); parameter = "" } else { parameter.append(c) }
            i += 1
        }
        parameters.append(parameter)
        if failable { return false }
        let given = parameters.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        return given.allSatisfy { parameter in
            // `= ` at the parameter's own level: a closure type's `->` is not one.
            var level = 0, previous: Character = " "
            for c in parameter {
                if "([{<".contains(c) { level += 1 } else if ")]}".contains(c) || (c == ">" && previous != "-") { level -= 1 }
                else if c == "=" && level == 0 { return true }
                previous = c
            }
            return false
        }
    }

    /// For a member line: nil when it is not a stored property; else whether it needs no value
    /// from an initializer.
    private static func storedProperty(_ member: String) -> Bool? {
        let words = member.split(whereSeparator: { $0.isWhitespace }).map(String.init)
        guard let keyword = words.firstIndex(where: { $0 == "let" || $0 == "var" }) else { return nil }
        let before = words[..<keyword]
        if before.contains("static") || before.contains("class") { return nil }
        let rest = words[(keyword + 1)...].joined(separator: " ")
        if rest.contains("{") && !rest.contains("=") { return nil }  // computed
        if rest.contains("=") { return true }
        let attributes = before.filter { $0.hasPrefix("@") }
        // Wrappers that need no value: they read the environment, or make their own.
        let free = ["@Environment", "@EnvironmentObject", "@Namespace", "@FocusState", "@AccessibilityFocusState", "@ScaledMetric"]
        if attributes.contains(where: { a in free.contains { a.hasPrefix($0) } }) { return true }
        // `var x: T?` starts out nil, and so does `@State var x: T?`; `let x: T?` does not.
        let startsNil = words[keyword] == "var" && rest.hasSuffix("?")
        if !attributes.isEmpty { return startsNil && attributes.allSatisfy { $0 == "@State" } }
        return startsNil
    }
}
