// ResolvedStyle.swift: a ShapeStyle reduced to what drawing needs, resolved where a leaf is
// built, for the environment it is built in: a colour as it shows in the colour scheme, or a
// gradient (linear, angular, radial, elliptical) with its colours resolved. The environment's foreground style stands for what it
// names; hierarchical styles (.secondary…) are the foreground style's colour at a lower opacity,
// or the label colours when the foreground is the default (swiftui-facts-everyday §4).

/// A ShapeStyle reduced to what drawing needs.
enum ResolvedStyle {
    case color(Color)
    case linearGradient(LinearGradient)
    case angularGradient(AngularGradient)
    case radialGradient(RadialGradient)
    case ellipticalGradient(EllipticalGradient)

    init?(_ style: any ShapeStyle, environment: EnvironmentValues) {
        let scheme = environment.colorScheme
        switch style {
        case let erased as AnyShapeStyle: self.init(erased.base, environment: environment)
        case let derived as DerivedShapeStyle:
            guard let resolved = derived.resolved(in: environment) else { return nil }
            self = resolved
        case let c as Color: self = .color(c.resolved(in: scheme))
        case let g as LinearGradient: self = .linearGradient(g.resolved(in: scheme))
        case let g as AnyGradient: self = .linearGradient(g.linear.resolved(in: scheme))
        case let g as Gradient: self = .linearGradient(LinearGradient(gradient: g, startPoint: .top, endPoint: .bottom).resolved(in: scheme))
        case let g as AngularGradient: self = .angularGradient(g.resolved(in: scheme))
        case let g as RadialGradient: self = .radialGradient(g.resolved(in: scheme))
        case let g as EllipticalGradient: self = .ellipticalGradient(g.resolved(in: scheme))
        case let m as Material: self = .color(m.fill.resolved(in: scheme))
        case let shadowed as ShadowShapeStyle: self.init(shadowed.base, environment: environment)
        case let h as HierarchicalShapeStyle: self = .color(Self.hierarchical(h.level, environment: environment))
        case is TintShapeStyle:
            if let style = environment.tintStyle, !(style is TintShapeStyle), let resolved = ResolvedStyle(style, environment: environment) {
                self = resolved
            } else {
                self = .color((environment.tint ?? .accentColor).resolved(in: scheme))
            }
        case is ForegroundStyle: self = Self.foreground(environment)
        case is BackgroundStyle: self = .color(Color.systemBackground.resolved(in: scheme))
        default: return nil
        }
    }

    /// The environment's foreground style, resolved in the environment around it.
    static func foreground(_ environment: EnvironmentValues) -> ResolvedStyle {
        var inner = environment
        let outer = inner.foregroundStyle
        inner.foregroundStyle = nil
        if let outer, !(outer is ForegroundStyle), let resolved = ResolvedStyle(outer, environment: inner) { return resolved }
        return .color((environment.labelColor ?? .primary).resolved(in: environment.colorScheme))
    }

    /// Level 0 is primary, 1 secondary… of the foreground: a custom colour's opacity times
    /// 1, 0.5, 0.25, 0.18, 0.1; the label colours when the foreground is the default.
    private static func hierarchical(_ level: Int, environment: EnvironmentValues) -> Color {
        // The styles given for the lower levels come first, even beside a primary that is itself
        // a level: `.foregroundStyle(.secondary, .quaternary)` gives its second layer the
        // quaternary it names, each resolved in the foreground around it.
        let lower = environment.lowerForegroundStyles
        if level >= 1, level <= lower.count {
            var inner = environment
            inner.lowerForegroundStyles = []
            if case .color(let c)? = ResolvedStyle(lower[level - 1], environment: inner) { return c }
        }
        if let inherited = environment.foregroundStyle as? InheritedLevelStyle {
            return hierarchical(level, environment: inherited.within(environment))
        }
        let scheme = environment.colorScheme
        if let outer = environment.foregroundStyle, !(outer is HierarchicalShapeStyle), !(outer is ForegroundStyle) {
            var inner = environment
            inner.foregroundStyle = nil
            if case .color(let base)? = ResolvedStyle(outer, environment: inner) {
                return base.opacity(HierarchicalShapeStyle.levelOpacities[min(max(level, 0), 4)])
            }
        }
        return HierarchicalShapeStyle.labelColors[min(max(level, 0), 4)].resolved(in: scheme)
    }
}

extension ResolvedStyle {
    /// The same style with its colour, or its gradient's stops, passed through the functions
    /// (a gradient keeps its geometry).
    func mapping(color: (Color) -> Color, gradient: (Gradient) -> Gradient) -> ResolvedStyle {
        switch self {
        case .color(let c):
            return .color(color(c))
        case .linearGradient(let g):
            return .linearGradient(LinearGradient(gradient: gradient(g.gradient), startPoint: g.startPoint, endPoint: g.endPoint))
        case .angularGradient(let g):
            return .angularGradient(AngularGradient(gradient: gradient(g.gradient), center: g.center,
                                                    startAngle: g.startAngle, endAngle: g.endAngle))
        case .radialGradient(let g):
            return .radialGradient(RadialGradient(gradient: gradient(g.gradient), center: g.center,
                                                  startRadius: g.startRadius, endRadius: g.endRadius))
        case .ellipticalGradient(let g):
            return .ellipticalGradient(EllipticalGradient(gradient: gradient(g.gradient), center: g.center,
                                                          startRadiusFraction: g.startRadiusFraction, endRadiusFraction: g.endRadiusFraction))
        }
    }

    /// The style as an animator shows it: a colour animates as a colour, a gradient stop by stop
    /// and its geometry (its points, centre, angles, radii) with them.
    func animated<Animator: AttributeAnimator>(by animator: inout Animator) -> ResolvedStyle {
        guard case .color(let c) = self else {
            let vector = AnimatablePair(GradientVector(gradient), GradientVector(values: geometry))
            let shown = animator.animate(.color, vector)
            return shown == vector ? self : with(gradient: shown.first.gradient, geometry: shown.second.values)
        }
        return .color(ColorVector.animate(c, by: &animator))
    }

    /// A gradient's stops (none for a colour).
    private var gradient: Gradient {
        switch self {
        case .color: return Gradient(stops: [])
        case .linearGradient(let g): return g.gradient
        case .angularGradient(let g): return g.gradient
        case .radialGradient(let g): return g.gradient
        case .ellipticalGradient(let g): return g.gradient
        }
    }

    /// A gradient's geometry as numbers, in the order `with(gradient:geometry:)` reads them.
    private var geometry: [Double] {
        switch self {
        case .color: return []
        case .linearGradient(let g): return [g.startPoint.x, g.startPoint.y, g.endPoint.x, g.endPoint.y].map(Double.init)
        case .angularGradient(let g): return [Double(g.center.x), Double(g.center.y), g.startAngle.radians, g.endAngle.radians]
        case .radialGradient(let g): return [g.center.x, g.center.y, g.startRadius, g.endRadius].map(Double.init)
        case .ellipticalGradient(let g): return [g.center.x, g.center.y, g.startRadiusFraction, g.endRadiusFraction].map(Double.init)
        }
    }

    /// The gradient with these stops and this geometry (`geometry`'s order).
    private func with(gradient stops: Gradient, geometry v: [Double]) -> ResolvedStyle {
        guard v.count == 4 else { return self }
        let first = UnitPoint(x: v[0], y: v[1])
        switch self {
        case .color: return self
        case .linearGradient: return .linearGradient(LinearGradient(gradient: stops, startPoint: first, endPoint: UnitPoint(x: v[2], y: v[3])))
        case .angularGradient: return .angularGradient(AngularGradient(gradient: stops, center: first, startAngle: .radians(v[2]), endAngle: .radians(v[3])))
        case .radialGradient: return .radialGradient(RadialGradient(gradient: stops, center: first, startRadius: v[2], endRadius: v[3]))
        case .ellipticalGradient:
            return .ellipticalGradient(EllipticalGradient(gradient: stops, center: first, startRadiusFraction: v[2], endRadiusFraction: v[3]))
        }
    }
}

extension Gradient {
    /// The same stops with every colour as it shows in `scheme`.
    func resolved(in scheme: ColorScheme) -> Gradient {
        Gradient(stops: stops.map { Stop(color: $0.color.resolved(in: scheme), location: $0.location) })
    }
}

extension LinearGradient {
    /// The same gradient with every stop's colour as it shows in `scheme`.
    func resolved(in scheme: ColorScheme) -> LinearGradient {
        LinearGradient(gradient: gradient.resolved(in: scheme), startPoint: startPoint, endPoint: endPoint)
    }
}

extension AngularGradient {
    /// The same gradient with every stop's colour as it shows in `scheme`.
    func resolved(in scheme: ColorScheme) -> AngularGradient {
        AngularGradient(gradient: gradient.resolved(in: scheme), center: center, startAngle: startAngle, endAngle: endAngle)
    }
}

extension RadialGradient {
    /// The same gradient with every stop's colour as it shows in `scheme`.
    func resolved(in scheme: ColorScheme) -> RadialGradient {
        RadialGradient(gradient: gradient.resolved(in: scheme), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension EllipticalGradient {
    /// The same gradient with every stop's colour as it shows in `scheme`.
    func resolved(in scheme: ColorScheme) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient.resolved(in: scheme), center: center,
                           startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}
