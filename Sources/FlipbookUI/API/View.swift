// View.swift: SwiftUI's View protocol. A view is a value that describes part of the interface;
// composite views describe themselves with `body`, primitive ones (shapes, text, stacks,
// modifiers) have `Body == Never` and are understood by the engine directly.

@_exported import Foundation

/// A piece of user interface, described by its `body`.
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}
