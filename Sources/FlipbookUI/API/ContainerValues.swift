// ContainerValues.swift: iOS 18's container values: a value a view carries for the container it
// stands in (`.containerValue(\.isHighlighted, true)`), read from its subview (`subview
// .containerValues.isHighlighted`) by a custom container, never by the view itself. Keys are
// declared as environment keys are (`@Entry var isHighlighted = false` in `extension
// ContainerValues`, expanded by `flipbook render`, or a ContainerValueKey of one's own). A value
// counts anywhere in the view's chain of modifiers, the innermost written winning, as SwiftUI
// reads it.

/// A key for a value views carry for their container.
public protocol ContainerValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view carries for its container.
public struct ContainerValues {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The values a view of a container's content carries: those its chain of modifiers writes.
    static func of(_ view: any View) -> ContainerValues {
        var values = ContainerValues()
        // Peeled outermost first: written innermost first, so that the outer one is kept.
        for modifier in ViewList.peel(view, ContainerValueModifier.self).settings.reversed() {
            modifier.write(&values)
        }
        return values
    }
}

/// `.containerValue(_:_:)`: a value for the container around; it changes nothing of the view.
struct ContainerValueModifier: ItemSettingModifier {
    let write: (inout ContainerValues) -> Void
    func body(content: Content) -> some View { content }
}

extension View {
    /// Sets a value this view carries for the container it stands in.
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        modifier(ContainerValueModifier { $0[keyPath: keyPath] = value })
    }
}
