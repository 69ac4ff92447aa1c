// ObservationArm.swift: how a change to an @Observable object reaches the graph. Each target
// evaluation runs inside `withObservationTracking`, which records every observable property
// `body` (and layout) read; the first later change to one of them fires this evaluation's arm,
// which logs a write in the transaction of that change, so that the graph evaluates again and the
// change animates under that transaction's animation. The write applies nothing: the object's
// properties are read live, so a second change before that evaluation (in another transaction)
// is seen by it but not logged on its own (an approximation the README lists).
// Tracking fires once and every target evaluation arms anew: only the newest arm logs, so one
// change is not logged once for every evaluation since.

import Observation

/// One evaluation's watch over the observable properties it read. Sendable because tracking asks
/// for it: it fires on the thread that changes the property, which is the graph's own (a graph
/// and the models its views make are used from one thread at a time).
final class ObservationArm: @unchecked Sendable {
    private weak var graph: ViewGraph?

    init(graph: ViewGraph) { self.graph = graph }

    /// Runs `evaluation` with its observable reads followed by this arm.
    func track<Result>(_ evaluation: () -> Result) -> Result {
        withObservationTracking(evaluation, onChange: { [self] in fire() })
    }

    /// A property read was about to change (tracking calls this before the new value is set, on
    /// the thread that sets it).
    private func fire() {
        guard let graph, graph.observationArm === self else { return }
        graph.logObjectChange()
    }
}
