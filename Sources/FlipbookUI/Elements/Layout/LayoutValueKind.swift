// LayoutValueKind.swift: `.layoutValue(key:value:)`: a value the view gives the custom layout it
// is in (LayoutSubview's subscript), passed on by modifiers like the layout priority; the
// view's layout is unchanged.

/// A value under a LayoutValueKey.
struct LayoutValueKind: ElementKind, ModifierLayout, TransparentLayout, NoAnimatableData, DrawsChildren, HitTestsChildren {
    let key: ObjectIdentifier
    let value: Any
}
