// ObservationArm.swift: how a change to an @Observable object reaches the graph. Each evaluation
// runs inside `withObservationTracking`, which records every observable property `body` (and
// layout) read; the first later change to one of them fires this evaluation's arm, which logs a
// write in the transaction of that change, so that it evaluates again and animates as a @State
// write would. The write applies nothing: the object's properties are read live.
// Tracking fires once, and every evaluation (frames too) arms anew: only the newest arm logs,
// so one change is not logged once for every evaluation since.

import Observation

/// One evaluation's watch over the observable properties it read.
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
        graph.log(StateWrite(transaction: Transaction.current, apply: {}))
    }
}
