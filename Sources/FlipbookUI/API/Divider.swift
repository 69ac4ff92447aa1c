// Divider.swift: SwiftUI's Divider: a separator line one device pixel thick (1 pt at the
// accessibility Dynamic Type sizes) in UIKit's separator colour — (60,60,67) at 0.29 opacity in
// light mode, (84,84,88) at 0.6 in dark mode. It lies across its stack: vertical in an HStack
// (as tall as proposed), horizontal in a VStack or outside any stack (as wide as proposed).
// Built as a flexible Color framed to the thickness, as SwiftUI's plain divider style does
// (swiftui-facts-everyday §3; Elements/Layout/Divider+Build.swift).

/// A line that separates other content.
public struct Divider: View {
    public init() {}
    public var body: Never { fatalError("Divider is primitive") }
}
