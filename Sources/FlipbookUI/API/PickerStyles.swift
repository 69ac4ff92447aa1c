// PickerStyles.swift: how pickers look, set with `.pickerStyle(_:)`. As in SwiftUI, a picker style
// is one of the built-in ones (its requirement is ours to meet). The looks follow iOS 17 by eye
// (no reliable source has their metrics; the values are ours, unverified):
// - segmented: a 32 pt high track in the tertiary system fill, rounded by 9 pt, with equal
//   segments across the width offered; the selected one under a thumb inset 2 pt, rounded by
//   7 pt, white (grey in dark mode) with a soft shadow, that slides to a new selection in a
//   0.3 s spring without bounce; titles in 13 pt, semibold when selected; hairline separators
//   between unselected segments;
// - menu (the automatic style): the selected option in the tint, followed by a small
//   chevron.up.chevron.down; in a List or Form row the label leads and the selection, in the
//   secondary style, trails. A tap opens a Menu of the options, a checkmark beside the selected
//   one; choosing one selects it;
// - inline in a List or Form row: the label over a 44 pt row per option, the selected one with a
//   checkmark in the tint, a tap on a row selecting it;
// - navigationLink in a List or Form row: the label, the selection in the secondary style and a
//   chevron; a tap pushes a list of the options, and choosing one selects it and goes back
//   (elsewhere it is the menu look);
// - wheel (and inline, which is a wheel outside a list): a 216 pt drum of rows in 20 pt text, the
//   selection in the middle over a 34 pt band in the tertiary system fill rounded by 8 pt; a row
//   k places from the middle sits at 20° · k round a 98 pt radius, squeezed by the cosine and
//   faded; a tap on a row turns the drum to it in a 0.4 s spring without bounce (each row moving
//   straight to its new place, not round the drum). A tap turns it; a drag does not (a gap).

import Foundation

/// A built-in picker look.
public protocol PickerStyle {
    var _look: PickerLook { get }
}

/// Which built-in look a picker style stands for.
public struct PickerLook {
    enum Kind { case menu, segmented, wheel, inline, navigationLink }
    let kind: Kind
}

/// The platform's look: the menu on iOS.
public struct DefaultPickerStyle: PickerStyle {
    public init() {}
    public var _look: PickerLook { PickerLook(kind: .menu) }
}

/// A button showing the selection, which opens a menu of the options.
public struct MenuPickerStyle: PickerStyle {
    public init() {}
    public var _look: PickerLook { PickerLook(kind: .menu) }
}

/// A segmented control: the options side by side.
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
    public var _look: PickerLook { PickerLook(kind: .segmented) }
}

/// A wheel of the options, the selection in its middle.
public struct WheelPickerStyle: PickerStyle {
    public init() {}
    public var _look: PickerLook { PickerLook(kind: .wheel) }
}

/// The options inline: in a list their rows; elsewhere, as on iOS, a wheel.
public struct InlinePickerStyle: PickerStyle {
    public init() {}
    public var _look: PickerLook { PickerLook(kind: .inline) }
}

/// In a list, a row that pushes a list of the options; elsewhere, as on iOS, the menu look.
public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}
    public var _look: PickerLook { PickerLook(kind: .navigationLink) }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension View {
    /// Draws the pickers inside in `style`.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environmentChange { $0.pickerStyle = style._look }
    }
}

private struct PickerStyleKey: EnvironmentKey {
    static var defaultValue: PickerLook { PickerLook(kind: .menu) }
}

extension EnvironmentValues {
    var pickerStyle: PickerLook {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

/// The segmented look: equal segments over a track, the selected one under a sliding thumb.
struct SegmentedPicker: View {
    let options: [PickerOption]
    /// The thumb: white, iOS's grey in dark mode.
    private static let thumbColor = Color(light: (255, 255, 255), dark: (99, 99, 102))

    private var selectedIndex: Int? { options.firstIndex(where: \.isSelected) }

    var body: some View {
        HStack(spacing: 0) {
            ForEach(options.indices, id: \.self) { index in
                segment(index)
            }
        }
        .frame(height: 32)
        .background { thumbTrack }
        // UIKit draws the segments' titles: they are not a list row's text, under which its
        // hairline starts.
        .environment(\.marksListRowText, false)
    }

    private func segment(_ index: Int) -> some View {
        let option = options[index]
        // The title changes weight at once, as UIKit's does, even when the selection changes
        // under an animation (whose frames would truncate it on the way).
        return option.view
            .font(.system(size: 13, weight: option.isSelected ? .semibold : .regular))
            .animation(nil, value: option.isSelected)
            .lineLimit(1)
            .padding(.horizontal, 8)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .overlay(alignment: .leading) {
                if index > 0, !option.isSelected, !options[index - 1].isSelected {
                    Rectangle().fill(Color.separator).frame(width: 1, height: 12)
                }
            }
            .contentShape(Rectangle())
            .onTapGesture { option.select?() }
    }

    private var thumbTrack: some View {
        GeometryReader { proxy in
            let width = proxy.size.width / CGFloat(max(options.count, 1))
            ZStack(alignment: .leading) {
                RoundedRectangle(cornerRadius: 9).fill(Color.tertiarySystemFill)
                if let selectedIndex {
                    RoundedRectangle(cornerRadius: 7)
                        .fill(Self.thumbColor)
                        .shadow(color: .black.opacity(0.12), radius: 4, x: 0, y: 3)
                        .frame(width: max(width - 4, 0), height: max(proxy.size.height - 4, 0))
                        .offset(x: CGFloat(selectedIndex) * width + 2)
                        .animation(.spring(response: 0.3, dampingFraction: 1), value: selectedIndex)
                }
            }
        }
    }
}

/// The menu look: the selection in the tint with a chevron pair, opening a menu of the options;
/// in a list row, after the label, in the secondary style.
struct MenuPicker: View {
    /// The label, shown in a list row (nil elsewhere).
    let label: AnyView?
    let options: [PickerOption]
    @Environment(\.tint) private var tint

    var body: some View {
        let menu = Menu {
            ForEach(options.indices, id: \.self) { index in
                Button { options[index].select?() } label: {
                    MenuCheckRow(isChecked: options[index].isSelected) { options[index].view }
                }
            }
        } label: {
            HStack(spacing: 5) {
                options.first(where: \.isSelected)?.view
                Image(systemName: "chevron.up.chevron.down")
                    .imageScale(.small)
            }
            .foregroundStyle(label == nil ? AnyShapeStyle(tint ?? .accentColor) : AnyShapeStyle(.secondary))
        }
        if let label {
            HStack {
                label
                Spacer(minLength: 8)
                menu.multilineTextAlignment(.trailing)
            }
        } else {
            menu
        }
    }
}

/// The inline look in a list row: the label (unless hidden) over a row per option, a checkmark on
/// the selected one.
struct InlinePicker: View {
    let label: AnyView
    let options: [PickerOption]
    @Environment(\.tint) private var tint
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if !labelsHidden { label.modifier(ListSubrow()) }
            ForEach(options.indices, id: \.self) { index in
                let divided = index > 0 || !labelsHidden
                if divided { Divider() }
                HStack {
                    options[index].view
                    Spacer(minLength: 8)
                    if options[index].isSelected {
                        Image(systemName: "checkmark").fontWeight(.semibold).foregroundStyle(tint ?? .accentColor)
                    }
                }
                // A whole row with the hairline above it, as each option is a cell of its own.
                .modifier(ListSubrow(reserving: divided ? ListMetrics.hairline : 0))
                .contentShape(Rectangle())
                .onTapGesture { options[index].select?() }
            }
        }
        .modifier(ListSubrows())
    }
}

/// The navigation link look in a list row: the label and the selection, pushing a list of the
/// options titled with the label; choosing one selects it and goes back.
struct NavigationLinkPicker: View {
    let label: AnyView
    let options: [PickerOption]

    var body: some View {
        NavigationLink {
            // Titled with the picker's label, inline, as iOS titles the options it pushes.
            if let title {
                PickerOptionsScreen(options: options).navigationTitle(title).navigationBarTitleDisplayMode(.inline)
            } else {
                PickerOptionsScreen(options: options)
            }
        } label: {
            HStack {
                label
                Spacer(minLength: 8)
                options.first(where: \.isSelected)?.view.modifier(TrailingValueColumn())
            }
        }
    }
}

extension NavigationLinkPicker {
    /// The label's text, when it is one.
    var title: Text? { ViewList.views(of: label).lazy.compactMap { $0.view as? Text }.first }
}

/// The options pushed by a navigation link picker.
private struct PickerOptionsScreen: View {
    let options: [PickerOption]
    @Environment(\.navigator) private var navigator
    @Environment(\.tint) private var tint

    var body: some View {
        List {
            ForEach(options.indices, id: \.self) { index in
                HStack {
                    options[index].view
                    Spacer(minLength: 8)
                    if options[index].isSelected {
                        Image(systemName: "checkmark").fontWeight(.semibold).foregroundStyle(tint ?? .accentColor)
                    }
                }
                .contentShape(Rectangle())
                .onTapGesture {
                    options[index].select?()
                    navigator?.pop()
                }
            }
        }
    }
}

/// The wheel look: the options round a drum turned to the selection, over the selection band.
/// Each row's offset, squeeze and fade follow from its place relative to the selection, and move
/// to their new values under the drum's spring.
struct WheelPicker: View {
    let options: [PickerOption]

    /// The angle between neighbouring rows, and the drum's radius.
    private static let step = Double.pi / 9, radius = 98.0

    var body: some View {
        let selected = options.firstIndex(where: \.isSelected) ?? 0
        ZStack {
            ForEach(options.indices, id: \.self) { index in
                let angle = Double(index - selected) * Self.step
                let facing = cos(angle)
                options[index].view
                    .font(.system(size: 20))
                    .lineLimit(1)
                    .scaleEffect(x: 1, y: max(facing, 0))
                    .offset(y: Self.radius * sin(angle))
                    .opacity(abs(angle) < Double.pi / 2 ? 0.35 + 0.65 * facing * facing : 0)
                    .onTapGesture { options[index].select?() }
            }
        }
        .animation(.spring(response: 0.4, dampingFraction: 1), value: selected)
        .frame(maxWidth: .infinity)
        .frame(height: 216)
        .background {
            RoundedRectangle(cornerRadius: 8).fill(Color.tertiarySystemFill).frame(height: 34).padding(.horizontal, 8)
        }
        .clipped()
    }
}
