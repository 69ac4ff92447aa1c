import SwiftUI

// A standard iOS switch that brings a blurred, washed-out "photo" into focus.
struct FocusFilterToggle: View {
    @State private var isFocused = false

    var body: some View {
        VStack(spacing: 16) {
            ZStack {
                LinearGradient(
                    colors: [.orange, .pink, .purple],
                    startPoint: .topLeading,
                    endPoint: .bottomTrailing
                )

                Image(systemName: "sun.max.fill")
                    .font(.system(size: 40))
                    .foregroundStyle(.yellow)
                    .offset(x: -50, y: -25)

                Ellipse()
                    .fill(Color.green.opacity(0.8))
                    .frame(width: 260, height: 90)
                    .offset(x: 40, y: 70)

                Ellipse()
                    .fill(Color.teal)
                    .frame(width: 220, height: 80)
                    .offset(x: -60, y: 80)
            }
            .frame(width: 220, height: 140)
            .clipShape(.rect(cornerRadius: 16))
            .blur(radius: isFocused ? 0 : 6)
            .grayscale(isFocused ? 0 : 0.8)
            .saturation(isFocused ? 1.2 : 1)
            .brightness(isFocused ? 0 : -0.15)
            .animation(.smooth(duration: 0.6), value: isFocused)

            Toggle("Focus", isOn: $isFocused)
                .font(.headline)
                .tint(.pink)
                .frame(width: 220)
        }
        .padding()
    }
}
