import SwiftUI

// Settings rows whose icons sit in coloured rounded squares, drawn by a custom LabelStyle.
struct IconBadgeLabelStyle: LabelStyle {
    var color: Color

    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 12) {
            configuration.icon
                .font(.system(size: 15, weight: .semibold))
                .foregroundStyle(.white)
                .frame(width: 30, height: 30)
                .background(color.gradient, in: RoundedRectangle(cornerRadius: 7, style: .continuous))
            configuration.title
                .font(.body)
        }
    }
}

extension LabelStyle where Self == IconBadgeLabelStyle {
    static func iconBadge(_ color: Color) -> IconBadgeLabelStyle {
        IconBadgeLabelStyle(color: color)
    }
}

struct SettingsItem: Identifiable {
    let title: String
    let icon: String
    let color: Color

    var id: String { title }
}

struct SettingsLabels: View {
    private let items = [
        SettingsItem(title: "Wi-Fi", icon: "wifi", color: .blue),
        SettingsItem(title: "Notifications", icon: "bell.fill", color: .red),
        SettingsItem(title: "Battery", icon: "bolt.fill", color: .green),
        SettingsItem(title: "Privacy", icon: "lock.fill", color: .gray),
    ]

    @State private var selection = "Wi-Fi"

    var body: some View {
        VStack(spacing: 4) {
            ForEach(items) { item in
                HStack {
                    Label(item.title, systemImage: item.icon)
                        .labelStyle(.iconBadge(item.color))
                    Spacer()
                    Image(systemName: "chevron.right")
                        .font(.footnote.weight(.semibold))
                        .foregroundStyle(.tertiary)
                }
                .padding(8)
                .background(
                    selection == item.title ? Color.gray.opacity(0.15) : .clear,
                    in: RoundedRectangle(cornerRadius: 10, style: .continuous)
                )
                .contentShape(Rectangle())
                .onTapGesture {
                    withAnimation(.smooth) {
                        selection = item.title
                    }
                }
            }
        }
        .padding()
        .frame(width: 320)
    }
}

#Preview {
    SettingsLabels()
}
