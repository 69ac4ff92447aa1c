import SwiftUI

// A profile header whose Follow button switches between the prominent and bordered system styles.
struct FollowButtons: View {
    @State private var isFollowing = false

    var body: some View {
        VStack(spacing: 14) {
            HStack(spacing: 12) {
                Circle()
                    .fill(.teal.gradient)
                    .frame(width: 44, height: 44)
                    .overlay {
                        Text("JD")
                            .font(.headline)
                            .foregroundStyle(.white)
                    }

                VStack(alignment: .leading, spacing: 2) {
                    Text("Jane Doe")
                        .font(.headline)
                    Text(isFollowing ? "Following since today" : "@janedoe")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }

                Spacer()
            }

            HStack {
                if isFollowing {
                    Button("Following") { toggleFollow() }
                        .buttonStyle(.bordered)
                } else {
                    Button("Follow") { toggleFollow() }
                        .buttonStyle(.borderedProminent)
                }

                Button {
                } label: {
                    Image(systemName: "envelope")
                }
                .buttonStyle(.bordered)
            }
            .controlSize(.large)
            .tint(.teal)
        }
        .padding()
        .frame(width: 300)
    }

    private func toggleFollow() {
        withAnimation(.snappy) {
            isFollowing.toggle()
        }
    }
}

#Preview {
    FollowButtons()
}
