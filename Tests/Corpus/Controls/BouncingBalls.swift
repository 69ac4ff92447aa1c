import SwiftUI

// Four coloured balls bouncing in a wave, each with a shadow that shrinks as it rises.
struct BouncingBalls: View {
    private let colors: [Color] = [.red, .orange, .yellow, .green]

    @State private var isBouncing = false

    var body: some View {
        HStack(alignment: .bottom, spacing: 12) {
            ForEach(colors.indices, id: \.self) { index in
                VStack(spacing: 4) {
                    Circle()
                        .fill(colors[index].gradient)
                        .frame(width: 20, height: 20)
                        .offset(y: isBouncing ? -30 : 0)

                    Ellipse()
                        .fill(.black.opacity(0.15))
                        .frame(width: isBouncing ? 10 : 20, height: 4)
                }
                .animation(
                    .easeInOut(duration: 0.45)
                        .repeatForever(autoreverses: true)
                        .delay(Double(index) * 0.12),
                    value: isBouncing
                )
            }
        }
        .frame(height: 80, alignment: .bottom)
        .onAppear {
            isBouncing = true
        }
    }
}

#Preview {
    BouncingBalls()
        .padding()
}
