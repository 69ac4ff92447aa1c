import SwiftUI

// A floating "+" button that fans out three actions with staggered springs.
struct FloatingActionMenu: View {
    private struct MenuAction: Identifiable {
        let id = UUID()
        let icon: String
        let color: Color
    }

    private let actions = [
        MenuAction(icon: "camera.fill", color: .pink),
        MenuAction(icon: "photo.fill", color: .orange),
        MenuAction(icon: "doc.fill", color: .teal),
    ]

    @State private var isExpanded = false

    var body: some View {
        ZStack(alignment: .bottom) {
            ForEach(Array(actions.enumerated()), id: \.element.id) { index, action in
                Button {
                    isExpanded = false
                } label: {
                    Image(systemName: action.icon)
                        .font(.system(size: 18, weight: .semibold))
                        .foregroundStyle(.white)
                        .frame(width: 44, height: 44)
                        .background(action.color, in: Circle())
                        .shadow(radius: 3, y: 2)
                }
                .offset(y: isExpanded ? -CGFloat(index + 1) * 60 - 8 : -8)
                .scaleEffect(isExpanded ? 1 : 0.4)
                .opacity(isExpanded ? 1 : 0)
                .animation(
                    .spring(response: 0.4, dampingFraction: 0.6)
                        .delay(Double(index) * 0.06),
                    value: isExpanded
                )
                .allowsHitTesting(isExpanded)
            }

            Button {
                withAnimation(.spring(response: 0.35, dampingFraction: 0.7)) {
                    isExpanded.toggle()
                }
            } label: {
                Image(systemName: "plus")
                    .font(.system(size: 24, weight: .bold))
                    .foregroundStyle(.white)
                    .rotationEffect(.degrees(isExpanded ? 45 : 0))
                    .frame(width: 60, height: 60)
                    .background(Color.blue, in: Circle())
                    .shadow(color: .blue.opacity(0.4), radius: 8, y: 4)
            }
        }
        .frame(width: 100, height: 280, alignment: .bottom)
        .padding()
    }
}

#Preview {
    FloatingActionMenu()
}
