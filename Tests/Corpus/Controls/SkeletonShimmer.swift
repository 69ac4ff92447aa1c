import SwiftUI

// Loading placeholders with a highlight sweeping across them, masked to the placeholder shapes.
struct Shimmer: ViewModifier {
    @State private var phase: CGFloat = 0

    func body(content: Content) -> some View {
        content
            .overlay {
                GeometryReader { proxy in
                    let width = proxy.size.width
                    LinearGradient(
                        colors: [.clear, .white.opacity(0.7), .clear],
                        startPoint: .leading,
                        endPoint: .trailing
                    )
                    .frame(width: width * 0.5)
                    .offset(x: -width * 0.5 + phase * width * 1.5)
                }
                .mask { content }
            }
            .onAppear {
                withAnimation(.linear(duration: 1.2).repeatForever(autoreverses: false)) {
                    phase = 1
                }
            }
    }
}

extension View {
    func shimmering() -> some View {
        modifier(Shimmer())
    }
}

struct SkeletonRow: View {
    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .frame(width: 48, height: 48)
            VStack(alignment: .leading, spacing: 8) {
                RoundedRectangle(cornerRadius: 4)
                    .frame(width: 160, height: 12)
                RoundedRectangle(cornerRadius: 4)
                    .frame(width: 110, height: 12)
            }
            Spacer()
        }
    }
}

struct SkeletonList: View {
    var body: some View {
        VStack(spacing: 16) {
            ForEach(0..<3, id: \.self) { _ in
                SkeletonRow()
            }
        }
        .foregroundStyle(Color.gray.opacity(0.25))
        .shimmering()
        .padding()
        .frame(width: 300)
    }
}

#Preview {
    SkeletonList()
}
