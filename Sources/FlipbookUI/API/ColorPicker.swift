// ColorPicker.swift: SwiftUI's ColorPicker as iOS draws it in a row, by eye: the label leading and,
// trailing, a well 28 pt across, the selected colour in a disc inside a ring of every hue. A tap
// on iOS opens the system's colour sheet, which is not SwiftUI's to draw: a recording shows the
// row as it stands.

import Foundation

/// A control that shows a colour and lets the user pick another.
public struct ColorPicker<Label: View>: View {
    private let label: Label
    @Binding private var selection: Color

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        _selection = selection
        self.label = label()
    }

    public var body: some View {
        HStack {
            label
            Spacer(minLength: 8)
            ColorWell(color: selection)
        }
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// The selected colour in a disc, inside a ring of every hue.
private struct ColorWell: View {
    let color: Color
    private static let hues: [Color] = [.red, .yellow, .green, .cyan, .blue, .purple, .red]

    var body: some View {
        ZStack {
            Circle().strokeBorder(AngularGradient(colors: Self.hues, center: .center), lineWidth: 3)
            Circle().fill(color).padding(5)
        }
        .frame(width: 28, height: 28)
    }
}
