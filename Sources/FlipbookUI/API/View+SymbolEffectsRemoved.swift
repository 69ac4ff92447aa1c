// View+SymbolEffectsRemoved.swift: `.symbolEffectsRemoved()` (iOS 17): the symbol images inside
// play no symbol effect, neither those written around this view (their plays are cleared from the
// environment here) nor those written inside it (their modifiers see the flag and add none).

extension View {
    /// Removes the symbol effects from the symbol images inside (or, with false, lets those
    /// written inside play again).
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        environmentChange { environment in
            environment.symbolEffectsRemoved = isEnabled
            if isEnabled { environment.symbolPlays = [] }
        }
    }
}

private struct SymbolEffectsRemovedKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether symbol effects are removed here (`.symbolEffectsRemoved()`).
    var symbolEffectsRemoved: Bool {
        get { self[SymbolEffectsRemovedKey.self] }
        set { self[SymbolEffectsRemovedKey.self] = newValue }
    }
}
