import SwiftUI

// Notification cards styled by a reusable ViewModifier; tapping one lifts and outlines it.
struct CardStyle: ViewModifier {
    var isHighlighted = false

    func body(content: Content) -> some View {
        content
            .padding(16)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(
                RoundedRectangle(cornerRadius: 16, style: .continuous)
                    .fill(Color.white)
                    .shadow(
                        color: .black.opacity(isHighlighted ? 0.2 : 0.08),
                        radius: isHighlighted ? 14 : 5,
                        x: 0,
                        y: isHighlighted ? 8 : 2
                    )
            )
            .overlay(
                RoundedRectangle(cornerRadius: 16, style: .continuous)
                    .stroke(isHighlighted ? Color.blue : Color.clear, lineWidth: 2)
            )
            .scaleEffect(isHighlighted ? 1.03 : 1)
    }
}

extension View {
    func cardStyle(highlighted: Bool = false) -> some View {
        modifier(CardStyle(isHighlighted: highlighted))
    }
}

struct NotificationCards: View {
    @State private var highlighted: String?

    var body: some View {
        VStack(spacing: 14) {
            row(icon: "calendar", color: .red, title: "Meeting moved", detail: "Design review is now at 3 PM.")
                .cardStyle(highlighted: highlighted == "Meeting moved")
                .onTapGesture { highlight("Meeting moved") }

            row(icon: "shippingbox.fill", color: .brown, title: "Package delivered", detail: "Left at the front door.")
                .modifier(CardStyle(isHighlighted: highlighted == "Package delivered"))
                .onTapGesture { highlight("Package delivered") }
        }
        .padding()
        .frame(width: 340)
    }

    private func row(icon: String, color: Color, title: String, detail: String) -> some View {
        HStack(spacing: 12) {
            Image(systemName: icon)
                .font(.title3)
                .foregroundStyle(color)
                .frame(width: 32)
            VStack(alignment: .leading, spacing: 2) {
                Text(title)
                    .font(.headline)
                Text(detail)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
        }
    }

    private func highlight(_ title: String) {
        withAnimation(.spring(response: 0.35, dampingFraction: 0.65)) {
            highlighted = highlighted == title ? nil : title
        }
    }
}

#Preview {
    NotificationCards()
}
