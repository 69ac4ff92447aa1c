// card.flip — seed 002, final listing: CardView is Animatable, so its body is evaluated with every
// in-between rotation and the face switches exactly at 90°.
import FlipbookUI

struct FlipCardView: View, Animatable {
    init(show: Bool) {
        rotation = show ? 0 : 180
    }

    var rotation: Double

    var animatableData: Double {
        get { rotation }
        set { rotation = newValue }
    }

    let shape = RoundedRectangle(cornerRadius: 16)

    var body: some View {
        ZStack {
            if rotation < 90 {
                shape.fill().foregroundColor(.white)
                shape.strokeBorder(lineWidth: 5)
                Text("😀")
            } else {
                shape.fill()
            }
        }
        .foregroundColor(.blue)
        .frame(width: 100, height: 150)
        .rotation3DEffect(Angle(degrees: rotation), axis: (0, 1, 0))
    }
}

struct FlipCardDemo: View {
    @State var show = false

    var body: some View {
        FlipCardView(show: show)
            .onTapGesture {
                withAnimation(.linear(duration: 4)) {
                    self.show = !self.show
                }
            }
    }
}
