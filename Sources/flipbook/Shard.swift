// Shard.swift: `--shard K/N`, the K-th of N parts of a set of controls, so that a CI matrix of N
// machines renders a large catalog between them. The parts are balanced by estimated work (the
// pictures to render times their area), largest first, each to the lightest part so far, ties to
// the lower part: a fixed rule, so every machine computes the same split, and the N parts
// together hold every control exactly once.

struct Shard: Equatable {
    /// 1...count.
    let index: Int
    let count: Int

    /// Parses "K/N" with 1 ≤ K ≤ N.
    init(_ text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(k) else {
            throw CLIError.usage("--shard must be K/N with 1 ≤ K ≤ N (for example 2/3), not '\(text)'")
        }
        index = k
        count = n
    }

    /// The positions (ascending) of the items this shard takes, of items weighing `weights`.
    func select(weights: [Int]) -> [Int] {
        var loads = [Int](repeating: 0, count: count)
        var mine: [Int] = []
        let heaviestFirst = weights.indices.sorted { weights[$0] != weights[$1] ? weights[$0] > weights[$1] : $0 < $1 }
        for item in heaviestFirst {
            let part = loads.indices.min { loads[$0] != loads[$1] ? loads[$0] < loads[$1] : $0 < $1 }!
            loads[part] += weights[item]
            if part == index - 1 { mine.append(item) }
        }
        return mine.sorted()
    }
}
