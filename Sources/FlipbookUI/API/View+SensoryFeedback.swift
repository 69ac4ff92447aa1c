// View+SensoryFeedback.swift: `.sensoryFeedback(…)`, the haptics a view plays when a value
// changes. A canvas has no haptic engine and a haptic draws nothing, so a frame is what SwiftUI
// draws with them: the modifiers take the same arguments and leave the view as it is.

/// A haptic or audible cue (iOS 17): what `.sensoryFeedback` plays.
public struct SensoryFeedback: Equatable, Sendable {
    /// How stiff an impact feels.
    public enum Flexibility: Equatable, Sendable { case rigid, solid, soft }
    /// How heavy an impact feels.
    public enum Weight: Equatable, Sendable { case light, medium, heavy }

    private enum Cue: Equatable, Sendable {
        case success, warning, error, selection, increase, decrease, start, stop, alignment, levelChange
        case impactWeight(Weight, Double), impactFlexibility(Flexibility, Double)
    }
    private let cue: Cue

    public static let success = SensoryFeedback(cue: .success)
    public static let warning = SensoryFeedback(cue: .warning)
    public static let error = SensoryFeedback(cue: .error)
    public static let selection = SensoryFeedback(cue: .selection)
    public static let increase = SensoryFeedback(cue: .increase)
    public static let decrease = SensoryFeedback(cue: .decrease)
    public static let start = SensoryFeedback(cue: .start)
    public static let stop = SensoryFeedback(cue: .stop)
    public static let alignment = SensoryFeedback(cue: .alignment)
    public static let levelChange = SensoryFeedback(cue: .levelChange)
    public static let impact = SensoryFeedback(cue: .impactWeight(.medium, 1))
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(cue: .impactWeight(weight, intensity))
    }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(cue: .impactFlexibility(flexibility, intensity))
    }
}

extension View {
    /// Plays `feedback` when `trigger` changes: nothing to draw.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// Plays `feedback` when `trigger` changes and `condition` holds: nothing to draw.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View { self }

    /// Plays the feedback `feedback` returns for a change of `trigger`: nothing to draw.
    public func sensoryFeedback<T: Equatable>(trigger: T,
                                              _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View { self }
}
