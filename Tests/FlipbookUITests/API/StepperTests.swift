// StepperTests.swift: a stepper's segments step its value within its range, a segment at the end
// of the range does nothing, and the action form calls its actions.

import XCTest
@testable import FlipbookUI

private final class Log { var steps: [String] = [] }

private struct Counter: View {
    @State var count = 1
    var body: some View {
        VStack {
            Stepper("Count", value: $count, in: 1...3, step: 2)
            Rectangle().frame(width: CGFloat(count), height: 4)
        }
        .frame(width: 200)
    }
}

final class StepperTests: XCTestCase {
    /// The − and + segments' centres: the control's 94 pt trail the 200 pt row.
    private let minus = CGPoint(x: 200 - 94 + 23, y: 16), plus = CGPoint(x: 200 - 23, y: 16)

    private func count(_ engine: Engine) -> CGFloat {
        var width: CGFloat = -1
        engine.presentedTree(at: engine.time).forEach { p in if p.kind is ShapeKind, p.frame.height == 4 { width = p.frame.width } }
        return width
    }

    func testTheSegmentsStepWithinTheRange() {
        let engine = Engine(Counter(), canvasSize: CGSize(width: 200, height: 60))
        engine.tap(at: minus, time: 0)
        XCTAssertEqual(count(engine), 1, "already at the bottom")
        engine.tap(at: plus, time: 1)
        XCTAssertEqual(count(engine), 3)
        engine.tap(at: plus, time: 2)
        XCTAssertEqual(count(engine), 3, "and at the top")
        engine.tap(at: minus, time: 3)
        XCTAssertEqual(count(engine), 1)
    }

    func testTheActionFormCallsItsActions() {
        let log = Log()
        let view = Stepper("Volume", onIncrement: { log.steps.append("+") }, onDecrement: { log.steps.append("-") }).frame(width: 200)
        let engine = Engine(view, canvasSize: CGSize(width: 200, height: 32))
        engine.tap(at: plus, time: 0)
        engine.tap(at: minus, time: 1)
        XCTAssertEqual(log.steps, ["+", "-"])
    }

    func testADisabledStepperGreysBothSegmentsAndItsLabel() {
        func looks(_ view: some View) -> (symbols: [Color], label: Color?) {
            var symbols: [Color] = [], label: Color?
            Engine(view.frame(width: 200), canvasSize: CGSize(width: 200, height: 40)).presentedTree(at: 0).forEach { p in
                if let symbol = p.kind as? SymbolKind, case .color(let c) = symbol.style { symbols.append(c) }
                if let text = p.kind as? TextKind, case .color(let c)? = text.styles.first { label = c }
            }
            return (symbols, label)
        }
        let enabled = looks(Stepper("Guests", value: .constant(2), in: 0...5))
        let disabled = looks(Stepper("Guests", value: .constant(2), in: 0...5).disabled(true))
        XCTAssertEqual(disabled.symbols.count, 2)
        XCTAssertTrue(disabled.symbols.allSatisfy { $0 != enabled.symbols[0] }, "neither segment as a live one looks")
        XCTAssertEqual(disabled.symbols[0], disabled.symbols[1])
        XCTAssertEqual(disabled.label, Color.gray.resolved(in: .light))
    }
}
