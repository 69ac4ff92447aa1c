// View+LabelsHidden.swift: `.labelsHidden()`: the controls inside (toggles, steppers, date
// pickers) draw their control alone, at its own size, without the label that would lead it.

extension View {
    /// Hides the labels of the controls inside.
    public func labelsHidden() -> some View { environment(\.labelsHidden, true) }
}

/// A control's row: its label leading and the control trailing, or the control alone under
/// `.labelsHidden()`; the label greyed while the control is disabled.
struct LabeledControlRow<Label: View, Control: View>: View {
    let label: Label
    let control: Control
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.isEnabled) private var isEnabled

    init(label: Label, @ViewBuilder control: () -> Control) {
        self.label = label
        self.control = control()
    }

    var body: some View {
        if labelsHidden {
            control
        } else {
            HStack {
                // Greyed while disabled, as a disabled button's title is (the text's own colour
                // where it sets one).
                SubtitledLabel(label: label).environmentChange { if !isEnabled { $0.labelColor = .gray } }
                Spacer()
                control
            }
        }
    }
}

private struct LabelsHiddenKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}
