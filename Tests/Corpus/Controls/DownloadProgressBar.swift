import SwiftUI

// A download row whose progress bar fills as a repeating Timer advances it.
struct DownloadProgressBar: View {
    @State private var progress: CGFloat = 0
    @State private var timer: Timer?

    private var buttonTitle: String {
        if progress >= 1 { return "Done" }
        return timer == nil ? "Download" : "Downloading…"
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Label("Update.zip", systemImage: "arrow.down.circle.fill")
                Spacer()
                Text("\(Int(progress * 100))%")
                    .monospacedDigit()
                    .foregroundStyle(.secondary)
            }
            .font(.subheadline)

            GeometryReader { geometry in
                ZStack(alignment: .leading) {
                    Capsule()
                        .fill(Color.gray.opacity(0.2))
                    Capsule()
                        .fill(
                            LinearGradient(colors: [.green, .mint], startPoint: .leading, endPoint: .trailing)
                        )
                        .frame(width: geometry.size.width * progress)
                }
            }
            .frame(height: 10)

            Button(buttonTitle) {
                startDownload()
            }
            .disabled(timer != nil || progress >= 1)
        }
        .padding()
        .frame(width: 300)
    }

    private func startDownload() {
        timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
            withAnimation(.linear(duration: 0.1)) {
                progress = min(progress + 0.04, 1)
            }
            if progress >= 1 {
                timer.invalidate()
                self.timer = nil
            }
        }
    }
}

#Preview {
    DownloadProgressBar()
}
