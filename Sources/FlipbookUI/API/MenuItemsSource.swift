// MenuItemsSource.swift: controls that a menu shows as its own items rather than as themselves,
// as iOS shows them: a Picker as a row per option, the selected one checked; a Toggle as one row,
// checked while on. A checked row has a checkmark before its title, and every row beside it
// keeps the checkmark's room, as UIKit's menus line their titles up.

/// A view that a menu shows as rows of its own.
protocol MenuItemsSource {
    /// The rows, each a command.
    var menuItems: [any View] { get }
}

extension Picker: MenuItemsSource {
    var menuItems: [any View] {
        pickerOptions.map { option in
            Button { option.select?() } label: { MenuCheckRow(isChecked: option.isSelected) { option.view } }
        }
    }
}

extension Toggle: MenuItemsSource {
    var menuItems: [any View] {
        let isOn = self.isOn
        return [Button { isOn.wrappedValue.toggle() } label: { MenuCheckRow(isChecked: isOn.wrappedValue) { label } }]
    }
}

/// A menu row's title after a checkmark, shown when checked.
struct MenuCheckRow<Title: View>: View {
    let isChecked: Bool
    @ViewBuilder let title: Title

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "checkmark")
                .font(.body.weight(.semibold))
                .opacity(isChecked ? 1 : 0)
            title
        }
    }
}
