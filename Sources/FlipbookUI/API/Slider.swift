// Slider.swift: SwiftUI's Slider, a value picked from a range by dragging a thumb along a track.
// As on iOS: the track takes the width offered, a 4 pt capsule filled in the tint up to the thumb
// and in the system fill after it; the thumb is a white 28 pt circle with a soft shadow; the
// minimum- and maximum-value labels sit at the ends, 8 pt away; the label is not shown. A drag
// that starts on the thumb moves it with the finger (a touch elsewhere on the track does
// nothing, as on iOS), snapping to the step when there is one, and reports editing's start and
// end. The metrics are by eye, unverified; no reliable source gives them.

/// A control for picking a value from a bounded range.
public struct Slider<Label: View, ValueLabel: View>: View {
    /// The value as a fraction of the range, read and written through the binding.
    private let fraction: () -> Double
    private let setFraction: (Double) -> Void
    private let minimumValueLabel: ValueLabel?
    private let maximumValueLabel: ValueLabel?
    private let onEditingChanged: (Bool) -> Void

    private init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V?, minimumValueLabel: ValueLabel?,
                                         maximumValueLabel: ValueLabel?, onEditingChanged: @escaping (Bool) -> Void) {
        let low = Double(bounds.lowerBound), span = Double(bounds.upperBound - bounds.lowerBound)
        let usable = low.isFinite && span.isFinite && span > 0
        fraction = {
            let f = (Double(value.wrappedValue) - low) / span
            return usable && f.isFinite ? min(max(f, 0), 1) : 0
        }
        setFraction = { f in
            guard usable, f.isFinite else { return }
            var picked = low + min(max(f, 0), 1) * span
            if let step, step > 0 {
                let steps = ((picked - low) / Double(step)).rounded()
                picked = min(low + steps * Double(step), low + span)
            }
            value.wrappedValue = V(picked)
        }
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where Label == EmptyView, ValueLabel == EmptyView {
        self.init(value: value, in: bounds, step: nil, minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where Label == EmptyView, ValueLabel == EmptyView, V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: V(step), minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where ValueLabel == EmptyView {
        self.init(value: value, in: bounds, step: nil, minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where ValueLabel == EmptyView, V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: V(step), minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: nil, minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
                  onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: V(step), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
                  onEditingChanged: onEditingChanged)
    }

    public var body: some View {
        HStack(spacing: 8) {
            minimumValueLabel
            SliderTrack(fraction: fraction(), setFraction: setFraction, onEditingChanged: onEditingChanged)
            maximumValueLabel
        }
    }
}

/// The track and thumb, and the drag that moves the thumb.
private struct SliderTrack: View {
    let fraction: Double
    let setFraction: (Double) -> Void
    let onEditingChanged: (Bool) -> Void
    @Environment(\.tint) private var tint
    /// The fraction when a drag that began on the thumb began (nil: no such drag).
    @State private var dragStart: Double?
    /// Whether the drag under way has been looked at (it may not have begun on the thumb).
    @State private var dragSeen = false

    static let thumb: CGFloat = 28

    var body: some View {
        GeometryReader { proxy in
            let travel = max(proxy.size.width - Self.thumb, 0)
            let x = Self.thumb / 2 + travel * fraction
            ZStack(alignment: .leading) {
                Capsule().fill(Color.systemFill).frame(height: 4)
                Capsule().fill(tint ?? .accentColor).frame(width: x, height: 4)
                Circle().fill(Color.white)
                    .frame(width: Self.thumb, height: Self.thumb)
                    .shadow(color: .black.opacity(0.12), radius: 4, y: 3)
                    .shadow(color: .black.opacity(0.08), radius: 0.5)
                    .offset(x: x - Self.thumb / 2)
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
            .contentShape(Rectangle())
            .gesture(DragGesture(minimumDistance: 0)
                .onChanged { drag in
                    if !dragSeen {
                        dragSeen = true
                        guard abs(drag.startLocation.x - x) <= Self.thumb / 2 + 8 else { return }
                        dragStart = fraction
                        onEditingChanged(true)
                    }
                    guard let start = dragStart, travel > 0 else { return }
                    setFraction(start + Double(drag.translation.width / travel))
                }
                .onEnded { _ in
                    if dragStart != nil { onEditingChanged(false) }
                    dragStart = nil
                    dragSeen = false
                })
        }
        .frame(height: Self.thumb)
    }
}
