// KeyframeAnimator.swift: SwiftUI's keyframe animator, which shows its content with the value a
// KeyframeTimeline gives at each moment: repeating while it is shown, played once when it appears,
// or played once from the start each time a trigger changes (from the value the last run ended
// with, which the keyframes closure is handed).
// The time into the keyframes is animated state: a linear animation of it over the timeline's
// duration (repeated without reversing when the animator repeats), read by an Animatable view
// that evaluates the keyframes at the presented time. So the engine draws it frame by frame as
// any animation, and a repeating one is a repeating period a recording loops on.

/// A container that animates its content with keyframes.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    private enum Playing {
        case onAppear(repeating: Bool)
        case onChange(of: AnimatorTrigger)
    }

    private let initialValue: Value
    private let playing: Playing
    private let content: (Value) -> Content
    private let keyframes: (Value) -> KeyframeTracks<Value>
    /// Seconds into the current run.
    @State private var elapsed = 0.0
    @State private var run = KeyframeRun<Value>()

    /// Plays the keyframes when the view appears, again and again when `repeating`.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTracks<Value>) where KeyframePath == KeyframeTracks<Value> {
        self.initialValue = initialValue
        playing = .onAppear(repeating: repeating)
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays the keyframes from the start each time `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTracks<Value>) where KeyframePath == KeyframeTracks<Value> {
        self.initialValue = initialValue
        playing = .onChange(of: AnimatorTrigger(trigger))
        self.content = content
        self.keyframes = keyframes
    }

    public var body: some View {
        KeyframePlayer(elapsed: elapsed, timeline: timeline, content: content)
            .onAppear { if case .onAppear(let repeating) = playing { play(repeating: repeating) } }
            .onChange(of: trigger) { play(repeating: false) }
    }

    private var trigger: AnimatorTrigger? {
        if case .onChange(let trigger) = playing { return trigger }
        return nil
    }

    /// The current run's timeline; before any run, the initial value's, resting at its start.
    private var timeline: KeyframeTimeline<Value> {
        run.timeline ?? KeyframeTimeline(initialValue: initialValue, tracks: keyframes(initialValue))
    }

    /// Starts a run from the value the last one ended with (the initial value at first).
    private func play(repeating: Bool) {
        let start = run.timeline.map { $0.value(time: $0.duration) } ?? initialValue
        let timeline = KeyframeTimeline(initialValue: start, tracks: keyframes(start))
        run.timeline = timeline
        withAnimation(nil) { elapsed = 0 }
        guard timeline.duration > 0 else { return }
        let pass = Animation.linear(duration: timeline.duration)
        withAnimation(repeating ? pass.repeatForever(autoreverses: false) : pass) { elapsed = timeline.duration }
    }
}

/// The timeline of a keyframe animator's current run.
final class KeyframeRun<Value> {
    var timeline: KeyframeTimeline<Value>?
}

/// Shows the content with the timeline's value at the presented time.
private struct KeyframePlayer<Value, Content: View>: View, Animatable {
    var elapsed: Double
    let timeline: KeyframeTimeline<Value>
    let content: (Value) -> Content

    var animatableData: Double {
        get { elapsed }
        set { elapsed = newValue }
    }

    var body: some View { content(timeline.value(time: elapsed)) }
}

extension View {
    /// Shows this view with the effects `content` applies for the keyframes' value at each moment,
    /// played when the view appears (again and again when `repeating`).
    public func keyframeAnimator<Value, Modified: View>(initialValue: Value, repeating: Bool = true,
                                                       @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
                                                       @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTracks<Value>) -> some View {
        let placeholder = PlaceholderContentView(value: self)
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) }, keyframes: keyframes)
    }

    /// The same, played from the start each time `trigger` changes.
    public func keyframeAnimator<Value, Modified: View>(initialValue: Value, trigger: some Equatable,
                                                       @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
                                                       @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTracks<Value>) -> some View {
        let placeholder = PlaceholderContentView(value: self)
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) }, keyframes: keyframes)
    }
}
