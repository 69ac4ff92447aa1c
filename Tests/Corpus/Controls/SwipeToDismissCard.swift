import SwiftUI

// A card that follows the finger and flies away when dragged far enough sideways.
struct SwipeToDismissCard: View {
    @GestureState private var dragOffset: CGSize = .zero
    @State private var isDismissed = false

    private let dismissThreshold: CGFloat = 100

    var body: some View {
        ZStack {
            if isDismissed {
                Button("Undo") {
                    withAnimation(.bouncy) {
                        isDismissed = false
                    }
                }
                .buttonStyle(.bordered)
            } else {
                card
                    .offset(x: dragOffset.width, y: dragOffset.height * 0.2)
                    .rotationEffect(.degrees(Double(dragOffset.width / 20)))
                    .opacity(1 - Double(abs(dragOffset.width) / 400))
                    .gesture(
                        DragGesture()
                            .updating($dragOffset) { value, state, _ in
                                state = value.translation
                            }
                            .onEnded { value in
                                if abs(value.translation.width) > dismissThreshold {
                                    withAnimation(.spring(duration: 0.4, bounce: 0.2)) {
                                        isDismissed = true
                                    }
                                }
                            }
                    )
                    .transition(
                        .asymmetric(
                            insertion: .scale.combined(with: .opacity),
                            removal: .move(edge: .trailing).combined(with: .opacity)
                        )
                    )
            }
        }
        .animation(.interactiveSpring(), value: dragOffset)
        .frame(width: 320, height: 240)
    }

    private var card: some View {
        VStack(alignment: .leading, spacing: 8) {
            Image(systemName: "bell.fill")
                .font(.title2)
                .foregroundStyle(.orange)
            Text("Weekly summary")
                .font(.headline)
            Text("You walked 42 km this week. Swipe to dismiss.")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .padding(20)
        .frame(width: 240, height: 160, alignment: .topLeading)
        .background(
            RoundedRectangle(cornerRadius: 20, style: .continuous)
                .fill(Color.white)
                .shadow(color: .black.opacity(0.15), radius: 12, y: 6)
        )
    }
}

#Preview {
    SwipeToDismissCard()
}
