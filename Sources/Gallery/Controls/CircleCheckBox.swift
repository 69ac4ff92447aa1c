// checkbox.circle — seed 000 §2 (same ContentView as checkbox.rounded, with the circular body).
import FlipbookUI

struct CircleCheckBoxView: View {
    @Binding var checked: Bool
    @Binding var trimVal: CGFloat

    var body: some View {
        ZStack {
            Circle()
                .trim(from: 0, to: trimVal)
                .stroke(style: StrokeStyle(lineWidth: 2))
                .frame(width: 70, height: 70)
                .foregroundColor(self.checked ? Color.green : Color.gray)
                .overlay(
                    Circle()
                        .fill(self.checked ? Color.green : Color.gray.opacity(0.2))
                        .frame(width: 60, height: 60)
                )
            if checked {
                Image(systemName: "checkmark")
                    .foregroundColor(Color.white)
            }
        }
    }
}

struct CircleCheckBoxDemo: View {
    @State var trimVal: CGFloat = 0
    @State var checked = false

    var body: some View {
        Button(action: {
            if !self.checked {
                withAnimation(Animation.easeIn(duration: 0.8)) {
                    self.trimVal = 1
                    self.checked.toggle()
                }
            } else {
                withAnimation(Animation.easeIn(duration: 0.8)) {
                    self.trimVal = 0
                    self.checked.toggle()
                }
            }
        }) {
            CircleCheckBoxView(checked: $checked, trimVal: $trimVal)
        }
    }
}
