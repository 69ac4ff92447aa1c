import SwiftUI

struct CarouselCard: Identifiable, Hashable {
    let id: Int
    let title: String
    let colors: [Color]
    let symbol: String
}

struct SnapCarousel: View {
    private let cards: [CarouselCard] = [
        CarouselCard(id: 0, title: "Sunrise", colors: [.orange, .pink], symbol: "sun.max.fill"),
        CarouselCard(id: 1, title: "Ocean", colors: [.blue, .teal], symbol: "water.waves"),
        CarouselCard(id: 2, title: "Forest", colors: [.green, .mint], symbol: "leaf.fill"),
        CarouselCard(id: 3, title: "Night", colors: [.indigo, .purple], symbol: "moon.stars.fill"),
        CarouselCard(id: 4, title: "Desert", colors: [.yellow, .orange], symbol: "flame.fill"),
    ]

    @State private var selection: Int? = 0

    var body: some View {
        VStack(spacing: 16) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 12) {
                    ForEach(cards) { card in
                        cardView(card)
                            .containerRelativeFrame(.horizontal, count: 5, span: 4, spacing: 12)
                            .scrollTransition(axis: .horizontal) { content, phase in
                                content
                                    .scaleEffect(phase.isIdentity ? 1 : 0.85)
                                    .opacity(phase.isIdentity ? 1 : 0.6)
                                    .rotation3DEffect(.degrees(phase.value * -20), axis: (x: 0, y: 1, z: 0))
                            }
                            .id(card.id)
                    }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 36, for: .scrollContent)
            .scrollTargetBehavior(.viewAligned)
            .scrollPosition(id: $selection)
            .scrollIndicators(.hidden)
            .frame(height: 220)

            HStack(spacing: 8) {
                ForEach(cards) { card in
                    Capsule()
                        .fill(card.id == selection ? Color.primary : Color.secondary.opacity(0.4))
                        .frame(width: card.id == selection ? 20 : 8, height: 8)
                }
            }
            .animation(.snappy, value: selection)

            HStack {
                Button("Previous") { step(-1) }
                    .disabled((selection ?? 0) == 0)
                Spacer()
                Text("\((selection ?? 0) + 1) of \(cards.count)")
                    .font(.system(.headline, design: .rounded))
                    .monospacedDigit()
                    .contentTransition(.numericText())
                    .animation(.snappy, value: selection)
                Spacer()
                Button("Next") { step(1) }
                    .disabled((selection ?? 0) == cards.count - 1)
            }
            .buttonStyle(.bordered)
            .padding(.horizontal, 36)
        }
        .padding(.vertical, 16)
        .frame(width: 360)
    }

    private func cardView(_ card: CarouselCard) -> some View {
        RoundedRectangle(cornerRadius: 24)
            .fill(LinearGradient(colors: card.colors, startPoint: .topLeading, endPoint: .bottomTrailing))
            .overlay {
                VStack(spacing: 8) {
                    Image(systemName: card.symbol)
                        .font(.system(size: 44))
                    Text(card.title)
                        .font(.system(.title2, design: .rounded, weight: .semibold))
                }
                .foregroundStyle(.white)
            }
            .shadow(color: .black.opacity(0.2), radius: 8, y: 4)
    }

    private func step(_ delta: Int) {
        let current = selection ?? 0
        let target = min(max(current + delta, 0), cards.count - 1)
        withAnimation(.spring(duration: 0.5)) {
            selection = target
        }
    }
}

#Preview {
    SnapCarousel()
}
