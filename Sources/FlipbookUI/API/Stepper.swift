// Stepper.swift: SwiftUI's Stepper, a label and a pair of − and + segments that step a value (or
// call increment and decrement actions). As on iOS: the label leads and the control trails; the
// control is 94 × 32 pt, rounded by 8 pt, in iOS's tertiary system fill, its segments split by a
// hairline; a segment that would step past the range is dimmed and does nothing. The metrics are
// by eye, unverified; no reliable source gives them.

/// A control that steps a value up and down.
public struct Stepper<Label: View>: View {
    private let label: Label
    private let increment: (() -> Void)?
    private let decrement: (() -> Void)?
    private let onEditingChanged: (Bool) -> Void

    /// Steps through the actions; a nil one's segment is dimmed.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        increment = onIncrement
        decrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }

    /// Steps `value` by `step` within `bounds`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        let now = value.wrappedValue
        self.init(label: label,
                  onIncrement: now < bounds.upperBound ? { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) } : nil,
                  onDecrement: now > bounds.lowerBound ? { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) } : nil,
                  onEditingChanged: onEditingChanged)
    }

    /// Steps `value` by `step` without bounds.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: label, onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                  onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) }, onEditingChanged: onEditingChanged)
    }

    public var body: some View {
        LabeledControlRow(label: label) {
            StepperControl(increment: increment, decrement: decrement, onEditingChanged: onEditingChanged)
        }
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}

/// The − and + segments.
private struct StepperControl: View {
    let increment: (() -> Void)?
    let decrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        HStack(spacing: 0) {
            segment("minus", action: decrement)
            Rectangle().fill(Color.secondary.opacity(0.3)).frame(width: 1, height: 18)
            segment("plus", action: increment)
        }
        .frame(width: 94, height: 32)
        .background(Color.tertiarySystemFill, in: RoundedRectangle(cornerRadius: 8))
    }

    private func segment(_ symbol: String, action: (() -> Void)?) -> some View {
        Image(systemName: symbol)
            .font(.system(size: 17, weight: .medium))
            // A segment that cannot step (at a bound, or the stepper disabled) is greyed.
            .foregroundStyle(action == nil || !isEnabled ? Color.secondary.opacity(0.5) : Color.primary)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .contentShape(Rectangle())
            .onTapGesture {
                guard let action else { return }
                onEditingChanged(true)
                action()
                onEditingChanged(false)
            }
    }
}
