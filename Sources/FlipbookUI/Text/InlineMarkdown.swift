// InlineMarkdown.swift: the Markdown SwiftUI reads in a Text's localized key: `**strong**` and
// `__strong__` bold, `*emphasis*` and `_emphasis_` italic (both, tripled), `~~struck~~` (or
// `~struck~`) struck through, `` `code` `` in the monospaced font, `[label](destination)` in the
// tint (the accent colour unless `.tint` sets another), and `\` escaping the next punctuation character. Delimiters pair as CommonMark
// pairs them, simplified: a run opens when the character after it is not white space and closes
// when the one before it is not; an underscore inside a word does neither; a run left unpaired
// shows as written. Block Markdown (headings, lists) is not read, as SwiftUI's Text does not.
// Placeholders (U+FFFC) stand for interpolated values, which are not read as Markdown.

/// How a stretch of text is styled by the Markdown around it.
struct MarkdownStyle: Hashable, Sendable {
    var isBold = false
    var isItalic = false
    var isStruck = false
    var isCode = false
    var isLink = false

    /// The text attributes that show it.
    var attributes: TextAttributes {
        var a = TextAttributes()
        if isBold { a.weight = .bold }
        if isItalic { a.isItalic = true }
        if isStruck { a.strikethrough = TextLineDecoration(isActive: true, color: nil) }
        if isCode { a.isMonospaced = true }
        if isLink { a.foreground = TintShapeStyle() }
        return a
    }
}

enum InlineMarkdown {
    /// Whether the string holds a character that could start Markdown.
    static func mightStyle(_ string: String) -> Bool {
        string.contains { "*_~`[\\".contains($0) }
    }

    /// The string's characters with the style each shows in, the Markdown syntax taken out.
    static func parse(_ string: String) -> [(Character, MarkdownStyle)] {
        let tokens = tokenize(Array(string), style: MarkdownStyle())
        return resolveEmphasis(tokens)
    }

    // MARK: - Tokens

    private enum Token {
        case char(Character, MarkdownStyle)
        /// A run of `*`, `_` or `~`, with how many are left, and whether it may open or close.
        case delimiter(Character, count: Int, canOpen: Bool, canClose: Bool, style: MarkdownStyle)
    }

    /// Escapes, code spans and links are read here; emphasis runs are left as delimiters.
    private static func tokenize(_ c: [Character], style: MarkdownStyle) -> [Token] {
        var tokens: [Token] = []
        var i = 0
        while i < c.count {
            let ch = c[i]
            if ch == "\\", i + 1 < c.count, c[i + 1].isPunctuation || c[i + 1].isSymbol {
                tokens.append(.char(c[i + 1], style)); i += 2; continue
            }
            if ch == "`", let end = closingBackticks(c, from: i) {
                var code = style
                code.isCode = true
                let run = end.open
                for k in (i + run)..<end.close { tokens.append(.char(c[k], code)) }
                i = end.close + run
                continue
            }
            if ch == "[", let link = link(c, from: i) {
                var linked = style
                linked.isLink = true
                tokens += tokenize(Array(c[(i + 1)..<link.labelEnd]), style: linked)
                i = link.end
                continue
            }
            if ch == "*" || ch == "_" || ch == "~" {
                var j = i
                while j < c.count && c[j] == ch { j += 1 }
                let before: Character? = i > 0 ? c[i - 1] : nil, after: Character? = j < c.count ? c[j] : nil
                var canOpen = after.map { !$0.isWhitespace } ?? false
                var canClose = before.map { !$0.isWhitespace } ?? false
                if ch == "_" {
                    // Inside a word (snake_case) an underscore is a letter.
                    let wordBefore = before.map { $0.isLetter || $0.isNumber } ?? false
                    let wordAfter = after.map { $0.isLetter || $0.isNumber } ?? false
                    if wordBefore && wordAfter { canOpen = false; canClose = false }
                }
                tokens.append(.delimiter(ch, count: j - i, canOpen: canOpen, canClose: canClose, style: style))
                i = j
                continue
            }
            tokens.append(.char(ch, style))
            i += 1
        }
        return tokens
    }

    /// A code span from i: its opening run's length and where the closing run of as many
    /// backticks starts (nil: none, and the backticks are text).
    private static func closingBackticks(_ c: [Character], from i: Int) -> (open: Int, close: Int)? {
        var run = 0
        while i + run < c.count && c[i + run] == "`" { run += 1 }
        var k = i + run
        while k < c.count {
            if c[k] == "`" {
                var n = 0
                while k + n < c.count && c[k + n] == "`" { n += 1 }
                if n == run { return (run, k) }
                k += n
            } else {
                k += 1
            }
        }
        return nil
    }

    /// A link `[label](destination)` from i: where its label ends and where it ends (nil: none).
    private static func link(_ c: [Character], from i: Int) -> (labelEnd: Int, end: Int)? {
        var depth = 0, k = i
        while k < c.count {
            if c[k] == "\\" { k += 2; continue }
            if c[k] == "[" { depth += 1 }
            if c[k] == "]" {
                depth -= 1
                if depth == 0 { break }
            }
            k += 1
        }
        guard k + 1 < c.count, c[k] == "]", c[k + 1] == "(" else { return nil }
        guard let close = c[(k + 2)...].firstIndex(of: ")") else { return nil }
        return (k, close + 1)
    }

    // MARK: - Emphasis

    /// Pairs delimiter runs, closers from the left with the nearest opener of their kind before
    /// them, and applies each pair's style to what lies between.
    private static func resolveEmphasis(_ input: [Token]) -> [(Character, MarkdownStyle)] {
        var tokens = input
        var closer = 0
        while closer < tokens.count {
            guard case .delimiter(let ch, let count, _, true, let closeStyle) = tokens[closer], count > 0 else { closer += 1; continue }
            var opener = closer - 1
            var found: Int?
            while opener >= 0 {
                if case .delimiter(ch, let n, true, _, _) = tokens[opener], n > 0 { found = opener; break }
                opener -= 1
            }
            guard let open = found, case .delimiter(_, let openCount, let canOpen, let canClose, let openStyle) = tokens[open] else {
                closer += 1
                continue
            }
            let used: Int
            if ch == "~" { used = min(openCount, count, 2) } else { used = openCount >= 2 && count >= 2 ? 2 : 1 }
            for k in (open + 1)..<closer { tokens[k] = styled(tokens[k], ch, used) }
            tokens[open] = .delimiter(ch, count: openCount - used, canOpen: canOpen, canClose: canClose, style: openStyle)
            tokens[closer] = .delimiter(ch, count: count - used, canOpen: false, canClose: true, style: closeStyle)
            // A closer with delimiters left may close another opener further back.
            if count - used == 0 { closer += 1 }
        }
        var out: [(Character, MarkdownStyle)] = []
        for token in tokens {
            switch token {
            case .char(let ch, let style): out.append((ch, style))
            case .delimiter(let ch, let count, _, _, let style): for _ in 0..<count { out.append((ch, style)) }
            }
        }
        return out
    }

    private static func styled(_ token: Token, _ ch: Character, _ used: Int) -> Token {
        func apply(_ s: MarkdownStyle) -> MarkdownStyle {
            var s = s
            if ch == "~" { s.isStruck = true } else if used == 2 { s.isBold = true } else { s.isItalic = true }
            return s
        }
        switch token {
        case .char(let c, let s): return .char(c, apply(s))
        case .delimiter(let c, let n, let o, let cl, let s): return .delimiter(c, count: n, canOpen: o, canClose: cl, style: apply(s))
        }
    }
}
