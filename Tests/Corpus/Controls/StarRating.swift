import SwiftUI

// A five-star rating control; the tapped star bounces and a caption describes the rating.
struct StarRating: View {
    @Binding var rating: Int
    var maximum = 5

    var body: some View {
        HStack(spacing: 4) {
            ForEach(1...maximum, id: \.self) { index in
                Image(systemName: index <= rating ? "star.fill" : "star")
                    .font(.title)
                    .foregroundStyle(index <= rating ? Color.yellow : Color.gray.opacity(0.5))
                    .scaleEffect(index == rating ? 1.2 : 1)
                    .frame(width: 36, height: 36)
                    .contentShape(Rectangle())
                    .onTapGesture {
                        withAnimation(.bouncy(duration: 0.4, extraBounce: 0.2)) {
                            rating = index
                        }
                    }
            }
        }
    }
}

struct StarRatingDemo: View {
    @State private var rating = 3

    private let captions = ["", "Terrible", "Bad", "Okay", "Good", "Excellent"]

    var body: some View {
        VStack(spacing: 10) {
            StarRating(rating: $rating)
            Text(captions[rating])
                .font(.subheadline.weight(.medium))
                .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    StarRatingDemo()
}
