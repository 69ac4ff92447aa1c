import SwiftUI

// Three dots that grow and fade one after another, like a "loading…" hint.
struct PulsingDots: View {
    var color: Color = .purple
    var dotSize: CGFloat = 14

    @State private var isPulsing = false

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<3, id: \.self) { index in
                Circle()
                    .fill(color)
                    .frame(width: dotSize, height: dotSize)
                    .scaleEffect(isPulsing ? 1 : 0.4)
                    .opacity(isPulsing ? 1 : 0.3)
                    .animation(
                        .easeInOut(duration: 0.6)
                            .repeatForever()
                            .delay(Double(index) * 0.2),
                        value: isPulsing
                    )
            }
        }
        .onAppear {
            isPulsing = true
        }
    }
}

#Preview {
    PulsingDots()
}
