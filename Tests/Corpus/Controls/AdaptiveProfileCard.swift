import SwiftUI

// A profile card that picks its own background, shadow and icon for light and dark mode.
struct AdaptiveProfileCard: View {
    @Environment(\.colorScheme) private var colorScheme
    @State private var isOnline = true

    private var cardBackground: Color {
        colorScheme == .dark ? Color(white: 0.15) : .white
    }

    private var shadowColor: Color {
        colorScheme == .dark ? .clear : .black.opacity(0.12)
    }

    var body: some View {
        HStack(spacing: 14) {
            ZStack(alignment: .bottomTrailing) {
                Circle()
                    .fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
                    .frame(width: 56, height: 56)
                    .overlay {
                        Image(systemName: "person.fill")
                            .font(.title2)
                            .foregroundStyle(.white)
                    }

                Circle()
                    .fill(isOnline ? Color.green : Color.gray)
                    .frame(width: 14, height: 14)
                    .overlay(Circle().stroke(cardBackground, lineWidth: 2.5))
            }

            VStack(alignment: .leading, spacing: 4) {
                Text("Maya Chen")
                    .font(.headline)
                Text(isOnline ? "Online" : "Away")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }

            Spacer()

            Image(systemName: colorScheme == .dark ? "moon.fill" : "sun.max.fill")
                .font(.title3)
                .foregroundStyle(colorScheme == .dark ? Color.yellow : Color.orange)
        }
        .padding()
        .background(cardBackground, in: RoundedRectangle(cornerRadius: 18, style: .continuous))
        .shadow(color: shadowColor, radius: 12, y: 6)
        .onTapGesture {
            withAnimation(.smooth) {
                isOnline.toggle()
            }
        }
        .padding()
        .frame(width: 340)
    }
}

#Preview("Light") {
    AdaptiveProfileCard()
}

#Preview("Dark") {
    AdaptiveProfileCard()
        .preferredColorScheme(.dark)
}
