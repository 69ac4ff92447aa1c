// GaugeStyles.swift: how gauges look, set with `.gaugeStyle(_:)`. The built-in looks follow iOS 17
// by eye (no reliable source has their metrics; the values are ours, unverified), all in the tint:
// - linearCapacity (the automatic style on iOS): the label, then an 8 pt capsule filled to the
//   value between the bounds' labels, then the current value's label in the caption font,
//   secondary, stacked 4 pt apart;
// - accessoryLinearCapacity: the same bar 6 pt thick; accessoryLinear: a 6 pt track with a
//   10 pt dot at the value;
// - accessoryCircularCapacity: a 58 pt ring 6 pt thick filled clockwise from the top, the current
//   value's label (else the label) in its middle;
// - accessoryCircular: a 270° arc open at the bottom, 58 pt across and 6 pt thick, a dot at the
//   value, the current value's label in its middle and the bounds' labels at the arc's ends.

/// A style that draws a gauge.
@MainActor @preconcurrency public protocol GaugeStyle {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The platform's look: a linear capacity bar on iOS.
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { LinearCapacityGaugeStyle().makeBody(configuration: configuration) }
}

/// A bar filled to the value, with the labels around it.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            HStack(spacing: 6) {
                configuration.minimumValueLabel.font(.caption)
                GaugeBar(fraction: configuration.value, thickness: 8, showsDot: false)
                configuration.maximumValueLabel.font(.caption)
            }
            configuration.currentValueLabel.font(.caption).foregroundStyle(.secondary)
        }
    }
}

/// A thin bar filled to the value.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { AccessoryBar(configuration: configuration, showsDot: false) }
}

/// A thin track with a dot at the value.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { AccessoryBar(configuration: configuration, showsDot: true) }
}

/// The accessory styles' thin bar under the label, between the bounds' labels.
private struct AccessoryBar: View {
    let configuration: GaugeStyleConfiguration
    let showsDot: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label.font(.caption)
            HStack(spacing: 6) {
                configuration.minimumValueLabel.font(.caption2)
                GaugeBar(fraction: configuration.value, thickness: 6, showsDot: showsDot)
                configuration.maximumValueLabel.font(.caption2)
            }
        }
    }
}

/// A ring filled clockwise from the top to the value.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GaugeDial(fraction: configuration.value, sweep: 1, showsDot: false) {
            (configuration.currentValueLabel ?? configuration.label).font(.system(size: 14, weight: .medium))
        }
    }
}

/// An open arc with a dot at the value.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GaugeDial(fraction: configuration.value, sweep: 0.75, showsDot: true) {
            (configuration.currentValueLabel ?? configuration.label).font(.system(size: 14, weight: .medium))
        }
        .overlay(alignment: .bottom) {
            // The label sits in the arc's gap, between the ends' labels, when the middle shows
            // the current value.
            HStack(spacing: 2) {
                configuration.minimumValueLabel
                Spacer(minLength: 0)
                if configuration.currentValueLabel != nil { configuration.label.font(.system(size: 10, weight: .medium)) }
                Spacer(minLength: 0)
                configuration.maximumValueLabel
            }
            .font(.system(size: 9))
            .padding(.horizontal, 6)
        }
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension View {
    /// Draws the gauges inside in `style`.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environmentChange { $0.gaugeStyle = AnyGaugeStyle(style) }
    }
}

/// The gauge style in the environment, its type erased.
struct AnyGaugeStyle {
    let body: (GaugeStyleConfiguration) -> AnyView
    init<S: GaugeStyle>(_ style: S) {
        body = { configuration in AnyView(StyledBody(style: style) { style.makeBody(configuration: configuration) }) }
    }
}

private struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: AnyGaugeStyle { AnyGaugeStyle(DefaultGaugeStyle()) }
}

extension EnvironmentValues {
    var gaugeStyle: AnyGaugeStyle {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

/// A capsule track across the width offered, filled to the fraction or marked with a dot there.
/// A gradient tint runs along the whole track, as iOS draws it: the filled part shows its start,
/// and a dotted track shows all of it under a dot of the colour at the value.
private struct GaugeBar: View {
    let fraction: Double
    let thickness: CGFloat
    let showsDot: Bool
    @Environment(\.tint) private var tint
    @Environment(\.tintStyle) private var tintStyle

    private var gradient: Gradient? { GaugeTint.gradient(tintStyle) }

    var body: some View {
        GeometryReader { proxy in
            let width = proxy.size.width
            ZStack(alignment: .leading) {
                if showsDot, let gradient {
                    Capsule().fill(LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing)).frame(height: thickness)
                } else {
                    Capsule().fill(Color.systemFill).frame(height: thickness)
                }
                if showsDot {
                    Circle()
                        .fill(gradient.map { GaugeTint.color(of: $0, at: fraction) } ?? tint ?? .accentColor)
                        .frame(width: thickness + 4, height: thickness + 4)
                        .overlay { if gradient != nil { Circle().strokeBorder(Color.systemBackground, lineWidth: 1.5) } }
                        .offset(x: (width - thickness - 4) * fraction)
                } else if let gradient {
                    Capsule().fill(LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing))
                        .frame(width: width)
                        .mask(alignment: .leading) { Capsule().frame(width: width * fraction) }
                        .frame(height: thickness)
                } else {
                    Capsule().fill(tint ?? .accentColor).frame(width: width * fraction)
                }
            }
        }
        .frame(height: showsDot ? thickness + 4 : thickness)
    }
}

/// A gauge's gradient tint (`.tint(Gradient(...))`), and its colour at a fraction along it.
private enum GaugeTint {
    static func gradient(_ style: (any ShapeStyle)?) -> Gradient? {
        switch style {
        case let gradient as Gradient: return gradient
        case let gradient as AnyGradient: return gradient.linear.gradient
        case let gradient as LinearGradient: return gradient.gradient
        case let gradient as AngularGradient: return gradient.gradient
        default: return nil
        }
    }

    /// The gradient's colour at `fraction`, mixed between the stops around it.
    static func color(of gradient: Gradient, at fraction: Double) -> Color {
        let stops = gradient.stops
        guard let first = stops.first, let last = stops.last else { return .accentColor }
        if fraction <= first.location { return first.color }
        for (a, b) in zip(stops, stops.dropFirst()) where fraction <= b.location {
            let t = b.location > a.location ? (fraction - a.location) / (b.location - a.location) : 1
            return a.color.mix(with: b.color, by: t, in: .device)
        }
        return last.color
    }
}

/// A ring (or an arc of `sweep` turns, open at the bottom) with the fraction filled or dotted, and
/// content in its middle; the track is drawn inside the diameter, the dot on its centre line.
private struct GaugeDial<Content: View>: View {
    let fraction: Double
    let sweep: Double
    let showsDot: Bool
    @ViewBuilder let content: Content
    @Environment(\.tint) private var tint
    @Environment(\.tintStyle) private var tintStyle

    private static var diameter: CGFloat { 58 }
    private static var thickness: CGFloat { 6 }

    /// Where the track starts, clockwise from three o'clock: a ring at the top, an arc so that its
    /// gap is centred at the bottom.
    private var startDegrees: Double { sweep >= 1 ? -90 : 90 + 180 * (1 - sweep) }

    /// A gradient tint round the dial's sweep, from its start (before the dial is turned there).
    /// A full ring's gradient ends 20° short of the turn: the gap is half the last colour and half
    /// the first, so the round cap at the start, just before it, takes the first colour.
    private var gradient: AngularGradient? {
        let end = sweep >= 1 ? 340 : 360 * sweep
        return GaugeTint.gradient(tintStyle).map { AngularGradient(gradient: $0, center: .center, startAngle: .zero, endAngle: .degrees(end)) }
    }

    var body: some View {
        ZStack {
            Circle()
                .inset(by: Self.thickness / 2)
                .trim(from: 0, to: sweep)
                .stroke(showsDot ? gradient.map(AnyShapeStyle.init) ?? AnyShapeStyle(Color.systemFill) : AnyShapeStyle(Color.systemFill),
                        style: StrokeStyle(lineWidth: Self.thickness, lineCap: .round))
                .rotationEffect(.degrees(startDegrees))
            if showsDot {
                let angle = Angle.degrees(startDegrees + 360 * sweep * fraction).radians
                let reach = (Self.diameter - Self.thickness) / 2
                Circle()
                    .fill(GaugeTint.gradient(tintStyle).map { GaugeTint.color(of: $0, at: fraction) } ?? tint ?? .accentColor)
                    .frame(width: Self.thickness + 4, height: Self.thickness + 4)
                    .overlay { if gradient != nil { Circle().strokeBorder(Color.systemBackground, lineWidth: 1.5) } }
                    .offset(x: reach * CGFloat(cos(angle)), y: reach * CGFloat(sin(angle)))
            } else {
                Circle()
                    .inset(by: Self.thickness / 2)
                    .trim(from: 0, to: sweep * fraction)
                    .stroke(gradient.map(AnyShapeStyle.init) ?? AnyShapeStyle(tint ?? .accentColor),
                            style: StrokeStyle(lineWidth: Self.thickness, lineCap: .round))
                    .rotationEffect(.degrees(startDegrees))
            }
            content
        }
        .frame(width: Self.diameter, height: Self.diameter)
    }
}
