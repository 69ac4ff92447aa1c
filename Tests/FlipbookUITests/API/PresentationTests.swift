// PresentationTests.swift: alerts, confirmation dialogs and sheets are presented over the whole
// canvas while their flag is true, above any clip around the view that presents them, and take
// every touch while they are up; an alert's button runs its action and dismisses it, a cancel
// button goes to the leading side of two; a dialog without a cancel button gets one; a sheet
// rests at its detent and `@Environment(\.dismiss)` dismisses it, as it pops a pushed screen.

import XCTest
@testable import FlipbookUI
import Raster

/// A small clipped button that asks before deleting, and counts the deletions and other taps.
private final class Log { var deleted = 0; var tapped = 0 }

private struct Asking: View {
    let log: Log
    @State var asks = false
    var body: some View {
        VStack(spacing: 20) {
            Button("Remove") { asks = true }
            Button("Other") { log.tapped += 1 }
        }
        .frame(width: 100, height: 100)
        .clipped()
        .alert("Delete item?", isPresented: $asks) {
            Button("Delete", role: .destructive) { log.deleted += 1 }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
    }
}

private struct Dialog: View {
    @State var asks = true
    var body: some View {
        Color.white.confirmationDialog("Share", isPresented: $asks) { Button("Copy") {} }
    }
}

private struct SheetContent: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Done") { dismiss() }.presentationDetents([.medium])
    }
}

private struct Sheet: View {
    @State var shows = false
    var body: some View {
        Button("Open") { shows = true }.sheet(isPresented: $shows) { SheetContent() }
    }
}

private struct Pushed: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Close") { dismiss() } }
}

private struct Stack: View {
    var body: some View {
        NavigationStack { NavigationLink("Go") { Pushed() } }
    }
}

/// A sheet over a titled screen, with toolbar items of its own, closed by the presenter.
private final class Dismissals { var count = 0 }

private struct SheetOverScreen: View {
    let dismissals: Dismissals
    @State var shows = true
    var body: some View {
        NavigationStack {
            Button("Close it") { shows = false }
                .navigationTitle("Root")
                .sheet(isPresented: $shows, onDismiss: { dismissals.count += 1 }) {
                    Text("Sheet").toolbar { Text("Save") }.navigationTitle("Sheet title")
                }
        }
    }
}

final class PresentationTests: XCTestCase {
    private let canvas = CGSize(width: 300, height: 400)

    private func frame(ofText text: String, in engine: Engine, at t: Double) -> CGRect? {
        var found: CGRect?
        engine.presentedTree(at: t).forEach { if ($0.kind as? TextKind)?.string == text { found = $0.frame } }
        return found
    }

    func testAnAlertsButtonRunsItsActionAndDismissesIt() {
        let log = Log()
        let engine = Engine(Asking(log: log), canvasSize: canvas)
        guard let remove = engine.center(ofText: "Remove", at: 0) else { return XCTFail("the button shows") }
        engine.tap(at: remove, time: 0.1)
        XCTAssertNotNil(engine.center(ofText: "This cannot be undone.", at: 1))
        guard let delete = engine.center(ofText: "Delete", at: 1) else { return XCTFail("the alert's button shows") }
        engine.tap(at: delete, time: 1)
        XCTAssertEqual(log.deleted, 1)
        XCTAssertNil(engine.center(ofText: "Delete item?", at: 2), "dismissed once its button ran")
    }

    private enum UploadError: LocalizedError {
        case offline
        var errorDescription: String? { "You are offline" }
        var recoverySuggestion: String? { "Connect and try again." }
    }

    /// Fails an upload on a tap, and shows the error in an alert bound to it.
    private struct Uploader: View {
        @State var error: UploadError?
        var body: some View {
            Button("Upload") { error = .offline }
                .alert(error: $error) { _ in
                    Button("OK") {}
                } message: { error in
                    Text(error.recoverySuggestion ?? "")
                }
        }
    }

    func testAnErrorsAlertIsTitledByItsDescriptionAndClearsIt() {
        let engine = Engine(Uploader(), canvasSize: canvas)
        XCTAssertNil(engine.center(ofText: "You are offline", at: 0), "no error, no alert")
        guard let upload = engine.center(ofText: "Upload", at: 0) else { return XCTFail("the button shows") }
        engine.tap(at: upload, time: 0.1)
        XCTAssertNotNil(engine.center(ofText: "You are offline", at: 1))
        XCTAssertNotNil(engine.center(ofText: "Connect and try again.", at: 1))
        guard let ok = engine.center(ofText: "OK", at: 1) else { return XCTFail("the alert's button shows") }
        engine.tap(at: ok, time: 1)
        XCTAssertNil(engine.center(ofText: "You are offline", at: 2), "the error was set back to nil")
        // The isPresented form shows nothing without an error.
        let quiet = Engine(Color.clear.alert(isPresented: .constant(true), error: UploadError?.none) { Button("OK") {} },
                           canvasSize: canvas)
        XCTAssertNil(engine.center(ofText: "OK", at: 3))
        XCTAssertNil(quiet.center(ofText: "OK", at: 0))
    }

    /// A sheet whose alert's button closes the sheet.
    private struct Editor: View {
        @Environment(\.dismiss) private var dismiss
        @State private var confirms = false
        var body: some View {
            Button("Close") { confirms = true }
                .alert("Discard changes?", isPresented: $confirms) {
                    Button("Discard", role: .destructive) { dismiss() }
                    Button("Cancel", role: .cancel) {}
                }
        }
    }

    private struct Host: View {
        @State var edits = false
        var body: some View {
            Button("Edit") { edits = true }.sheet(isPresented: $edits) { Editor() }
        }
    }

    func testAnAlertLeavesAtOnceWhenItsButtonClosesTheSheetUnderIt() {
        let engine = Engine(Host(), canvasSize: canvas)
        for (text, time) in [("Edit", 0.1), ("Close", 1.0), ("Discard", 2.0)] {
            guard let point = engine.center(ofText: text, at: time) else { return XCTFail("\(text) shows") }
            engine.tap(at: point, time: time)
        }
        XCTAssertNotNil(engine.center(ofText: "Close", at: 2.05), "the sheet is still sliding away")
        XCTAssertNil(engine.center(ofText: "Discard changes?", at: 2.05), "its alert went first")
        XCTAssertNil(engine.center(ofText: "Close", at: 3))
    }

    /// A sheet up from the start, over a button; its own button counts its taps.
    private struct Welcome: View {
        let log: Log
        @State var shows = true
        var body: some View {
            Button("Show") { log.tapped += 1 }
                .sheet(isPresented: $shows) {
                    Button("Done") { log.deleted += 1; shows = false }.presentationDetents([.medium])
                }
        }
    }

    func testTheFirstTapTargetIsOneATapReachesNotTheDimmingOverTheView() {
        let log = Log()
        let engine = Engine(Welcome(log: log), canvasSize: CGSize(width: 300, height: 600))
        engine.advance(to: 1)
        XCTAssertNotNil(engine.center(ofText: "Show", at: 1), "the button under the sheet's dimming")
        guard let first = engine.tapTargets(at: 1).first else { return XCTFail("something takes taps") }
        engine.tap(at: first, time: 1)
        XCTAssertEqual(log.deleted, 1, "the sheet's own button, not the dimming that dismisses it")
        XCTAssertEqual(log.tapped, 0)
    }

    private struct Rename: View {
        @State var asks = true
        @State var name = "Vacation"
        var body: some View {
            Color.clear.alert("Rename Album", isPresented: $asks) {
                TextField("Album name", text: $name)
                Button("Cancel", role: .cancel) {}
                Button("Save") {}
            } message: {
                Text("Enter a new name.")
            }
        }
    }

    func testAnAlertsTextFieldGoesAboveItsButtonsWhichStaySideBySide() {
        let engine = Engine(Rename(), canvasSize: canvas)
        guard let message = frame(ofText: "Enter a new name.", in: engine, at: 1), let field = frame(ofText: "Vacation", in: engine, at: 1),
              let cancel = frame(ofText: "Cancel", in: engine, at: 1), let save = frame(ofText: "Save", in: engine, at: 1) else {
            return XCTFail("the alert shows its message, field and buttons")
        }
        XCTAssertGreaterThan(field.minY, message.maxY)
        XCTAssertLessThan(field.maxY, save.minY)
        XCTAssertEqual(cancel.midY, save.midY, accuracy: 1e-9, "two buttons, side by side")
        XCTAssertLessThan(cancel.maxX, save.minX)
    }

    func testTheCancelButtonOfTwoGoesToTheLeadingSide() {
        let engine = Engine(Asking(log: Log()), canvasSize: canvas)
        guard let remove = engine.center(ofText: "Remove", at: 0) else { return XCTFail("the button shows") }
        engine.tap(at: remove, time: 0.1)
        guard let cancel = frame(ofText: "Cancel", in: engine, at: 1), let delete = frame(ofText: "Delete", in: engine, at: 1) else {
            return XCTFail("both buttons show")
        }
        XCTAssertLessThan(cancel.maxX, delete.minX)
        XCTAssertEqual(cancel.midY, delete.midY, accuracy: 1e-9)
    }

    func testAnAlertCoversTheCanvasAboveAClipAndTakesEveryTouch() {
        let log = Log()
        let renderer = Renderer(Asking(log: log), size: canvas, scale: 1)
        guard let remove = renderer.center(ofText: "Remove", at: 0) else { return XCTFail("the button shows") }
        renderer.tap(at: remove, time: 0.1)
        guard let pixmap = renderer.render(at: 1) else { return XCTFail("a frame") }
        let corner = pixmap[2, 2]
        XCTAssertEqual([corner.r, corner.g, corner.b], [204, 204, 204], "white under a 20 % black dimming, outside the clip")
        guard let other = renderer.center(ofText: "Other", at: 1) else { return XCTFail("the other button is there") }
        renderer.tap(at: other, time: 1.2)
        XCTAssertEqual(log.tapped, 0, "the dimming takes the touch")
    }

    func testADialogWithoutACancelButtonGetsOne() {
        let engine = Engine(Dialog(), canvasSize: canvas)
        XCTAssertNotNil(engine.center(ofText: "Copy", at: 0))
        XCTAssertNotNil(engine.center(ofText: "Cancel", at: 0))
        XCTAssertNil(engine.center(ofText: "Share", at: 0), "the title shows only when asked for")
    }

    func testADialogAboutDataMakesItsActionsAndMessageFromIt() throws {
        let about = Color.clear.confirmationDialog("Delete", isPresented: .constant(true), presenting: "Budget.xlsx") { name in
            Button("Delete \(name)", role: .destructive) {}
        } message: { name in
            Text("\(name) will be gone")
        }
        let engine = Engine(about, canvasSize: canvas)
        XCTAssertNotNil(engine.center(ofText: "Delete Budget.xlsx", at: 0))
        XCTAssertNotNil(engine.center(ofText: "Budget.xlsx will be gone", at: 0))
        let nothing: String? = nil
        let none = Color.clear.confirmationDialog("Delete", isPresented: .constant(true), presenting: nothing) { name in
            Button("Delete \(name)") {}
        }
        XCTAssertNil(Engine(none, canvasSize: canvas).center(ofText: "Cancel", at: 0), "no dialog without data")
    }

    func testAnActionSheetIsADialogWithItsTitleAndItsButtonsInOrder() throws {
        let view = Color.clear.actionSheet(isPresented: .constant(true)) {
            ActionSheet(title: Text("Photo"), message: Text("Choose a source"),
                        buttons: [.default(Text("Camera")), .destructive(Text("Remove")), .cancel()])
        }
        let engine = Engine(view, canvasSize: canvas)
        let title = try XCTUnwrap(engine.center(ofText: "Photo", at: 0), "an action sheet always shows its title")
        let message = try XCTUnwrap(engine.center(ofText: "Choose a source", at: 0))
        let camera = try XCTUnwrap(engine.center(ofText: "Camera", at: 0))
        let remove = try XCTUnwrap(engine.center(ofText: "Remove", at: 0))
        let cancel = try XCTUnwrap(engine.center(ofText: "Cancel", at: 0))
        XCTAssertLessThan(title.y, message.y)
        XCTAssertLessThan(message.y, camera.y)
        XCTAssertLessThan(camera.y, remove.y)
        XCTAssertLessThan(remove.y, cancel.y, "cancel apart at the bottom")
    }

    func testASheetRestsAtItsDetentAndDismissCloses() {
        let engine = Engine(Sheet(), canvasSize: canvas)
        guard let open = engine.center(ofText: "Open", at: 0) else { return XCTFail("the button shows") }
        engine.tap(at: open, time: 0.1)
        guard let done = engine.center(ofText: "Done", at: 2) else { return XCTFail("the sheet shows") }
        // Medium: half of the canvas less the 10 pt gap at the top, 195 pt, at the bottom.
        XCTAssertEqual(done.y, 400 - 195 / 2, accuracy: 1)
        engine.tap(at: done, time: 2)
        XCTAssertNil(engine.center(ofText: "Done", at: 4))
    }

    func testASheetIsFilledWithItsPresentationBackground() throws {
        /// The sheet's colour 20 pt above the canvas's bottom, under a medium sheet of `content`.
        func fill(_ content: some View) throws -> RGBA8 {
            let view = Color.white.sheet(isPresented: .constant(true)) { content.presentationDetents([.medium]) }
            let pixmap = try XCTUnwrap(Renderer(view, size: canvas, scale: 1, background: .white).render(at: 2))
            return pixmap[10, Int(canvas.height) - 20].straight
        }
        XCTAssertEqual(try fill(Text("Plain")), RGBA8(r: 255, g: 255, b: 255, a: 255), "the system background")
        XCTAssertEqual(try fill(Text("Yellow").presentationBackground(.yellow)), Color.yellow.rgba8)
    }

    func testASheetWithDetentsToDragBetweenShowsItsGrabber() {
        /// The grabber: the sheet's only 36 × 5 pt capsule.
        func grabbers(_ content: some View) -> Int {
            let engine = Engine(Color.white.sheet(isPresented: .constant(true)) { content }, canvasSize: canvas)
            var count = 0
            engine.presentedTree(at: 1).forEach { if $0.kind is ShapeKind, $0.frame.size == CGSize(width: 36, height: 5) { count += 1 } }
            return count
        }
        XCTAssertEqual(grabbers(Text("Two").presentationDetents([.medium, .large])), 1)
        XCTAssertEqual(grabbers(Text("One").presentationDetents([.medium])), 0)
        XCTAssertEqual(grabbers(Text("Hidden").presentationDetents([.medium, .large]).presentationDragIndicator(.hidden)), 0)
        XCTAssertEqual(grabbers(Text("Asked").presentationDragIndicator(.visible)), 1)
    }

    func testDismissInAPushedScreenPopsIt() {
        let engine = Engine(Stack(), canvasSize: canvas)
        guard let go = engine.center(ofText: "Go", at: 0) else { return XCTFail("the link shows") }
        engine.tap(at: go, time: 0.1)
        guard let close = engine.center(ofText: "Close", at: 1) else { return XCTFail("the screen is pushed") }
        engine.tap(at: close, time: 1)
        XCTAssertNil(engine.center(ofText: "Close", at: 3))
    }

    func testASheetsToolbarAndTitleStayOutOfThePresentersBar() {
        let engine = Engine(SheetOverScreen(dismissals: Dismissals()), canvasSize: canvas)
        XCTAssertNotNil(engine.center(ofText: "Sheet", at: 1))
        XCTAssertNil(engine.center(ofText: "Save", at: 1), "the sheet is in no stack: its items have no bar")
        XCTAssertNil(engine.center(ofText: "Sheet title", at: 1))
        XCTAssertNotNil(engine.center(ofText: "Root", at: 1))
    }

    func testOnDismissRunsHoweverTheSheetCloses() {
        let dismissals = Dismissals()
        let engine = Engine(SheetOverScreen(dismissals: dismissals), canvasSize: canvas)
        // The sheet covers the button; its dimming's tap dismisses it as the presenter would.
        engine.tap(at: CGPoint(x: 150, y: 3), time: 1)
        XCTAssertNil(engine.center(ofText: "Sheet", at: 2))
        XCTAssertEqual(dismissals.count, 1)
    }

    func testTappingADialogsDimmingDismissesIt() {
        let engine = Engine(Dialog(), canvasSize: canvas)
        engine.tap(at: CGPoint(x: 150, y: 20), time: 0.1)
        XCTAssertNil(engine.center(ofText: "Copy", at: 1))
    }

    func testASheetsNavigationStackStandsOnTheElevatedBackgroundInDarkMode() {
        let sheet = Color.clear.sheet(isPresented: .constant(true)) {
            NavigationStack { Text("Settings").navigationTitle("Settings") }
        }
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let engine = Engine(sheet, canvasSize: canvas, environment: dark)
        var fills: [Color] = []
        engine.presentedTree(at: 1).forEach { p in
            if let shape = p.kind as? ShapeKind, case .color(let c) = shape.style, p.frame.width == canvas.width { fills.append(c) }
        }
        XCTAssertTrue(fills.contains(Color.elevatedSystemBackground.resolved(in: .dark)), "\(fills)")
        XCTAssertFalse(fills.contains(Color.systemBackground.resolved(in: .dark)), "not the base level's black")
    }
}
