import SwiftUI

// A classic loading spinner: a trimmed circle that rotates forever once it appears.
struct ArcSpinner: View {
    var lineWidth: CGFloat = 6
    var color: Color = .blue

    @State private var isAnimating = false

    var body: some View {
        ZStack {
            Circle()
                .stroke(color.opacity(0.15), lineWidth: lineWidth)

            Circle()
                .trim(from: 0, to: 0.7)
                .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(isAnimating ? 360 : 0))
                .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isAnimating)
        }
        .frame(width: 48, height: 48)
        .onAppear {
            isAnimating = true
        }
    }
}

#Preview {
    ArcSpinner()
        .padding()
}
