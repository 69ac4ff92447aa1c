import SwiftUI

// A segmented picker with a sliding thumb, driving a small bar chart that reshapes on change.
struct SegmentedControl: View {
    @Binding var selection: Int
    let options: [String]

    var body: some View {
        GeometryReader { proxy in
            let segmentWidth = proxy.size.width / CGFloat(options.count)

            ZStack(alignment: .leading) {
                Capsule()
                    .fill(Color.white)
                    .shadow(color: .black.opacity(0.12), radius: 4, y: 2)
                    .frame(width: segmentWidth - 8)
                    .padding(4)
                    .offset(x: segmentWidth * CGFloat(selection))

                HStack(spacing: 0) {
                    ForEach(options.indices, id: \.self) { index in
                        Text(options[index])
                            .font(.subheadline.weight(.medium))
                            .foregroundStyle(selection == index ? Color.primary : Color.secondary)
                            .frame(width: segmentWidth, height: proxy.size.height)
                            .contentShape(Rectangle())
                            .onTapGesture {
                                withAnimation(.snappy(duration: 0.3)) {
                                    selection = index
                                }
                            }
                    }
                }
            }
        }
        .frame(height: 40)
        .background(Capsule().fill(Color.gray.opacity(0.15)))
    }
}

struct ActivitySummary: View {
    private let data: [[CGFloat]] = [
        [0.3, 0.8, 0.5, 0.9, 0.4],
        [0.6, 0.4, 0.7, 0.5, 0.8],
        [0.9, 0.7, 0.3, 0.6, 0.5],
    ]

    @State private var selection = 0
    @State private var values: [CGFloat] = [0.3, 0.8, 0.5, 0.9, 0.4]

    var body: some View {
        VStack(spacing: 20) {
            SegmentedControl(selection: $selection, options: ["Day", "Week", "Month"])

            HStack(alignment: .bottom, spacing: 14) {
                ForEach(values.indices, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 6)
                        .fill(Color.accentColor.gradient)
                        .frame(width: 30, height: 100 * values[index])
                }
            }
            .frame(height: 100, alignment: .bottom)
        }
        .padding()
        .frame(width: 300)
        .onChange(of: selection) {
            withAnimation(.smooth) {
                values = data[selection]
            }
        }
    }
}

#Preview {
    ActivitySummary()
}
