// EnvironmentValues+Engine.swift: what the engine itself passes down the tree besides SwiftUI's
// public values: the foreground style, the font weight, the toggle style, the implicit animation,
// the colour a control gives its label, and whether controls follow macOS's look. Leaves bake
// what they need into their elements, so layout and drawing never look it up again.

private struct ForegroundStyleKey: EnvironmentKey { static var defaultValue: (any ShapeStyle)? { nil } }
private struct LowerForegroundStylesKey: EnvironmentKey { static var defaultValue: [any ShapeStyle] { [] } }
private struct TintStyleKey: EnvironmentKey { static var defaultValue: (any ShapeStyle)? { nil } }
private struct FontWeightKey: EnvironmentKey { static var defaultValue: Font.Weight? { nil } }
private struct ToggleStyleKey: EnvironmentKey { static var defaultValue: (any ToggleStyle)? { nil } }
private struct ImplicitAnimationKey: EnvironmentKey { static var defaultValue: Animation? { nil } }
private struct ChangeAnimationKey: EnvironmentKey { static var defaultValue: Animation?? { nil } }
private struct CurrentTransactionKey: EnvironmentKey { static var defaultValue: Transaction? { nil } }
private struct AnimationOutsideScopeKey: EnvironmentKey { static var defaultValue: AnimationScope? { nil } }
private struct LabelColorKey: EnvironmentKey { static var defaultValue: Color? { nil } }
private struct IsMacOSKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// The style shapes, text and symbols use when none is given (nil: black, or the accent).
    var foregroundStyle: (any ShapeStyle)? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }
    /// The secondary and tertiary styles `.foregroundStyle(_:_:_:)` gave, for the hierarchical
    /// levels below the primary (empty: each level is the primary at a lower opacity).
    var lowerForegroundStyles: [any ShapeStyle] {
        get { self[LowerForegroundStylesKey.self] }
        set { self[LowerForegroundStylesKey.self] = newValue }
    }
    /// A tint that is not a colour (`.tint(gradient)`), for `.tint` as a shape style; controls
    /// that need one colour take the accent colour under it.
    var tintStyle: (any ShapeStyle)? {
        get { self[TintStyleKey.self] }
        set { self[TintStyleKey.self] = newValue }
    }
    var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }
    var toggleStyle: (any ToggleStyle)? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
    /// The `.animation(_:)` in effect, applied to changes that carry no animation of their own.
    var implicitAnimation: Animation? {
        get { self[ImplicitAnimationKey.self] }
        set { self[ImplicitAnimationKey.self] = newValue }
    }
    /// Under an `.animation(_:value:)` whose value changed in this transaction: its animation,
    /// which takes the place of the transaction's (`.some(nil)`: no animation).
    var changeAnimation: Animation?? {
        get { self[ChangeAnimationKey.self] }
        set { self[ChangeAnimationKey.self] = newValue }
    }
    /// While a transaction's changes are evaluated: that transaction, as the `.transaction`
    /// modifiers above have adjusted it (nil: drawing a frame, or the first evaluation).
    var transaction: Transaction? {
        get { self[CurrentTransactionKey.self] }
        set { self[CurrentTransactionKey.self] = newValue }
    }
    /// Whether the `.animation` modifiers keep out of the changes being evaluated.
    var disablesAnimations: Bool { transaction?.disablesAnimations ?? false }
    /// Inside `.animation(_:body:)`: the animations in effect outside it, which the content the
    /// body's modifiers apply to keeps (nil: not inside one).
    var animationOutsideScope: AnimationScope? {
        get { self[AnimationOutsideScopeKey.self] }
        set { self[AnimationOutsideScopeKey.self] = newValue }
    }
    /// The colour a control gives its label where the label sets none (a borderless button's
    /// tint); nil: the primary colour.
    var labelColor: Color? {
        get { self[LabelColorKey.self] }
        set { self[LabelColorKey.self] = newValue }
    }
    /// Whether controls follow macOS's look (the checkbox toggle style asks for it).
    var isMacOS: Bool {
        get { self[IsMacOSKey.self] }
        set { self[IsMacOSKey.self] = newValue }
    }

    /// The effective font: the set one, else the body style.
    var resolvedFont: ResolvedFont {
        var font = (self.font ?? (isMacOS ? .macBody : .body)).resolved(at: dynamicTypeSize)
        if let w = fontWeight { font.weight = w.resolved }
        return font
    }

    /// The style a shape or text uses when none is given: the foreground style, else the
    /// control's label colour, else the primary colour.
    var resolvedForeground: ResolvedStyle {
        ResolvedStyle.foreground(self)
    }
}

/// The animations the `.animation` modifiers around a view give its changes: the deprecated
/// form's (for any change) and `.animation(_:value:)`'s (for this transaction's, over its own).
struct AnimationScope {
    var implicit: Animation?
    var change: Animation??
}
