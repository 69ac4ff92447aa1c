import SwiftUI

// A to-do list whose toggles are drawn as animated checkboxes by a custom ToggleStyle.
struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            withAnimation(.snappy) {
                configuration.isOn.toggle()
            }
        } label: {
            HStack(spacing: 10) {
                ZStack {
                    RoundedRectangle(cornerRadius: 6, style: .continuous)
                        .fill(configuration.isOn ? Color.green : Color.clear)
                    RoundedRectangle(cornerRadius: 6, style: .continuous)
                        .strokeBorder(configuration.isOn ? Color.green : Color.gray, lineWidth: 2)
                    Image(systemName: "checkmark")
                        .font(.system(size: 13, weight: .bold))
                        .foregroundStyle(.white)
                        .scaleEffect(configuration.isOn ? 1 : 0.1)
                        .opacity(configuration.isOn ? 1 : 0)
                }
                .frame(width: 24, height: 24)

                configuration.label
                    .strikethrough(configuration.isOn, color: .secondary)
                    .foregroundStyle(configuration.isOn ? .secondary : .primary)
            }
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

struct TodoChecklist: View {
    @State private var buyMilk = true
    @State private var waterPlants = false
    @State private var callAlex = false

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Today")
                .font(.title3.bold())
            Toggle("Buy oat milk", isOn: $buyMilk)
            Toggle("Water the plants", isOn: $waterPlants)
            Toggle("Call Alex", isOn: $callAlex)
        }
        .toggleStyle(.checkbox)
        .padding()
    }
}

#Preview {
    TodoChecklist()
}
