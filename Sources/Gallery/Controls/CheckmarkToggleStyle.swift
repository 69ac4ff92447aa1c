// toggle.checkmark — seed 001, second listing: a custom ToggleStyle for iOS (the seed's
// garbled words restored: .frame(width:height:), Image, Text).
import FlipbookUI

struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            RoundedRectangle(cornerRadius: 5.0)
                .stroke(lineWidth: 2)
                .frame(width: 25, height: 25)
                .cornerRadius(5.0)
                .overlay {
                    Image(systemName: configuration.isOn ? "checkmark" : "")
                }
                .onTapGesture {
                    withAnimation(.spring()) {
                        configuration.isOn.toggle()
                    }
                }
            configuration.label
        }
    }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    static var checkmark: CheckboxToggleStyle { CheckboxToggleStyle() }
}

struct CheckmarkToggleDemo: View {
    @State private var isChecked = false

    var body: some View {
        VStack {
            Toggle(isOn: $isChecked) {
                Text("Buy a pack of Airtags")
            }
            .toggleStyle(.checkmark)
        }
        .padding()
    }
}
