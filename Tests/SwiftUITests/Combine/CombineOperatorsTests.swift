// CombineOperatorsTests.swift: the operators view models chain: dropFirst, prefix, prepend, scan,
// merge and combineLatest pass values as Combine does, a task's loop over `values` takes them on
// the storyboard's clock, each subscription with its own state; debounce
// waits on the storyboard's clock for the typing to stop; delay, throttle and receive(on:) wait on
// it too; a Future holds its result for whoever subscribes; assign(to:) feeds a published property.

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

/// A model whose values arrive through delay, throttle, receive(on:), a Future and assign(to:).
final class ArrivalsModel: ObservableObject {
    @Published var delayed = 0
    @Published var throttled: [Int] = []
    @Published var received = 0
    @Published var assigned = 0
    private var subscriptions: Set<AnyCancellable> = []
    private let taps = PassthroughSubject<Int, Never>()

    init() {
        Just(2).delay(for: .seconds(0.5), scheduler: DispatchQueue.main)
            .sink { [weak self] in self?.delayed = $0 }.store(in: &subscriptions)
        taps.throttle(for: .seconds(0.3), scheduler: RunLoop.main, latest: true)
            .sink { [weak self] in self?.throttled.append($0) }.store(in: &subscriptions)
        Future<Int, Never> { promise in promise(.success(7)) }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] in self?.received = $0 }.store(in: &subscriptions)
        Publishers.CombineLatest(Just(3), Just(4)).map { $0 + $1 }.assign(to: &$assigned)
    }

    func tap(_ n: Int) { taps.send(n) }
}

/// Shows the model's values; a timer taps 1…5 every 0.1 s.
struct Arrivals: View {
    @StateObject var model = ArrivalsModel()
    @State private var sent = 0
    let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

    var body: some View {
        Text("d\(model.delayed) t\(model.throttled.map(String.init).joined(separator: ",")) r\(model.received) a\(model.assigned)")
            .onReceive(timer) { _ in
                if sent < 5 { sent += 1; model.tap(sent) }
            }
    }
}

/// Counts a timer's ticks from a task's loop over its values, then stops after three (prefix).
struct TickLoop: View {
    @State private var ticks = 0
    let timer = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()

    var body: some View {
        Rectangle().frame(width: CGFloat(10 + ticks * 10), height: 10)
            .task {
                for await _ in timer.prefix(3).values { ticks += 1 }
                ticks += 10
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

    func testPrefixPassesTheFirstValuesThenFinishes() {
        let numbers = PassthroughSubject<Int, Never>()
        var seen: [String] = []
        let bag = numbers.prefix(2).sink(receiveCompletion: { _ in seen.append("end") }, receiveValue: { seen.append("\($0)") })
        for n in 1...4 { numbers.send(n) }
        XCTAssertEqual(seen, ["1", "2", "end"])
        _ = bag
    }

    func testATasksLoopOverATimersValuesTicksOnTheStoryboardClockAndEndsWithThePublisher() {
        let renderer = Renderer(TickLoop(), size: CGSize(width: 200, height: 40))
        func width(at t: Double) -> CGFloat? { firstShape(renderer, at: t)?.frame.width }
        XCTAssertEqual(width(at: 0.3), 20, "one tick at 0.25 s")
        XCTAssertEqual(width(at: 0.6), 30)
        XCTAssertEqual(width(at: 0.8), 140, "the third tick, then the loop's end")
    }

    func testDebounceWaitsOnTheStoryboardClock() {
        let renderer = Renderer(TypingSearch(), size: CGSize(width: 100, height: 40))
        func width(at t: Double) -> CGFloat? { firstShape(renderer, at: t)?.frame.width }
        XCTAssertEqual(width(at: 0.75), 10, "typing until 0.5 s: no search yet")
        XCTAssertEqual(width(at: 0.85), 20, "one search, 0.3 s after the last letter")
        XCTAssertEqual(width(at: 2), 20)
    }

    func testDelayThrottleReceiveOnAFutureAndAssignDeliverOnTheStoryboardClock() {
        let engine = Engine(Arrivals(), canvasSize: CGSize(width: 300, height: 40))
        XCTAssertNotNil(engine.center(ofText: "d0 t r0 a7", at: 0), "the future's value on the main queue's next turn; 3 + 4 assigned at once")
        engine.advance(to: 0.01)
        XCTAssertNotNil(engine.center(ofText: "d0 t r7 a7", at: 0.01))
        // Taps at 0.1…0.5 s: 1 passes, then the latest of each 0.3 s: 3 at 0.4 s, 5 at 0.7 s.
        engine.advance(to: 1)
        XCTAssertNotNil(engine.center(ofText: "d2 t1,3,5 r7 a7", at: 1))
    }

    func testAFutureHandsItsResultToALateSubscriberToo() {
        let future = Future<String, Never> { promise in promise(.success("done")) }
        var seen: [String] = []
        let first = future.sink { seen.append("first \($0)") }
        let late = future.sink(receiveCompletion: { _ in seen.append("late finished") }, receiveValue: { seen.append("late \($0)") })
        XCTAssertEqual(seen, ["first done", "late done", "late finished"])
        _ = (first, late)
    }

    func testTheEverydayRestPassesValuesAsCombineDoes() {
        struct Oops: Error {}
        var seen: [String] = []
        var bag: [AnyCancellable] = []
        [1, 2, 3].publisher.map { $0 * 10 }.sink { seen.append("seq \($0)") }.store(in: &bag)
        [1, 2, 3].publisher.first { $0 > 1 }.sink { seen.append("first \($0)") }.store(in: &bag)
        [1, 2].publisher.zip(["a", "b", "c"].publisher).sink { seen.append("zip \($0)\($1)") }.store(in: &bag)
        [1, 2].publisher.flatMap { n in [n, n].publisher }.sink { seen.append("flat \($0)") }.store(in: &bag)
        Just(5).setFailureType(to: Oops.self).tryMap { value -> Int in if value > 3 { throw Oops() }; return value }
            .sink(receiveCompletion: { if case .failure = $0 { seen.append("failed") } }, receiveValue: { seen.append("tried \($0)") })
            .store(in: &bag)
        Fail<Int, Oops>(error: Oops()).sink(receiveCompletion: { _ in seen.append("fail") }, receiveValue: { _ in }).store(in: &bag)
        var made = 0
        let deferred = Deferred { () -> Just<Int> in made += 1; return Just(made) }
        deferred.handleEvents(receiveOutput: { seen.append("saw \($0)") }).sink { _ in }.store(in: &bag)
        deferred.sink { seen.append("deferred \($0)") }.store(in: &bag)
        let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        outer.switchToLatest().sink { seen.append("latest \($0)") }.store(in: &bag)
        outer.send(a); a.send(1); outer.send(b); a.send(2); b.send(3)
        XCTAssertEqual(seen, ["seq 10", "seq 20", "seq 30", "first 2", "zip 1a", "zip 2b", "flat 1", "flat 1", "flat 2", "flat 2",
                              "failed", "fail", "saw 1", "deferred 2", "latest 1", "latest 3"])
    }
}
