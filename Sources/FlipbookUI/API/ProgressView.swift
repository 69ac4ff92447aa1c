// ProgressView.swift: SwiftUI's ProgressView: how far a task has got (a fraction) or that it is
// under way (none). Its look comes from the ProgressViewStyle in the environment
// (ProgressViewStyles.swift): by default a bar for a fraction and a spinner without one.

/// A view that shows progress towards completing a task.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    private let configuration: ProgressViewStyleConfiguration
    /// Built from a style's configuration: drawn in the style in effect outside the environment's
    /// (which is the style asking), the automatic one at the outermost.
    private let usesStyleOutside: Bool
    /// Set where the fraction is the time gone by in an interval (ProgressView+TimerInterval.swift).
    let timer: ProgressTimer?
    @Environment(\.progressViewStyle) private var style

    init(fraction: Double?, label: (some View)?, currentValueLabel: (some View)?, timer: ProgressTimer? = nil) {
        configuration = ProgressViewStyleConfiguration(fractionCompleted: fraction,
                                                       label: label.map { ProgressViewStyleConfiguration.Label(content: AnyView($0)) },
                                                       currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(content: AnyView($0)) })
        usesStyleOutside = false
        self.timer = timer
    }

    /// Progress under way, with no measure of how far.
    public init() where Label == EmptyView, CurrentValueLabel == EmptyView {
        self.init(fraction: nil, label: EmptyView?.none, currentValueLabel: EmptyView?.none)
    }

    public init(@ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {
        self.init(fraction: nil, label: label(), currentValueLabel: EmptyView?.none)
    }

    public init(_ titleKey: LocalizedStringKey) where Label == Text, CurrentValueLabel == EmptyView {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: EmptyView?.none)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) where Label == Text, CurrentValueLabel == EmptyView {
        self.init(fraction: nil, label: Text(title), currentValueLabel: EmptyView?.none)
    }

    /// `value` of `total` done (nil: under way, no measure).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView, CurrentValueLabel == EmptyView {
        self.init(fraction: Self.fraction(value, of: total), label: EmptyView?.none, currentValueLabel: EmptyView?.none)
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {
        self.init(fraction: Self.fraction(value, of: total), label: label(), currentValueLabel: EmptyView?.none)
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(value, of: total), label: label(), currentValueLabel: currentValueLabel())
    }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) where Label == Text, CurrentValueLabel == EmptyView {
        self.init(fraction: Self.fraction(value, of: total), label: Text(titleKey), currentValueLabel: EmptyView?.none)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) where Label == Text, CurrentValueLabel == EmptyView {
        self.init(fraction: Self.fraction(value, of: total), label: Text(title), currentValueLabel: EmptyView?.none)
    }

    /// The progress view a style is given, drawn in the style outside that one (for a style that
    /// decorates it).
    public init(_ configuration: ProgressViewStyleConfiguration)
        where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
        self.configuration = configuration
        usesStyleOutside = true
        timer = nil
    }

    public var body: some View {
        if let timer {
            TimerProgress(timer: timer, configuration: configuration)
        } else if usesStyleOutside {
            if let outside = style.outside {
                outside.body(configuration)
                    .environment(\.progressViewStyle, outside)
            } else {
                DefaultProgressViewStyle().makeBody(configuration: configuration)
            }
        } else {
            style.body(configuration)
        }
    }

    /// value / total within 0…1; nil for no value; 0 for a value with nothing to measure it by
    /// (an empty task: a bar, not a spinner).
    private static func fraction<V: BinaryFloatingPoint>(_ value: V?, of total: V) -> Double? {
        guard let value else { return nil }
        let f = Double(value) / Double(total)
        return total > 0 && f.isFinite ? min(max(f, 0), 1) : 0
    }
}

/// What a progress view style is given.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label that tells the current value, as a view.
    public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The fraction done, 0…1; nil when there is no measure.
    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: CurrentValueLabel?
}
