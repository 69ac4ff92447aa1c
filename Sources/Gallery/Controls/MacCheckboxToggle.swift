// toggle.checkbox-macos — seed 001, first listing: the system checkbox style that macOS ships.
import FlipbookUI

struct MacCheckboxDemo: View {
    @State private var isChecked = false

    var body: some View {
        VStack {
            Toggle(isOn: $isChecked) {
                Text("Buy a pack of Airtags")
            }
            .toggleStyle(.checkbox)
        }
        .padding()
    }
}
