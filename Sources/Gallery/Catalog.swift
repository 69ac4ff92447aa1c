// Catalog.swift: the catalog of controls (the spec's controls.md, then the best of the everyday
// corpus): each control's id, a line saying what it shows, its canvas and its storyboard. The
// controls themselves are in Controls/, byte-identical copies of the spec's SwiftUI source, and
// Everyday/, copies of Tests/Corpus/Controls files without their #Preview block (a macro, which
// only the command line's `render FILE.swift` takes out); EverydayCopyTests keeps them equal.

import SwiftUI

/// One control of the catalog.
public struct CatalogEntry {
    public let id: String
    public let summary: String
    /// The canvas, in points.
    public let canvas: CGSize
    public let storyboard: Storyboard
    let makeView: () -> any View

    /// A fresh instance of the control's demo view.
    public func view() -> any View { makeView() }
}

/// Every control, in the order of controls.md.
public enum Catalog {
    public static let entries: [CatalogEntry] = [
        CatalogEntry(id: "checkbox.rounded", summary: "rounded-square checkbox: the green outline draws itself (easeIn 0.8 s)",
                     canvas: CGSize(width: 100, height: 100), storyboard: .catalog(taps: [center(100, 100), center(100, 100)]),
                     makeView: { RoundedCheckBoxDemo() }),
        CatalogEntry(id: "checkbox.circle", summary: "circular checkbox: the green outline draws itself (easeIn 0.8 s)",
                     canvas: CGSize(width: 100, height: 100), storyboard: .catalog(taps: [center(100, 100), center(100, 100)]),
                     makeView: { CircleCheckBoxDemo() }),
        CatalogEntry(id: "checkbox.capsule", summary: "capsule checkbox: the text goes, the capsule shrinks 200 → 70 pt while its outline draws",
                     canvas: CGSize(width: 240, height: 100), storyboard: .catalog(taps: [center(240, 100), center(240, 100)]),
                     makeView: { CapsuleCheckBoxDemo() }),
        CatalogEntry(id: "toggle.checkbox-macos", summary: "macOS's checkbox toggle style, beside its label",
                     canvas: CGSize(width: 260, height: 60), storyboard: .catalog(taps: [.tapFirstTarget, .tapFirstTarget]),
                     makeView: { MacCheckboxDemo() }),
        CatalogEntry(id: "toggle.checkmark", summary: "a custom toggle style: a checkmark appears in the box under a spring",
                     canvas: CGSize(width: 280, height: 70), storyboard: .catalog(taps: [.tapFirstTarget, .tapFirstTarget]),
                     makeView: { CheckmarkToggleDemo() }),
        CatalogEntry(id: "card.flip-crossfade", summary: "a card turns about its vertical axis (3 s) while back and face cross-fade",
                     canvas: CGSize(width: 200, height: 220), storyboard: .catalog(taps: [center(200, 220), center(200, 220)]),
                     makeView: { FlipCardCrossfadeDemo() }),
        CatalogEntry(id: "card.flip", summary: "a card turns about its vertical axis (4 s); the face switches at 90°",
                     canvas: CGSize(width: 200, height: 220), storyboard: .catalog(taps: [center(200, 220), center(200, 220)]),
                     makeView: { FlipCardDemo() }),
        // The cards sit at the bottom, then the top, of a stack whose empty space takes no taps
        // (as in SwiftUI), so each tap lands on the card where it is.
        CatalogEntry(id: "card.matched-move", summary: "a card slides from the bottom to the top with matchedGeometryEffect",
                     canvas: CGSize(width: 200, height: 400), storyboard: .catalog(taps: [.tap(CGPoint(x: 100, y: 325)), .tap(CGPoint(x: 100, y: 75))]),
                     makeView: { MatchedCardMoveDemo() }),
        CatalogEntry(id: "card.move-crossfade", summary: "the same without the matched effect: the cards cross-fade in place",
                     canvas: CGSize(width: 200, height: 400), storyboard: .catalog(taps: [.tap(CGPoint(x: 100, y: 325)), .tap(CGPoint(x: 100, y: 75))]),
                     makeView: { CardMoveCrossfadeDemo() }),
        CatalogEntry(id: "toggle.segmented", summary: "a segmented toggle: an orange pill slides under the tapped label",
                     canvas: CGSize(width: 320, height: 80), storyboard: .catalog(taps: [.tapText("off"), .tapText("test"), .tapText("on")]),
                     makeView: { SegmentedToggleDemo() }),
        CatalogEntry(id: "button.play-pause", summary: "a play triangle morphs into the two pause bars (easeInOut 0.3 s)",
                     canvas: CGSize(width: 160, height: 160), storyboard: .catalog(taps: [center(160, 160), center(160, 160)]),
                     makeView: { PlayButtonDemo() }),
        CatalogEntry(id: "everyday.pin-shake", summary: "a PIN pad: four dots fill, then a wrong PIN shakes them (a GeometryEffect) and turns them red",
                     canvas: CGSize(width: 280, height: 360),
                     storyboard: .catalog(taps: [.tapText("1"), .tapText("2"), .tapText("3"), .tapText("4"), .rest(seconds: 1)]),
                     makeView: { PinEntryShake() }),
        CatalogEntry(id: "everyday.tab-indicator", summary: "a tab bar: the underline slides to the tapped tab (matched geometry), its icon bounces",
                     canvas: CGSize(width: 360, height: 110), storyboard: .catalog(taps: [.tapText("Search"), .tapText("Profile")]),
                     makeView: { TabBarIndicator() }),
        CatalogEntry(id: "everyday.focus-filter", summary: "a photo card comes into focus: blur, saturation and brightness ease away",
                     canvas: CGSize(width: 260, height: 240), storyboard: .catalog(taps: [.tap(CGPoint(x: 214, y: 198)), .tap(CGPoint(x: 214, y: 198))]),
                     makeView: { FocusFilterToggle() }),
    ]

    /// The entry with this id, if any.
    public static func entry(id: String) -> CatalogEntry? { entries.first { $0.id == id } }

    private static func center(_ w: CGFloat, _ h: CGFloat) -> Storyboard.Step { .tap(CGPoint(x: w / 2, y: h / 2)) }
}
