import SwiftUI

// A destructive button that fills while held and only fires after a long press.
struct HoldToConfirmButton: View {
    private let holdDuration = 1.5
    private let width: CGFloat = 240

    @State private var progress: CGFloat = 0
    @State private var isConfirmed = false

    var body: some View {
        ZStack(alignment: .leading) {
            Capsule()
                .fill(Color.red.opacity(0.15))

            Capsule()
                .fill(Color.red)
                .frame(width: width * progress)

            Label(
                isConfirmed ? "Deleted" : "Hold to delete",
                systemImage: isConfirmed ? "checkmark" : "trash"
            )
            .font(.headline)
            .foregroundStyle(progress > 0.5 || isConfirmed ? Color.white : Color.red)
            .frame(maxWidth: .infinity)
        }
        .frame(width: width, height: 56)
        .clipShape(Capsule())
        .onLongPressGesture(minimumDuration: holdDuration, maximumDistance: 50) {
            withAnimation(.bouncy) {
                isConfirmed = true
            }
        } onPressingChanged: { isPressing in
            if isPressing {
                withAnimation(.linear(duration: holdDuration)) {
                    progress = 1
                }
            } else if !isConfirmed {
                withAnimation(.easeOut(duration: 0.3)) {
                    progress = 0
                }
            }
        }
        .sensoryFeedback(.success, trigger: isConfirmed)
    }
}

#Preview {
    HoldToConfirmButton()
        .padding()
}
