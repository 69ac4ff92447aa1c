// ProgressView+TimerInterval.swift: `ProgressView(timerInterval:countsDown:)`, a bar that empties
// (or fills) as the view's clock runs through an interval, with the time left as its current
// value label by default. The clock's time is animated state (TimerProgress), so every frame
// draws the bar at its own moment. The dates are placed on the view's clock as a TimelineView's
// are (clockTime(of:)).

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

/// A progress view whose fraction runs with the clock through its interval. The clock's time is
/// animated state, as a TimelineView(.animation)'s is: a linear animation repeated without
/// reversing, which a storyboard's wait leaves running, as it does a spinner (a once-only
/// animation through a 90-second interval held every wait for its 10 s limit).
struct TimerProgress: View {
    let timer: ProgressTimer
    let configuration: ProgressViewStyleConfiguration
    /// The view's clock (seconds) and the interval's bounds on it, once it has appeared.
    @State private var seconds = 0.0
    @State private var bounds: ClosedRange<Double>?

    /// How long one pass of the clock's animation lasts: more than any recording.
    private static var pass: Double { 1024 }

    var body: some View {
        TimerProgressFace(seconds: seconds, bounds: bounds, timer: timer, configuration: configuration)
            .onAppear(perform: start)
            .onChange(of: timer.interval) { start() }
    }

    private func start() {
        guard let clock = RenderClock.current else { return }
        let now = clock.now, wallClock = Date()
        let lower = clockTime(of: timer.interval.lowerBound, appearedAt: now, wallClockThen: wallClock)
        let upper = max(lower, clockTime(of: timer.interval.upperBound, appearedAt: now, wallClockThen: wallClock))
        withAnimation(nil) {
            bounds = lower...upper
            seconds = now
        }
        withAnimation(.linear(duration: Self.pass).repeatForever(autoreverses: false)) { seconds = now + Self.pass }
    }
}

/// The progress view at the presented clock time.
private struct TimerProgressFace: View, Animatable {
    var seconds: Double
    let bounds: ClosedRange<Double>?
    let timer: ProgressTimer
    let configuration: ProgressViewStyleConfiguration

    var animatableData: Double {
        get { seconds }
        set { seconds = newValue }
    }

    var body: some View {
        let fraction = bounds.map { timer.fraction(at: seconds, lower: $0.lowerBound, upper: $0.upperBound) }
        ProgressView<ProgressViewStyleConfiguration.Label, ProgressViewStyleConfiguration.CurrentValueLabel>(
            fraction: fraction ?? configuration.fractionCompleted, label: configuration.label,
            currentValueLabel: configuration.currentValueLabel)
    }
}
