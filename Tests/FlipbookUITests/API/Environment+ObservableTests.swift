// Environment+ObservableTests.swift: `.environment(object)` hands an @Observable object down to
// `@Environment(Object.self)` in the views inside, which follow its changes; the optional form is
// nil without an ancestor's object.

import Observation
import XCTest
@testable import FlipbookUI

@Observable
private final class Theme {
    var width = 1
}

private struct ThemedBar: View {
    @Environment(Theme.self) private var theme
    var body: some View { Rectangle().frame(width: CGFloat(theme.width) * 10, height: 10) }
}

private struct OptionalThemedBar: View {
    @Environment(Theme.self) private var theme: Theme?
    var body: some View { Rectangle().frame(width: theme == nil ? 7 : 70, height: 10) }
}

final class EnvironmentObservableTests: XCTestCase {
    private let canvas = CGSize(width: 200, height: 100)

    func testTheObjectReachesTheViewsInsideWhichFollowIt() {
        let theme = Theme()
        let host = Engine(ThemedBar().environment(theme), canvasSize: canvas)
        XCTAssertEqual(host.firstShapeWidth(), 10)
        theme.width = 3
        host.applyPendingTransactions()
        XCTAssertEqual(host.firstShapeWidth(), 30)
    }

    func testAnOptionalEnvironmentObjectIsNilWithoutAnAncestorsObject() {
        XCTAssertEqual(Engine(OptionalThemedBar(), canvasSize: canvas).firstShapeWidth(), 7)
        XCTAssertEqual(Engine(OptionalThemedBar().environment(Theme()), canvasSize: canvas).firstShapeWidth(), 70)
    }
}
