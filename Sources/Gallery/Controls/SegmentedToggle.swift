// toggle.segmented — seed 003 ("CustomToggle"), verbatim but for the type name.
import FlipbookUI

struct SegmentedToggle: View {
    let priceList = ["on", "off", "test"]
    @Namespace private var toggleAnimation
    @State private var selectedIndex = 0
    @Binding var isOn: Bool

    var body: some View {
        ZStack {
            HStack(spacing: 0) {
                ForEach(priceList.indices, id: \.self) { index in
                    ToggleAnimationView(selectedIndex == index, content: Text(priceList[index])
                        .font(.system(size: 14))
                        .fontWeight(.bold)
                        .frame(height: 42)
                        .padding(.horizontal, 18)
                        .foregroundColor(selectedIndex == index ? Color.white : .black)
                        .onTapGesture {
                            withAnimation(.easeInOut) {
                                selectedIndex = index
                            }
                        }
                    )
                }
            }
        }
        .padding(2)
        .frame(height: 46)
        .background(
            RoundedRectangle(cornerRadius: 23)
                .stroke(.white, lineWidth: 1)
                .shadow(color: Color(white: 0, opacity: 0.5), radius: 3, x: 3, y: 3)
                .background(.gray)
                .clipShape(RoundedRectangle(cornerRadius: 23))
        )
        .frame(maxWidth: .infinity)
    }

    @ViewBuilder func ToggleAnimationView<Content: View>(_ isActive: Bool, content: Content) -> some View {
        if isActive {
            content
                .background(
                    RoundedRectangle(cornerRadius: 50)
                        .foregroundColor(.orange)
                        .padding(2)
                        .matchedGeometryEffect(id: "highlightitem", in: toggleAnimation)
                )
        } else {
            content
        }
    }
}

struct SegmentedToggleDemo: View {
    var body: some View {
        SegmentedToggle(isOn: .constant(true))
    }
}
