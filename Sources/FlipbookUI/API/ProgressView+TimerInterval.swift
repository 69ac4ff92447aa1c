// ProgressView+TimerInterval.swift: `ProgressView(timerInterval:countsDown:)`, a bar that empties
// (or fills) as the view's clock runs through an interval, with the time left as its current
// value label by default. The fraction is animated state: when the view appears it is set to
// where the interval stands, then animated linearly to its end value over the time left (after
// the time to the interval's start), so every frame draws the bar at its own moment. The dates are
// placed on the view's clock as a TimelineView's are (clockTime(of:)).

import Foundation

/// The interval a progress view measures.
struct ProgressTimer {
    let interval: ClosedRange<Date>
    /// Empties as time passes (true) or fills.
    let countsDown: Bool

    /// The fraction shown at clock time t, with the interval's bounds at clock times lower, upper.
    func fraction(at t: Double, lower: Double, upper: Double) -> Double {
        guard upper > lower else { return countsDown ? 0 : 1 }
        let gone = (min(max(t, lower), upper) - lower) / (upper - lower)
        return countsDown ? 1 - gone : gone
    }
}

/// The label a progress view over an interval shows its time with: the interval's timer.
public struct DefaultDateProgressLabel: View {
    let timer: ProgressTimer
    public var body: some View { Text(timerInterval: timer.interval, countsDown: timer.countsDown) }
}

extension ProgressView {
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true)
        where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: { EmptyView() })
    }

    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label)
        where CurrentValueLabel == DefaultDateProgressLabel {
        let timer = ProgressTimer(interval: timerInterval, countsDown: countsDown)
        self.init(fraction: countsDown ? 1 : 0, label: Label.self == EmptyView.self ? nil : label(),
                  currentValueLabel: DefaultDateProgressLabel(timer: timer), timer: timer)
    }

    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: countsDown ? 1 : 0, label: Label.self == EmptyView.self ? nil : label(),
                  currentValueLabel: currentValueLabel(), timer: ProgressTimer(interval: timerInterval, countsDown: countsDown))
    }
}

/// A progress view whose fraction runs with the clock through its interval.
struct TimerProgress: View {
    let timer: ProgressTimer
    let configuration: ProgressViewStyleConfiguration
    @State private var fraction: Double?

    var body: some View {
        ProgressView<ProgressViewStyleConfiguration.Label, ProgressViewStyleConfiguration.CurrentValueLabel>(
            fraction: fraction ?? configuration.fractionCompleted, label: configuration.label,
            currentValueLabel: configuration.currentValueLabel)
            .onAppear(perform: start)
            .onChange(of: timer.interval) { start() }
    }

    private func start() {
        guard let clock = RenderClock.current else { return }
        let now = clock.now, wallClock = Date()
        let lower = clockTime(of: timer.interval.lowerBound, appearedAt: now, wallClockThen: wallClock)
        let upper = max(lower, clockTime(of: timer.interval.upperBound, appearedAt: now, wallClockThen: wallClock))
        withAnimation(nil) { fraction = timer.fraction(at: now, lower: lower, upper: upper) }
        guard upper > now else { return }
        let start = max(now, lower)
        withAnimation(.linear(duration: upper - start).delay(start - now)) {
            fraction = timer.fraction(at: upper, lower: lower, upper: upper)
        }
    }
}
