// ProgressViewStyles.swift: how progress views look. A ProgressViewStyle makes a progress view's
// body from its fraction and labels; `.progressViewStyle(_:)` sets the style of every progress
// view inside. The built-in looks follow iOS, by eye (no reliable source has their metrics; the
// values are ours, unverified):
// - linear: the label, a 4 pt capsule track in the system fill with the done part in the tint,
//   then the current-value label in the caption font, secondary, stacked 4 pt apart;
// - circular: an activity spinner of eight capsule spokes round a 20 pt square (37 pt at large
//   control sizes), in the secondary colour or the tint, the brightest spoke stepping round
//   once a second, the label 8 pt below it.
// The automatic style draws a fraction as linear, and no fraction as circular.

/// A style that draws a progress view from its fraction and labels.
@MainActor @preconcurrency public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A bar for a fraction, a spinner without one.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// A horizontal bar filling from the leading edge.
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            ProgressBar(fraction: configuration.fractionCompleted ?? 0)
            configuration.currentValueLabel
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

/// An activity spinner.
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            ActivitySpinner()
            configuration.label
                .foregroundStyle(.secondary)
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
    /// Draws the progress views inside in `style`.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environmentChange { $0.progressViewStyle = AnyProgressViewStyle(style, outside: $0.progressViewStyle) }
    }
}

/// The progress view style in the environment, its type erased, with the one in effect outside it
/// (which `ProgressView(configuration)` inside a style draws with).
final class AnyProgressViewStyle {
    let body: (ProgressViewStyleConfiguration) -> AnyView
    let outside: AnyProgressViewStyle?

    init<S: ProgressViewStyle>(_ style: S, outside: AnyProgressViewStyle?) {
        body = { configuration in AnyView(StyledBody(style: style) { style.makeBody(configuration: configuration) }) }
        self.outside = outside
    }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: AnyProgressViewStyle { AnyProgressViewStyle(DefaultProgressViewStyle(), outside: nil) }
}

extension EnvironmentValues {
    var progressViewStyle: AnyProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

/// The linear style's bar: the track the width offered, the done part from the leading edge.
private struct ProgressBar: View {
    let fraction: Double
    @Environment(\.tint) private var tint

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color.systemFill)
                Capsule().fill(tint ?? .accentColor)
                    .frame(width: proxy.size.width * fraction)
            }
        }
        .frame(height: 4)
    }
}

/// Eight spokes round a square, the brightest one stepping round once a second.
private struct ActivitySpinner: View {
    @State private var turns = 0.0
    @Environment(\.tint) private var tint
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        SpinnerSpokes(turns: turns, color: tint ?? .secondary,
                      side: controlSize == .large || controlSize == .extraLarge ? 37 : 20)
            .onAppear {
                withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { turns = 1 }
            }
    }
}

/// The spokes at a fraction of a turn: the head is the spoke the turn has reached, the others
/// fading behind it; the first `shown` of them only (a pull to refresh draws them one by one).
struct SpinnerSpokes: View, Animatable {
    var turns: Double
    let color: Color
    let side: CGFloat
    var shown = SpinnerSpokes.spokes

    var animatableData: Double {
        get { turns }
        set { turns = newValue }
    }

    static let spokes = 8

    var body: some View {
        let head = Int((turns * Double(Self.spokes)).rounded(.down)) % Self.spokes
        ZStack {
            ForEach(0..<min(shown, Self.spokes), id: \.self) { i in
                // Steps behind the head, 0 for the head itself.
                let behind = (head - i + Self.spokes) % Self.spokes
                Capsule()
                    .fill(color.opacity(1 - 0.7 * Double(behind) / Double(Self.spokes - 1)))
                    .frame(width: side * 0.12, height: side * 0.28)
                    .offset(y: -side * 0.36)
                    .rotationEffect(.degrees(Double(i) * 360 / Double(Self.spokes)))
            }
        }
        .frame(width: side, height: side)
    }
}
