// card.matched-move — seed 002, last section: one card id matched between the top and the bottom
// of the screen, so it slides instead of cross-fading. (The seed's CardView() here is the plain
// blue card: the back face of the flip card.)
import FlipbookUI

struct SmallCardView: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill()
            .foregroundColor(.blue)
            .frame(width: 100, height: 150)
    }
}

struct MatchedCardMoveDemo: View {
    @State var go = false
    @Namespace var cardNameSpace

    var body: some View {
        Group {
            if go {
                VStack {
                    SmallCardView()
                        .matchedGeometryEffect(id: "mycard", in: cardNameSpace)
                    Spacer()
                }
            } else {
                VStack {
                    Spacer()
                    SmallCardView()
                        .matchedGeometryEffect(id: "mycard", in: cardNameSpace)
                }
            }
        }
        .onTapGesture {
            withAnimation {
                go.toggle()
            }
        }
    }
}

// card.move-crossfade — the same without matchedGeometryEffect: the seed shows this first, and
// SwiftUI cross-fades the two cards in place.
struct CardMoveCrossfadeDemo: View {
    @State var go = false

    var body: some View {
        Group {
            if go {
                VStack {
                    SmallCardView()
                    Spacer()
                }
            } else {
                VStack {
                    Spacer()
                    SmallCardView()
                }
            }
        }
        .onTapGesture {
            withAnimation {
                go.toggle()
            }
        }
    }
}
