// SwiftUI.swift: the module a SwiftUI file imports. `import SwiftUI` gives what it gives on
// Apple's systems — SwiftUI's API (implemented by FlipbookUI), Foundation, Combine,
// Observation, Core Graphics' geometry and UIKit's everyday part — so a control's source compiles exactly as written. FlipbookUI stays the
// implementation. Besides re-exporting it, this module declares the clock-driven stand-ins for
// Dispatch's queues, Foundation's Timer and Swift's Task (Clock/): declared here, they take the
// place of the originals for code that imports SwiftUI.

@_exported import FlipbookUI
@_exported import Foundation
@_exported import Combine
@_exported import Observation
@_exported import UIKit
@_exported import CoreGraphics
