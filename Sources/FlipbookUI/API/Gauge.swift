// Gauge.swift: SwiftUI's Gauge: a value within a range, with a label, the current value's label
// and the range's ends' labels. How it looks is its style (GaugeStyles.swift); the fraction is
// the value's place in the range, clamped to 0…1.

/// A control that shows a value's level within a range.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    private let configuration: GaugeStyleConfiguration
    @Environment(\.gaugeStyle) private var style

    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) where MarkedValueLabels == EmptyView {
        configuration = GaugeStyleConfiguration(fraction: Self.fraction(value, in: bounds), label: AnyView(label()),
                                                currentValueLabel: AnyView(currentValueLabel()),
                                                minimumValueLabel: AnyView(minimumValueLabel()), maximumValueLabel: AnyView(maximumValueLabel()),
                                                hasBoundsLabels: true)
    }

    public var body: some View { style.body(configuration) }

    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0 else { return 0 }
        return min(max(Double(value - bounds.lowerBound) / span, 0), 1)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        configuration = GaugeStyleConfiguration(fraction: Self.fraction(value, in: bounds), label: AnyView(label()),
                                                currentValueLabel: nil, minimumValueLabel: nil, maximumValueLabel: nil,
                                                hasBoundsLabels: false)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        configuration = GaugeStyleConfiguration(fraction: Self.fraction(value, in: bounds), label: AnyView(label()),
                                                currentValueLabel: AnyView(currentValueLabel()), minimumValueLabel: nil,
                                                maximumValueLabel: nil, hasBoundsLabels: false)
    }
}

/// What a gauge style draws from: the fraction and the labels (nil: not given).
public struct GaugeStyleConfiguration {
    /// The value's place in the range, 0…1.
    public let value: Double
    public let label: AnyView
    public let currentValueLabel: AnyView?
    public let minimumValueLabel: AnyView?
    public let maximumValueLabel: AnyView?

    init(fraction: Double, label: AnyView, currentValueLabel: AnyView?, minimumValueLabel: AnyView?,
         maximumValueLabel: AnyView?, hasBoundsLabels: Bool) {
        value = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = hasBoundsLabels ? minimumValueLabel : nil
        self.maximumValueLabel = hasBoundsLabels ? maximumValueLabel : nil
    }
}
