// StateStorage.swift: where a @State value lives between evaluations of `body`, and how writes
// reach the graph. Actions read and write the latest value at once (as in SwiftUI); `body` sees
// the value as of the transaction being applied, because the graph applies an event's writes
// one transaction at a time, so that each change animates with its own transaction's animation
// (the capsule's text goes at once while its width springs and its outline eases in).


/// The persistent cell behind one @State property.
final class StateStorage<Value> {
    private var latest: Value
    private var shown: Value
    weak var graph: ViewGraph?

    init(_ value: Value, graph: ViewGraph?) {
        latest = value
        shown = value
        self.graph = graph
    }

    var value: Value {
        get { graph?.isEvaluating == true ? shown : latest }
        set {
            latest = newValue
            guard let graph else { shown = newValue; return }
            graph.log(StateWrite(transaction: Transaction.current, apply: { [weak self] in self?.shown = newValue }))
        }
    }
}

/// One write, replayed into what `body` sees when its transaction is applied.
struct StateWrite {
    let transaction: Transaction
    let apply: () -> Void
}
