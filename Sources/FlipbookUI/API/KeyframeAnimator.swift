// KeyframeAnimator.swift: SwiftUI's keyframe animator, which shows its content with the value a
// KeyframeTimeline gives at each moment: repeating while `repeating` is true (false: the value at
// the timeline's start, as Apple documents it), or played once from the start each time a trigger
// changes (from the value the last run ended with, which the keyframes closure is handed; the
// initial value before the first change).
// The time into the keyframes is animated state: a linear animation of it over the timeline's
// duration (repeated without reversing when the animator repeats), read by an Animatable view
// that evaluates the keyframes at the presented time. So the engine draws it frame by frame as
// any animation, and a repeating one is a repeating period a recording loops on.

/// A container that animates its content with keyframes.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    private enum Playing {
        case repeating(Bool)
        case onChange(of: AnimatorTrigger)
    }

    private let initialValue: Value
    private let playing: Playing
    private let content: (Value) -> Content
    private let keyframes: (Value) -> KeyframeTracks<Value>
    /// Seconds into the current run.
    @State private var elapsed = 0.0
    @State private var run = KeyframeRun<Value>()

    /// Plays the keyframes again and again while `repeating`; else shows their start.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTracks<Value>) where KeyframePath == KeyframeTracks<Value> {
        self.initialValue = initialValue
        playing = .repeating(repeating)
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
            .onAppear { if isRepeating { repeatKeyframes() } }
            .onChange(of: isRepeating) { if isRepeating { repeatKeyframes() } else { rest() } }
            .onChange(of: trigger) { playOnce() }
    }

    private var isRepeating: Bool {
        if case .repeating(let repeating) = playing { return repeating }
        return false
    }

    private var trigger: AnimatorTrigger? {
        if case .onChange(let trigger) = playing { return trigger }
        return nil
    }

    /// The current run's timeline; before any run, the initial value's at its start (a
    /// triggered animator, which has none yet, shows the initial value itself).
    private var timeline: KeyframeTimeline<Value> {
        if let timeline = run.timeline { return timeline }
        return KeyframeTimeline(initialValue: initialValue, tracks: trigger == nil ? keyframes(initialValue) : .none)
    }

    private func repeatKeyframes() {
        let timeline = KeyframeTimeline(initialValue: initialValue, tracks: keyframes(initialValue))
        run.timeline = timeline
        withAnimation(nil) { elapsed = 0 }
        guard timeline.duration > 0 else { return }
        withAnimation(.linear(duration: timeline.duration).repeatForever(autoreverses: false)) { elapsed = timeline.duration }
    }

    /// Back at the start of the keyframes, still.
    private func rest() {
        withAnimation(nil) { elapsed = 0 }
    }

    /// Starts a run from the value the last one ended with (the initial value at first).
    private func playOnce() {
        let start = run.timeline.map { $0.value(time: $0.duration) } ?? initialValue
        let timeline = KeyframeTimeline(initialValue: start, tracks: keyframes(start))
        run.timeline = timeline
        withAnimation(nil) { elapsed = 0 }
        guard timeline.duration > 0 else { return }
        withAnimation(.linear(duration: timeline.duration)) { elapsed = timeline.duration }
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
    /// played again and again while `repeating` (else at their start).
    public func keyframeAnimator<Value, Modified: View>(initialValue: Value, repeating: Bool = true,
                                                       @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
                                                       @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTracks<Value>) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self)
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) }, keyframes: keyframes)
    }

    /// The same, played from the start each time `trigger` changes.
    public func keyframeAnimator<Value, Modified: View>(initialValue: Value, trigger: some Equatable,
                                                       @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
                                                       @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTracks<Value>) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self)
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) }, keyframes: keyframes)
    }
}
