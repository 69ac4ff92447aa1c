import SwiftUI

// Plan cards that take their accent colour from a custom environment value set by their parent.
private struct CardAccentKey: EnvironmentKey {
    static let defaultValue: Color = .blue
}

extension EnvironmentValues {
    var cardAccent: Color {
        get { self[CardAccentKey.self] }
        set { self[CardAccentKey.self] = newValue }
    }
}

extension View {
    func cardAccent(_ color: Color) -> some View {
        environment(\.cardAccent, color)
    }
}

struct PlanCard: View {
    @Environment(\.cardAccent) private var accent

    let name: String
    let price: String
    let isSelected: Bool

    var body: some View {
        VStack(spacing: 6) {
            Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
                .font(.title3)
                .foregroundStyle(isSelected ? accent : Color.gray)
            Text(name)
                .font(.headline)
            Text(price)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(width: 84, height: 110)
        .background(
            RoundedRectangle(cornerRadius: 14, style: .continuous)
                .fill(accent.opacity(isSelected ? 0.15 : 0.05))
        )
        .overlay(
            RoundedRectangle(cornerRadius: 14, style: .continuous)
                .stroke(isSelected ? accent : Color.clear, lineWidth: 2)
        )
        .scaleEffect(isSelected ? 1.05 : 1)
    }
}

struct PlanPicker: View {
    @State private var selectedPlan = "Pro"

    var body: some View {
        HStack(spacing: 12) {
            plan("Basic", price: "Free")
            plan("Pro", price: "$4.99")
                .cardAccent(.purple)
            plan("Team", price: "$9.99")
                .cardAccent(.orange)
        }
        .padding()
    }

    private func plan(_ name: String, price: String) -> some View {
        PlanCard(name: name, price: price, isSelected: selectedPlan == name)
            .onTapGesture {
                withAnimation(.spring(duration: 0.3, bounce: 0.4)) {
                    selectedPlan = name
                }
            }
    }
}

#Preview {
    PlanPicker()
}
