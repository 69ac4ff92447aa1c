import SwiftUI

// A PIN pad: four dots fill as digits are typed, and a wrong PIN shakes them and turns them red.
struct ShakeEffect: GeometryEffect {
    var amount: CGFloat = 10
    var shakesPerUnit = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(
            CGAffineTransform(
                translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)),
                y: 0
            )
        )
    }
}

struct PinEntryShake: View {
    private let correctPin = "1397"
    private let columns = Array(repeating: GridItem(.fixed(64), spacing: 16), count: 3)

    @State private var pin = ""
    @State private var attempts = 0
    @State private var isWrong = false

    var body: some View {
        VStack(spacing: 24) {
            Text(isWrong ? "Wrong PIN" : "Enter PIN")
                .font(.headline)
                .foregroundStyle(isWrong ? Color.red : Color.primary)

            HStack(spacing: 16) {
                ForEach(0..<4, id: \.self) { index in
                    Circle()
                        .fill(index < pin.count ? (isWrong ? Color.red : Color.primary) : Color.clear)
                        .overlay(Circle().stroke(isWrong ? Color.red : Color.primary, lineWidth: 1.5))
                        .frame(width: 16, height: 16)
                }
            }
            .modifier(ShakeEffect(animatableData: CGFloat(attempts)))

            LazyVGrid(columns: columns, spacing: 16) {
                ForEach(1...9, id: \.self) { digit in
                    Button("\(digit)") {
                        enter(digit)
                    }
                    .font(.title2)
                    .frame(width: 64, height: 64)
                    .background(Circle().fill(Color.gray.opacity(0.15)))
                }
            }
            .buttonStyle(.plain)
        }
        .padding()
    }

    private func enter(_ digit: Int) {
        guard pin.count < 4 else { return }
        isWrong = false
        pin.append(String(digit))

        guard pin.count == 4, pin != correctPin else { return }
        withAnimation(.default) {
            attempts += 1
            isWrong = true
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {
            pin = ""
        }
    }
}
