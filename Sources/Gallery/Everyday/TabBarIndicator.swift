import SwiftUI

// A custom tab bar whose underline slides to the selected tab with matchedGeometryEffect.
enum TabItem: String, CaseIterable {
    case home, search, alerts, profile

    var title: String { rawValue.capitalized }

    var icon: String {
        switch self {
        case .home: return "house.fill"
        case .search: return "magnifyingglass"
        case .alerts: return "bell.fill"
        case .profile: return "person.fill"
        }
    }
}

struct TabBarIndicator: View {
    @State private var selection: TabItem = .home
    @Namespace private var indicator

    var body: some View {
        HStack(spacing: 0) {
            ForEach(TabItem.allCases, id: \.self) { tab in
                Button {
                    withAnimation(.spring(response: 0.35, dampingFraction: 0.75)) {
                        selection = tab
                    }
                } label: {
                    VStack(spacing: 4) {
                        Image(systemName: tab.icon)
                            .font(.system(size: 20, weight: .semibold))
                            .symbolEffect(.bounce, value: selection == tab)
                        Text(tab.title)
                            .font(.caption2)

                        ZStack {
                            if selection == tab {
                                Capsule()
                                    .fill(Color.blue)
                                    .matchedGeometryEffect(id: "underline", in: indicator)
                            }
                        }
                        .frame(width: 24, height: 3)
                    }
                    .foregroundStyle(selection == tab ? Color.blue : Color.gray)
                    .frame(maxWidth: .infinity)
                    .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
            }
        }
        .padding(.vertical, 10)
        .background(.white, in: RoundedRectangle(cornerRadius: 20, style: .continuous))
        .shadow(color: .black.opacity(0.1), radius: 10, y: 4)
        .padding()
    }
}
