import SwiftUI

// A flash card that turns over in 3D to show the answer on its back.
struct CardFace: View {
    let title: String
    let text: String
    let color: Color

    var body: some View {
        VStack(spacing: 12) {
            Text(title.uppercased())
                .font(.caption.weight(.bold))
                .foregroundStyle(.white.opacity(0.7))
            Text(text)
                .font(.title3.weight(.semibold))
                .foregroundStyle(.white)
                .multilineTextAlignment(.center)
        }
        .padding(24)
        .frame(width: 240, height: 160)
        .background(color.gradient, in: RoundedRectangle(cornerRadius: 20, style: .continuous))
        .shadow(color: color.opacity(0.4), radius: 10, y: 6)
    }
}

struct FlipCard: View {
    @State private var isFlipped = false

    var body: some View {
        ZStack {
            CardFace(title: "Question", text: "What is the capital of Australia?", color: .indigo)
                .opacity(isFlipped ? 0 : 1)

            CardFace(title: "Answer", text: "Canberra", color: .mint)
                .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
                .opacity(isFlipped ? 1 : 0)
        }
        .rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0), perspective: 0.5)
        .onTapGesture {
            withAnimation(.spring(duration: 0.6, bounce: 0.25)) {
                isFlipped.toggle()
            }
        }
    }
}

#Preview {
    FlipCard()
        .padding()
}
