import SwiftUI

// A heart button that pops with a spring when liked and keeps a like count.
struct LikeButton: View {
    @State private var isLiked = false
    @State private var likeCount = 128

    var body: some View {
        Button {
            withAnimation(.spring(response: 0.3, dampingFraction: 0.5)) {
                isLiked.toggle()
                likeCount += isLiked ? 1 : -1
            }
        } label: {
            HStack(spacing: 6) {
                Image(systemName: isLiked ? "heart.fill" : "heart")
                    .font(.title2)
                    .foregroundStyle(isLiked ? Color.red : Color.secondary)
                    .scaleEffect(isLiked ? 1.25 : 1)
                    .rotationEffect(.degrees(isLiked ? -10 : 0))

                Text("\(likeCount)")
                    .font(.headline)
                    .monospacedDigit()
                    .foregroundStyle(.primary)
            }
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .background(
                Capsule()
                    .fill(isLiked ? Color.red.opacity(0.12) : Color.gray.opacity(0.12))
            )
        }
        .buttonStyle(.plain)
        .accessibilityLabel(isLiked ? "Unlike" : "Like")
    }
}

#Preview {
    LikeButton()
        .padding()
}
