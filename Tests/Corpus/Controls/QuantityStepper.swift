import SwiftUI

// A compact quantity stepper whose number rolls with a numeric content transition.
struct QuantityStepper: View {
    private let range = 1...5

    @State private var quantity = 1
    @State private var isAtLimit = false

    var body: some View {
        VStack(spacing: 8) {
            HStack(spacing: 0) {
                stepButton(systemName: "minus") { quantity -= 1 }
                    .disabled(quantity <= range.lowerBound)

                Text("\(quantity)")
                    .font(.title2.monospacedDigit().bold())
                    .frame(width: 56)
                    .contentTransition(.numericText())

                stepButton(systemName: "plus") { quantity += 1 }
                    .disabled(quantity >= range.upperBound)
            }
            .padding(6)
            .background(Capsule().fill(Color.gray.opacity(0.12)))

            Text("That's the maximum per order")
                .font(.caption)
                .foregroundStyle(.secondary)
                .opacity(isAtLimit ? 1 : 0)
        }
        .onChange(of: quantity) { oldValue, newValue in
            withAnimation(.smooth) {
                isAtLimit = newValue == range.upperBound
            }
        }
    }

    private func stepButton(systemName: String, action: @escaping () -> Void) -> some View {
        Button {
            withAnimation(.snappy) {
                action()
            }
        } label: {
            Image(systemName: systemName)
                .font(.headline)
                .frame(width: 44, height: 44)
                .contentShape(Circle())
        }
        .buttonStyle(.plain)
    }
}

#Preview {
    QuantityStepper()
        .padding()
}
