import SwiftUI

// An onboarding "pick your interests" grid of tiles that bounce when selected.
struct Interest: Identifiable {
    let name: String
    let symbol: String
    let color: Color

    var id: String { name }
}

struct InterestGrid: View {
    private let interests = [
        Interest(name: "Music", symbol: "music.note", color: .pink),
        Interest(name: "Travel", symbol: "airplane", color: .blue),
        Interest(name: "Food", symbol: "fork.knife", color: .orange),
        Interest(name: "Sports", symbol: "figure.run", color: .green),
        Interest(name: "Books", symbol: "book.fill", color: .brown),
        Interest(name: "Movies", symbol: "film", color: .purple),
        Interest(name: "Games", symbol: "gamecontroller.fill", color: .indigo),
        Interest(name: "Art", symbol: "paintpalette.fill", color: .red),
        Interest(name: "Nature", symbol: "leaf.fill", color: .mint),
    ]

    private let columns = [GridItem(.adaptive(minimum: 84), spacing: 12)]

    @State private var selected: Set<String> = []

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text("Pick your interests")
                    .font(.title3.bold())
                Text("\(selected.count) selected")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .contentTransition(.numericText())

                LazyVGrid(columns: columns, spacing: 12) {
                    ForEach(interests) { interest in
                        tile(for: interest)
                    }
                }
            }
            .padding()
        }
        .scrollIndicators(.hidden)
    }

    private func tile(for interest: Interest) -> some View {
        let isSelected = selected.contains(interest.name)

        return VStack(spacing: 6) {
            Image(systemName: interest.symbol)
                .font(.title2)
            Text(interest.name)
                .font(.caption.weight(.medium))
        }
        .foregroundStyle(isSelected ? Color.white : interest.color)
        .frame(maxWidth: .infinity, minHeight: 84)
        .background(
            isSelected ? interest.color : interest.color.opacity(0.12),
            in: RoundedRectangle(cornerRadius: 16, style: .continuous)
        )
        .scaleEffect(isSelected ? 0.95 : 1)
        .onTapGesture {
            withAnimation(.bouncy) {
                if isSelected {
                    selected.remove(interest.name)
                } else {
                    selected.insert(interest.name)
                }
            }
        }
    }
}

#Preview {
    InterestGrid()
        .frame(width: 340, height: 420)
}
