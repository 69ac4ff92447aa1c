import SwiftUI

// A progress ring stroked with an angular gradient that fills up to its value when it appears.
struct GradientProgressRing: View {
    var progress: Double = 0.72
    var lineWidth: CGFloat = 14

    @State private var animatedProgress: Double = 0

    private let gradient = AngularGradient(
        gradient: Gradient(colors: [.cyan, .blue, .purple, .pink, .cyan]),
        center: .center,
        startAngle: .degrees(0),
        endAngle: .degrees(360)
    )

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.2), lineWidth: lineWidth)

            Circle()
                .trim(from: 0, to: animatedProgress)
                .stroke(gradient, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))

            VStack(spacing: 2) {
                Text("\(Int(animatedProgress * 100))%")
                    .font(.system(.title, design: .rounded))
                    .fontWeight(.bold)
                    .monospacedDigit()
                Text("Daily goal")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .frame(width: 140, height: 140)
        .onAppear {
            withAnimation(.easeOut(duration: 1.2)) {
                animatedProgress = progress
            }
        }
    }
}

#Preview {
    GradientProgressRing()
        .padding()
}
