import SwiftUI

struct LikeButton: View {
    @State private var isLiked = false
    @State private var count = 41

    var body: some View {
        Button {
            withAnimation(.spring(response: 0.35, dampingFraction: 0.5)) {
                isLiked.toggle()
                count += isLiked ? 1 : -1
            }
        } label: {
            HStack(spacing: 8) {
                Image(systemName: isLiked ? "heart.fill" : "heart")
                    .foregroundStyle(isLiked ? .pink : .secondary)
                    .scaleEffect(isLiked ? 1.25 : 1)
                Text("\(count)")
                    .monospacedDigit()
            }
            .font(.title2.weight(.semibold))
            .padding(.horizontal, 18)
            .padding(.vertical, 10)
            .background(Capsule().fill(isLiked ? Color.pink.opacity(0.12) : Color.gray.opacity(0.12)))
        }
        .buttonStyle(.plain)
    }
}

#Preview {
    LikeButton()
}
