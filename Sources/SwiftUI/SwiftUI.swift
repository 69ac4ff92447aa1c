// SwiftUI.swift: the module a SwiftUI file imports. `import SwiftUI` gives what it gives on
// Apple's systems — SwiftUI's API (implemented by FlipbookUI) and Foundation — so a control's
// source compiles exactly as written. FlipbookUI stays the implementation; this module only
// re-exports it.

@_exported import FlipbookUI
@_exported import Foundation
