// card.flip-crossfade — seed 002, step 3: rotation3DEffect on a plain view. The faces are an
// if/else, so SwiftUI cross-fades them (default .opacity transition) while the card turns.
import FlipbookUI

struct PlainFlipCardView: View {
    var show: Bool
    let shape = RoundedRectangle(cornerRadius: 16)

    var body: some View {
        ZStack {
            if show {
                shape.fill().foregroundColor(.white)
                shape.strokeBorder(lineWidth: 5)
                Text("😀")
            } else {
                shape.fill()
            }
        }
        .foregroundColor(.blue)
        .frame(width: 100, height: 150)
        .rotation3DEffect(Angle(degrees: show ? 0 : 180), axis: (0, 1, 0))
    }
}

struct FlipCardCrossfadeDemo: View {
    @State var show = false

    var body: some View {
        PlainFlipCardView(show: show)
            .onTapGesture {
                withAnimation(.linear(duration: 3)) {
                    self.show = !self.show
                }
            }
    }
}
