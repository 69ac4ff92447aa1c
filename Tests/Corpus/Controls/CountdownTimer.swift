import SwiftUI
import Combine

// A five-second countdown ring driven by a Combine timer; it starts over when it reaches zero.
struct CountdownTimer: View {
    private let total = 5
    private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    @State private var remaining = 5

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.orange.opacity(0.2), lineWidth: 10)

            Circle()
                .trim(from: 0, to: CGFloat(remaining) / CGFloat(total))
                .stroke(Color.orange, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .animation(.linear(duration: 1), value: remaining)

            VStack(spacing: 0) {
                Text("\(remaining)")
                    .font(.system(size: 44, weight: .bold, design: .rounded))
                    .contentTransition(.numericText(countsDown: true))
                Text("seconds")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .frame(width: 140, height: 140)
        .onReceive(timer) { _ in
            withAnimation {
                remaining = remaining > 0 ? remaining - 1 : total
            }
        }
    }
}

#Preview {
    CountdownTimer()
        .padding()
}
