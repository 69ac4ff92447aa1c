// ListItemTint.swift: `.listItemTint(_:)`: the tint a list row's icons take in place of the
// app's (a settings row's coloured symbol). `.fixed` and `.preferred` both give their colour on
// iOS, where the system does not override a row's preference; `.monochrome` draws the icons in
// the row's label colour.

/// The tint of a list row's icons.
public struct ListItemTint: Sendable {
    let color: Color?
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// The row's label colour.
    public static let monochrome = ListItemTint(color: nil)
}

private struct ListItemTintKey: EnvironmentKey { static var defaultValue: ListItemTint? { nil } }

extension EnvironmentValues {
    var listItemTint: ListItemTint? {
        get { self[ListItemTintKey.self] }
        set { self[ListItemTintKey.self] = newValue }
    }
}

extension View {
    /// The tint the icons of the list rows inside take.
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        environmentChange { $0.listItemTint = tint }
    }

    /// `.listItemTint(.fixed(color))`, or none.
    public func listItemTint(_ tint: Color?) -> some View {
        listItemTint(tint.map(ListItemTint.fixed))
    }
}
