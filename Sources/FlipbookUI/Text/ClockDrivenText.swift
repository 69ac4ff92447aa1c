// ClockDrivenText.swift: what a Text with counting pieces (ClockText) is built as: the text as it
// reads at the current moment of the view's clock, built again at each whole second that changes
// a piece. When it appears (or its dates change), each piece's dates are placed on the view's
// clock as a TimelineView places a schedule's (clockTime(of:)), so that a date made from `Date()`
// counts from the moment the view's code read it, in a runner and in-process alike.

import Foundation

struct ClockDrivenText: View {
    let text: Text
    /// The view's clock when the text was last built; nil until it appears.
    @State private var now: Double?
    /// Each counting piece's dates on the view's clock, in the order of the text's pieces.
    @State private var times: [[Double]] = []
    @State private var ticking = TimelineTicking()

    private var clocks: [ClockText] { text.segments.compactMap(\.clock) }

    var body: some View {
        reading
            .onAppear(perform: start)
            .onDisappear { ticking.cancel() }
            .onChange(of: clocks) { start() }
    }

    /// The text with every counting piece as it reads now (as made, until the view appears).
    private var reading: Text {
        var shown = text
        var k = 0
        for i in shown.segments.indices {
            guard let clock = shown.segments[i].clock else { continue }
            if let now, k < times.count { shown.segments[i].string = clock.string(times: times[k], now: now) }
            shown.segments[i].clock = nil
            k += 1
        }
        return shown
    }

    private func start() {
        guard let clock = RenderClock.current else { return }
        ticking.cancel()
        let appeared = clock.now, wallClock = Date()
        let placed = clocks.map { $0.dates.map { clockTime(of: $0, appearedAt: appeared, wallClockThen: wallClock) } }
        withAnimation(nil) {
            times = placed
            now = appeared
        }
        scheduleNextChange(on: clock, times: placed)
    }

    /// Builds the text again at the next moment a piece changes, then every second after it
    /// (every piece changes on whole seconds from its date; a second piece whose seconds fall
    /// elsewhere shows its change at the next tick), until no piece will change again. A repeating
    /// timer, not work that schedules itself: a storyboard's wait leaves a ticking timer running,
    /// where it followed work that kept scheduling more for its whole 10 s.
    private func scheduleNextChange(on clock: RenderClock, times placed: [[Double]]) {
        let clocks = self.clocks
        func nextChange(after t: Double) -> Double? {
            zip(clocks, placed).compactMap { $0.nextChange(times: $1, after: t) }.min()
        }
        guard let next = nextChange(after: clock.now) else { return }
        let ticks = ticking
        ticks.add(clock.schedule(after: next - clock.now, repeatingEvery: 1) {
            withAnimation(nil) { now = clock.now }
            if nextChange(after: clock.now) == nil { ticks.cancel() }
        })
    }
}
