import SwiftUI

// A "saved" toast that slides down from the top and dismisses itself after two seconds.
struct ToastBanner: View {
    @State private var isShowingToast = false

    var body: some View {
        ZStack(alignment: .top) {
            Button("Save changes") {
                showToast()
            }
            .buttonStyle(.borderedProminent)
            .frame(maxWidth: .infinity, maxHeight: .infinity)

            if isShowingToast {
                HStack(spacing: 10) {
                    Image(systemName: "checkmark.circle.fill")
                        .foregroundStyle(.green)
                    Text("Changes saved")
                        .font(.subheadline.weight(.semibold))
                }
                .padding(.horizontal, 18)
                .padding(.vertical, 12)
                .background(.ultraThinMaterial, in: Capsule())
                .shadow(color: .black.opacity(0.15), radius: 8, y: 4)
                .padding(.top, 12)
                .transition(.move(edge: .top).combined(with: .opacity))
                .zIndex(1)
            }
        }
        .frame(width: 320, height: 220)
    }

    private func showToast() {
        withAnimation(.spring(duration: 0.4, bounce: 0.3)) {
            isShowingToast = true
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
            withAnimation(.easeInOut) {
                isShowingToast = false
            }
        }
    }
}

#Preview {
    ToastBanner()
}
