import SwiftUI

struct StretchyHeaderScroll: View {
    @State private var position = ScrollPosition(edge: .top)
    @State private var showTopButton = false

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                GeometryReader { proxy in
                    let minY = proxy.frame(in: .scrollView).minY
                    let stretch = max(minY, 0)
                    LinearGradient(colors: [.purple, .blue, .cyan], startPoint: .topLeading, endPoint: .bottomTrailing)
                        .overlay(alignment: .bottomLeading) {
                            VStack(alignment: .leading, spacing: 2) {
                                Text("Mountain Trails")
                                    .font(.system(.largeTitle, design: .rounded, weight: .bold))
                                Text("20 routes near you")
                                    .font(.subheadline)
                                    .opacity(0.8)
                            }
                            .foregroundStyle(.white)
                            .padding()
                        }
                        .frame(width: proxy.size.width, height: 200 + stretch)
                        .offset(y: -stretch)
                }
                .frame(height: 200)

                LazyVStack(spacing: 12) {
                    ForEach(1...20, id: \.self) { index in
                        row(index)
                            .visualEffect { content, proxy in
                                let minY = proxy.frame(in: .scrollView).minY
                                let fade = min(max((minY + 60) / 60, 0), 1)
                                return content
                                    .opacity(fade)
                                    .scaleEffect(0.9 + 0.1 * fade)
                            }
                    }
                }
                .padding()
            }
        }
        .defaultScrollAnchor(.top)
        .scrollPosition($position)
        .onScrollGeometryChange(for: Bool.self) { geometry in
            geometry.contentOffset.y > 250
        } action: { _, isFarDown in
            withAnimation(.spring(duration: 0.35)) {
                showTopButton = isFarDown
            }
        }
        .overlay(alignment: .bottomTrailing) {
            if showTopButton {
                Button {
                    withAnimation(.smooth) { position.scrollTo(edge: .top) }
                } label: {
                    Label("Top", systemImage: "arrow.up")
                        .font(.headline)
                        .padding(.horizontal, 16)
                        .padding(.vertical, 10)
                        .background(.thinMaterial, in: Capsule())
                }
                .buttonStyle(.plain)
                .padding()
                .transition(.move(edge: .bottom).combined(with: .opacity))
            }
        }
        .frame(width: 360, height: 560)
    }

    private func row(_ index: Int) -> some View {
        HStack(spacing: 12) {
            Image(systemName: "figure.hiking")
                .font(.title3)
                .frame(width: 44, height: 44)
                .background(Color.blue.opacity(0.15), in: RoundedRectangle(cornerRadius: 10))
            VStack(alignment: .leading, spacing: 2) {
                Text("Trail \(index)")
                    .font(.headline)
                Text("\(index * 3 % 11 + 2) km · \(index % 3 == 0 ? "Hard" : "Easy")")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding(12)
        .background(.background.secondary, in: RoundedRectangle(cornerRadius: 14))
    }
}

#Preview {
    StretchyHeaderScroll()
}
