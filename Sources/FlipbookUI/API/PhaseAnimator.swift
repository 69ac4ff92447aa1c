// PhaseAnimator.swift: SwiftUI's phase animator, which cycles its content through a sequence of
// phases, each change animated with the animation given for the phase it goes into, and moves on
// when that animation is logically complete (AnimationCompletionCriteria).
// - Without a trigger it cycles while it is shown: the first phase when it appears, then at once
//   into the second, and so on, from the last back into the first. The steps of one cycle repeat
//   with its period on the view's clock, so a recording finds the loop (RenderClock).
// - With a trigger it rests in the first phase; each change of the trigger plays every phase once
//   and comes back to the first. A change during a run moves on to the next phase at once.
// A phase whose animation is nil or takes no time is held for one frame of a 60 Hz display, the
// next update: a cycle of such phases is still a cycle in time, not a loop at one instant.
// It is built from @State, onAppear, onChange and the clock, as a view of the user's would be.

/// A container that animates its content by cycling through phases.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    private let phases: [Phase]
    /// nil: cycle without end.
    private let trigger: AnimatorTrigger?
    private let content: (Phase) -> Content
    private let animation: (Phase) -> Animation?
    @State private var index = 0
    @State private var run = PhaseRun()

    /// Cycles through `phases` continuously, animating each change with `animation(newPhase)`.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Plays `phases` once, from the first back to it, each time `trigger` changes.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = AnimatorTrigger(trigger)
        self.content = content
        self.animation = animation
    }

    public var body: some View {
        if phases.isEmpty {
            EmptyView()
        } else {
            content(phases[min(index, phases.count - 1)])
                .onAppear { if trigger == nil { cycle() } }
                .onDisappear { run.cancel() }
                .onChange(of: trigger) { playOnce() }
        }
    }

    /// The shortest a step lasts: one frame at 60 Hz.
    private static var shortestStep: Double { 1.0 / 60 }

    /// How long the step into phase k lasts (nil: its animation never completes).
    private func length(ofStepInto k: Int) -> Double? {
        guard let animation = animation(phases[k]) else { return Self.shortestStep }
        return animation.completionDelay(.logicallyComplete).map { max($0, Self.shortestStep) }
    }

    /// Makes phase k the current one, animated.
    private func step(into k: Int) {
        withAnimation(animation(phases[k])) { index = k }
    }

    /// Schedules the endless cycle: step j goes into phase (j + 1) mod n, at the sum of the
    /// lengths of the steps before it, every period. A step that never completes ends the cycle.
    private func cycle() {
        guard phases.count > 1, let clock = RenderClock.current else { return }
        run.cancel()
        let n = phases.count
        var offset = 0.0
        var offsets: [Double] = []
        for j in 0..<n {
            offsets.append(offset)
            guard let length = length(ofStepInto: (j + 1) % n) else {
                // This step's animation never completes: no step after it, and no repetition.
                for (i, at) in offsets.enumerated() {
                    let k = (i + 1) % n
                    run.add(clock.schedule(after: at) { step(into: k) })
                }
                return
            }
            offset += length
        }
        for (j, at) in offsets.enumerated() {
            let k = (j + 1) % n
            run.add(clock.schedule(after: at, repeatingEvery: offset) { step(into: k) })
        }
    }

    /// One run through the phases from the one after the current, ending in the first.
    private func playOnce() {
        guard phases.count > 1, let clock = RenderClock.current else { return }
        run.cancel()
        let n = phases.count
        var at = 0.0
        var k = (min(index, n - 1) + 1) % n
        while true {
            let phase = k
            run.add(clock.schedule(after: at) { step(into: phase) })
            guard phase != 0, let length = length(ofStepInto: phase) else { return }
            at += length
            k = (k + 1) % n
        }
    }
}

/// The clock work of a phase animator's current cycle or run.
final class PhaseRun {
    private var work: [ScheduledWork] = []

    func add(_ item: ScheduledWork) { work.append(item) }

    func cancel() {
        work.forEach { $0.cancel() }
        work.removeAll()
    }
}

/// The view a phase or keyframe animator's modifier form, or `.animation(_:body:)`, hands its
/// content closure: the view the modifier was applied to; and the content a `Transition`'s body
/// wraps (Value is then the transition).
public struct PlaceholderContentView<Value>: View {
    let content: any View
    /// Made by `.animation(_:body:)`: the view keeps the animation it had outside the scope.
    var keepsAnimationOutsideScope = false

    init(content: any View, keepsAnimationOutsideScope: Bool = false) {
        self.content = content
        self.keepsAnimationOutsideScope = keepsAnimationOutsideScope
    }

    public var body: Never { fatalError("PlaceholderContentView is primitive") }
}

extension PlaceholderContentView: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        let inner = keepsAnimationOutsideScope ? context.with { environment in
            if let outside = environment.animationOutsideScope {
                environment.implicitAnimation = outside.implicit
                environment.changeAnimation = outside.change
                environment.animationOutsideScope = nil
            }
        } : context
        return inner.build(content, at: .slot("content"), of: node)
    }
}

extension View {
    /// Cycles the effects `content` applies to this view through `phases`, continuously.
    public func phaseAnimator<Phase: Equatable, Modified: View>(_ phases: some Sequence<Phase>,
                                                               @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
                                                               animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self)
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Plays the effects `content` applies to this view through `phases` once each time
    /// `trigger` changes.
    public func phaseAnimator<Phase: Equatable, Modified: View>(_ phases: some Sequence<Phase>, trigger: some Equatable,
                                                               @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
                                                               animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }
}
