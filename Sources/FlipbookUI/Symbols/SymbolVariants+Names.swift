// SymbolVariants+Names.swift: which symbol a variant asks for: SF Symbols spell a variant into
// the name (bell → bell.slash, heart → heart.circle.fill), in the order base, slash, enclosure,
// fill. Follows SwiftUI's rule that a symbol without the variant is drawn as named.
// Guarantees: the result is `name` itself or a name `isKnown` accepts.

extension SymbolVariants {
    /// The name of the symbol `name` in this variant, when `isKnown` says it exists; else `name`.
    /// The variant adds to what the name already says (heart.fill with `.circle` is
    /// heart.circle.fill), its enclosure replacing the name's.
    func resolve(_ name: String, isKnown: (String) -> Bool) -> String {
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var filled = false, slashed = false, named: Shape?
        if parts.count > 1, parts.last == "fill" { filled = true; parts.removeLast() }
        if parts.count > 1, let last = parts.last, let enclosure = Shape(rawValue: last) { named = enclosure; parts.removeLast() }
        if parts.count > 1, parts.last == "slash" { slashed = true; parts.removeLast() }
        if slashed || isSlashed { parts.append("slash") }
        if let enclosure = shape ?? named { parts.append(enclosure.rawValue) }
        if filled || isFilled { parts.append("fill") }
        let candidate = parts.joined(separator: ".")
        return isKnown(candidate) ? candidate : name
    }
}
