// DynamicType.swift: the Dynamic Type size a view's text is drawn at. `.dynamicTypeSize(_:)`
// sets it, or keeps it within a range, for the view and what is inside it; text styles (and
// custom fonts, which scale with body unless their size is fixed) take the size Apple's table
// gives them at it (TextStyleMetrics), and `@ScaledMetric` scales a length the same way. The
// device's own setting is the default, Large.

extension View {
    /// Draws the view's text at `size`.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environmentChange { $0.dynamicTypeSize = size }
    }

    /// Keeps the Dynamic Type size within `range`.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        environmentChange { environment in
            let sizes = DynamicTypeSize.allCases.filter { range.contains($0) }
            guard let smallest = sizes.first, let largest = sizes.last else { return }
            environment.dynamicTypeSize = min(max(environment.dynamicTypeSize, smallest), largest)
        }
    }
}

/// A length that scales with Dynamic Type, in proportion to a text style (body by default).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let baseValue: Value
    let textStyle: Font.TextStyle
    let link = EnvironmentLink()

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

    /// The length at the Dynamic Type size of the environment the view was last built in.
    public var wrappedValue: Value {
        let size = link.values?.dynamicTypeSize ?? .large
        return Value(TextStyleMetrics.scaled(CGFloat(baseValue), relativeTo: textStyle.engineStyle, at: size))
    }
}

extension ScaledMetric: NodeAttachable {
    func attach(to node: ViewNode, slot: Int, environment: EnvironmentValues) {
        link.values = environment
    }
}

/// The content size categories of UIKit's day (`\.sizeCategory`), one for each Dynamic Type size.
public enum ContentSizeCategory: Hashable, Comparable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
         accessibilityExtraExtraExtraLarge

    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    init(_ size: DynamicTypeSize) {
        self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size)!]
    }

    var dynamicTypeSize: DynamicTypeSize {
        DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self)!]
    }
}

extension EnvironmentValues {
    /// The Dynamic Type size by its older name.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
}
