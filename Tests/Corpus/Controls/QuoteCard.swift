import SwiftUI

// A centred quote clipped to two lines, with a "Read more" button that reveals the rest.
struct QuoteCard: View {
    private let quote = "The details are not the details. They make the design. Good design is as little design as possible, and the best interfaces disappear into the task the person came to do."
    private let author = "Adapted from Charles Eames and Dieter Rams"

    @State private var isExpanded = false

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "quote.opening")
                .font(.title2)
                .foregroundStyle(.orange)

            Text(quote)
                .font(.system(.body, design: .serif))
                .italic()
                .lineSpacing(4)
                .multilineTextAlignment(.center)
                .lineLimit(isExpanded ? nil : 2)

            Text("— \(author)")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
                .lineLimit(1)
                .truncationMode(.tail)

            Button(isExpanded ? "Show less" : "Read more") {
                withAnimation(.easeInOut(duration: 0.3)) {
                    isExpanded.toggle()
                }
            }
            .font(.subheadline.weight(.semibold))
        }
        .padding(20)
        .frame(width: 300)
        .background(Color.orange.opacity(0.08), in: RoundedRectangle(cornerRadius: 20, style: .continuous))
    }
}

#Preview {
    QuoteCard()
        .padding()
}
