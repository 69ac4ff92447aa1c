import SwiftUI

// Chat bubbles with one flattened corner; a typing indicator is replaced by the reply after two seconds.
struct ChatMessage: Identifiable {
    let id = UUID()
    let text: String
    let isMine: Bool
}

struct ChatBubble: View {
    let message: ChatMessage

    var body: some View {
        Text(message.text)
            .font(.subheadline)
            .padding(.horizontal, 14)
            .padding(.vertical, 10)
            .foregroundStyle(message.isMine ? Color.white : Color.primary)
            .background(
                UnevenRoundedRectangle(
                    topLeadingRadius: 18,
                    bottomLeadingRadius: message.isMine ? 18 : 4,
                    bottomTrailingRadius: message.isMine ? 4 : 18,
                    topTrailingRadius: 18,
                    style: .continuous
                )
                .fill(message.isMine ? Color.blue : Color.gray.opacity(0.2))
            )
            .frame(maxWidth: 240, alignment: message.isMine ? .trailing : .leading)
            .frame(maxWidth: .infinity, alignment: message.isMine ? .trailing : .leading)
    }
}

struct TypingIndicator: View {
    @State private var isBouncing = false

    var body: some View {
        HStack(spacing: 5) {
            ForEach(0..<3) { index in
                Circle()
                    .fill(Color.secondary)
                    .frame(width: 8, height: 8)
                    .offset(y: isBouncing ? -3 : 3)
                    .animation(
                        .easeInOut(duration: 0.5)
                            .repeatForever()
                            .delay(Double(index) * 0.15),
                        value: isBouncing
                    )
            }
        }
        .padding(.horizontal, 14)
        .padding(.vertical, 14)
        .background(
            UnevenRoundedRectangle(topLeadingRadius: 18, bottomLeadingRadius: 4, bottomTrailingRadius: 18, topTrailingRadius: 18)
                .fill(Color.gray.opacity(0.2))
        )
        .onAppear {
            isBouncing = true
        }
    }
}

struct ChatThread: View {
    @State private var messages = [
        ChatMessage(text: "Are we still on for lunch?", isMine: true)
    ]
    @State private var isTyping = true

    var body: some View {
        VStack(spacing: 8) {
            ForEach(messages) { message in
                ChatBubble(message: message)
                    .transition(.scale(scale: 0.8, anchor: .bottomLeading).combined(with: .opacity))
            }

            if isTyping {
                TypingIndicator()
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .transition(.opacity)
            }
        }
        .padding()
        .frame(width: 320, height: 200, alignment: .top)
        .task {
            try? await Task.sleep(for: .seconds(2))
            withAnimation(.snappy) {
                isTyping = false
                messages.append(ChatMessage(text: "Yes! See you at 12:30 at the usual place.", isMine: false))
            }
        }
    }
}

#Preview {
    ChatThread()
}
