// CombineOperatorsTests.swift: the operators view models chain: dropFirst, prepend, scan, merge
// and combineLatest pass values as Combine does, each subscription with its own state; debounce
// waits on the storyboard's clock for the typing to stop.

import XCTest
import SwiftUI
@testable import FlipbookUI

final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var searches = 0
    private var subscriptions: Set<AnyCancellable> = []

    init() {
        $query
            .dropFirst()
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .sink { [weak self] _ in self?.searches += 1 }
            .store(in: &subscriptions)
    }
}

/// Types a letter every 0.1 s for 0.5 s; its bar grows 10 pt for each search the model runs.
struct TypingSearch: View {
    @StateObject var model = SearchModel()
    @State private var typed = 0
    let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

    var body: some View {
        Rectangle().frame(width: CGFloat(10 + model.searches * 10), height: 10)
            .onReceive(timer) { _ in
                if typed < 5 { typed += 1; model.query += "a" }
            }
    }
}

final class CombineOperatorsTests: XCTestCase {
    func testValuesPassAsCombinePassesThem() {
        let letters = PassthroughSubject<String, Never>(), numbers = PassthroughSubject<Int, Never>()
        var seen: [String] = []
        let bag = [
            letters.dropFirst().prepend("start").sink { seen.append($0) },
            numbers.scan(0, +).map(String.init).sink { seen.append("sum \($0)") },
            letters.combineLatest(numbers) { "\($0)\($1)" }.sink { seen.append($0) },
            letters.merge(with: numbers.map(String.init)).sink { seen.append("merged \($0)") },
        ]
        letters.send("a")
        numbers.send(1)
        letters.send("b")
        numbers.send(2)
        XCTAssertEqual(seen, ["start",
                              "merged a",
                              "sum 1", "a1", "merged 1",
                              "b", "b1", "merged b",
                              "sum 3", "b2", "merged 2"])
        XCTAssertEqual(bag.count, 4)
    }

    func testDebounceWaitsOnTheStoryboardClock() {
        let renderer = Renderer(TypingSearch(), size: CGSize(width: 100, height: 40))
        func width(at t: Double) -> CGFloat? {
            _ = renderer.render(at: t)
            var found: CGFloat?
            renderer.engine.presentedTree(at: t).forEach { if found == nil, $0.kind is ShapeKind { found = $0.frame.width } }
            return found
        }
        XCTAssertEqual(width(at: 0.75), 10, "typing until 0.5 s: no search yet")
        XCTAssertEqual(width(at: 0.85), 20, "one search, 0.3 s after the last letter")
        XCTAssertEqual(width(at: 2), 20)
    }
}
