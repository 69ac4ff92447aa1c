// Axis.swift: the horizontal and vertical axes, and sets of them, as SwiftUI names them
// (ScrollView's scrolling axes, a layout's stack orientation).

/// The horizontal or vertical dimension.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal, vertical

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1 << Axis.horizontal.rawValue)
        public static let vertical = Set(rawValue: 1 << Axis.vertical.rawValue)
    }

    /// The other axis.
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
