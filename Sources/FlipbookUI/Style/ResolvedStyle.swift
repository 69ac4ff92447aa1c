// ResolvedStyle.swift: a ShapeStyle reduced to what drawing needs, resolved where a leaf is
// built: a colour, or a gradient; the environment's foreground style stands for what it names.

/// A ShapeStyle reduced to what drawing needs.
enum ResolvedStyle {
    case color(Color)
    case linearGradient(LinearGradient)

    init?(_ style: any ShapeStyle, environment: EnvironmentValues) {
        switch style {
        case let c as Color: self = .color(c)
        case let g as LinearGradient: self = .linearGradient(g)
        case is ForegroundStyle:
            var inner = environment
            let outer = inner.foregroundStyle
            inner.foregroundStyle = nil
            if let outer, !(outer is ForegroundStyle), let r = ResolvedStyle(outer, environment: inner) { self = r } else {
                self = .color(environment.tintsLabel ? .accentColor : .primary)
            }
        default: return nil
        }
    }
}
