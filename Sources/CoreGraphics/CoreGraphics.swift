// CoreGraphics.swift: the part of Core Graphics a SwiftUI file uses, for the files that import it
// by name (drawing code often does): CGFloat, CGPoint, CGSize and CGRect come from Foundation
// here, CGAffineTransform from FlipbookUI. On iOS `import SwiftUI` brings Core Graphics with it,
// and so it does here. What Core Graphics draws with (CGContext, CGPath, CGColor, CGImage) does
// not exist: code that needs it does not compile.

@_exported import Foundation
@_exported import struct FlipbookUI.CGAffineTransform
