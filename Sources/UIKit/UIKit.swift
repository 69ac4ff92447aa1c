// UIKit.swift: the part of UIKit that SwiftUI code on iOS uses beside its views, and that has a
// meaning in a rendered view: the screen's size, the device, haptics (felt, never drawn: they do
// nothing here, as in a preview), the pasteboard, opening a URL (nothing opens: it reports that).
// On iOS `import SwiftUI` brings UIKit with it, and so it does here (SwiftUI re-exports this
// module); `import UIKit` works, and `#if canImport(UIKit)` holds. What UIKit draws (views, view
// controllers, UIViewRepresentable) does not exist: such code does not compile.

@_exported import Foundation
@_exported import class FlipbookUI.UIColor
@_exported import class FlipbookUI.UITraitCollection
@_exported import enum FlipbookUI.UIUserInterfaceStyle
@_exported import enum FlipbookUI.UIUserInterfaceSizeClass
@_exported import class FlipbookUI.UIFont
@_exported import class FlipbookUI.UIImage
