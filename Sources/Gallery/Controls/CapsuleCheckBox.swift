// checkbox.capsule — seed 000 §3, verbatim but for the type names.
import FlipbookUI

struct CapsuleCheckBoxView: View {
    @Binding var checked: Bool
    @Binding var trimVal: CGFloat
    @Binding var width: CGFloat
    @Binding var removeText: Bool

    var animationData: CGFloat {
        get { trimVal }
        set { trimVal = newValue }
    }

    var body: some View {
        ZStack {
            Capsule()
                .trim(from: 0, to: trimVal)
                .stroke(style: StrokeStyle(lineWidth: 2))
                .frame(width: width, height: 70)
                .foregroundColor(self.checked ? Color.green : Color.gray)
                .overlay(
                    Capsule()
                        .fill(self.checked ? Color.green : Color.gray.opacity(0.2))
                        .frame(width: width - 10, height: 60)
                )
            if checked {
                Image(systemName: "checkmark")
                    .foregroundColor(Color.white)
                    .opacity(Double(trimVal))
            }
            if !removeText {
                Text("Check Mark")
            }
        }
    }
}

struct CapsuleCheckBoxDemo: View {
    @State var trimVal: CGFloat = 0
    @State var checked = false
    @State var width: CGFloat = 200
    @State var removeText: Bool = false

    var body: some View {
        CapsuleCheckBoxView(checked: $checked, trimVal: $trimVal, width: $width, removeText: $removeText)
            .onTapGesture {
                if !self.checked {
                    self.removeText.toggle()
                    withAnimation {
                        self.width = 70
                    }
                    withAnimation(Animation.easeIn(duration: 0.7)) {
                        self.trimVal = 1
                        self.checked.toggle()
                    }
                } else {
                    withAnimation {
                        self.trimVal = 0
                        self.width = 200
                        self.checked.toggle()
                        self.removeText.toggle()
                    }
                }
            }
    }
}
