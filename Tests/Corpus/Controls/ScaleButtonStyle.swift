import SwiftUI

// A reusable button style that shrinks and dims while the button is held down.
struct ScaleButtonStyle: ButtonStyle {
    var scale: CGFloat = 0.92

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.horizontal, 28)
            .padding(.vertical, 14)
            .background(
                RoundedRectangle(cornerRadius: 14, style: .continuous)
                    .fill(
                        LinearGradient(
                            colors: [.indigo, .blue],
                            startPoint: .topLeading,
                            endPoint: .bottomTrailing
                        )
                    )
            )
            .scaleEffect(configuration.isPressed ? scale : 1)
            .opacity(configuration.isPressed ? 0.85 : 1)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
}

extension ButtonStyle where Self == ScaleButtonStyle {
    static var scale: ScaleButtonStyle { ScaleButtonStyle() }
}

struct GetStartedButton: View {
    @State private var tapCount = 0

    var body: some View {
        VStack(spacing: 12) {
            Button("Get Started") {
                tapCount += 1
            }
            .buttonStyle(.scale)

            Text(tapCount == 0 ? "Press and hold" : "Tapped \(tapCount) times")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    GetStartedButton()
}
