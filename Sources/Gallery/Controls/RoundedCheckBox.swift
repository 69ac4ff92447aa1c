// checkbox.rounded — seed 000 §1 (the Button action is the one of the tutorial's original source).
import FlipbookUI

struct RoundedCheckBoxView: View {
    @Binding var checked: Bool
    @Binding var trimVal: CGFloat

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 10)
                .trim(from: 0, to: trimVal)
                .stroke(style: StrokeStyle(lineWidth: 2))
                .frame(width: 70, height: 70)
                .foregroundColor(checked ? Color.green : Color.gray.opacity(0.2))
            RoundedRectangle(cornerRadius: 10)
                .trim(from: 0, to: 1)
                .fill(checked ? Color.green : Color.gray.opacity(0.2))
                .frame(width: 60, height: 60)
            if checked {
                Image(systemName: "checkmark")
                    .foregroundColor(Color.white)
            }
        }
    }
}

struct RoundedCheckBoxDemo: View {
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
            RoundedCheckBoxView(checked: $checked, trimVal: $trimVal)
        }
    }
}
