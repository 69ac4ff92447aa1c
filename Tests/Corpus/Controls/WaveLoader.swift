import SwiftUI

// A circular "tank" filled with two sine waves that roll forever.
struct Wave: Shape {
    var phase: CGFloat
    var level: CGFloat
    var amplitude: CGFloat = 6

    var animatableData: CGFloat {
        get { phase }
        set { phase = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let baseline = rect.height * (1 - level)

        path.move(to: CGPoint(x: 0, y: baseline))
        for x in stride(from: 0, through: rect.width, by: 2) {
            let angle = x / rect.width * 2 * .pi + phase
            path.addLine(to: CGPoint(x: x, y: baseline + sin(angle) * amplitude))
        }
        path.addLine(to: CGPoint(x: rect.width, y: rect.height))
        path.addLine(to: CGPoint(x: 0, y: rect.height))
        path.closeSubpath()
        return path
    }
}

struct WaveLoader: View {
    var level: CGFloat = 0.55

    @State private var phase: CGFloat = 0

    var body: some View {
        ZStack {
            Wave(phase: phase + .pi, level: level)
                .fill(Color.blue.opacity(0.3))
            Wave(phase: phase, level: level)
                .fill(Color.blue)
            Text("\(Int(level * 100))%")
                .font(.title2.bold())
                .foregroundStyle(.white)
        }
        .frame(width: 120, height: 120)
        .clipShape(Circle())
        .overlay(Circle().stroke(Color.blue, lineWidth: 3))
        .onAppear {
            withAnimation(.linear(duration: 1.5).repeatForever(autoreverses: false)) {
                phase = .pi * 2
            }
        }
    }
}

#Preview {
    WaveLoader()
        .padding()
}
