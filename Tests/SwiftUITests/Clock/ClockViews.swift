// ClockViews.swift: views whose code runs on the render clock (asyncAfter, Timer, Task.sleep,
// a timer publisher, onAppear), written as SwiftUI code is: this file imports SwiftUI alone (a
// file that also imports Foundation, as XCTest does, sees Foundation's Timer beside SwiftUI's).

import SwiftUI

struct Staggered: View {
    @State var shown = [false, false, false]
    var body: some View {
        HStack(spacing: 4) {
            ForEach(0..<3) { i in
                Rectangle().frame(width: 10, height: shown[i] ? 30 : 10)
            }
        }
        .onAppear {
            for i in 0..<3 {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.2 * Double(i + 1)) {
                    withAnimation(.linear(duration: 0.1)) { shown[i] = true }
                }
            }
        }
    }
}

struct Countdown: View {
    @State var remaining = 3
    var body: some View {
        Rectangle().frame(width: CGFloat(10 * remaining + 1), height: 10)
            .onAppear {
                Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in
                    remaining -= 1
                    if remaining == 0 { timer.invalidate() }
                }
            }
    }
}

struct Sleeper: View {
    @State var done = false
    var body: some View {
        Rectangle().frame(width: done ? 40 : 20, height: 10)
            .task {
                try? await Task.sleep(nanoseconds: 700_000_000)
                done = true
            }
    }
}

/// Counts a tick every 0.4 s, from a task that sleeps in a loop.
struct SleepingCounter: View {
    @State var ticks = 0
    var body: some View {
        Rectangle().frame(width: CGFloat(10 + ticks), height: 10)
            .task {
                while true {
                    try? await Task.sleep(for: .seconds(0.4))
                    ticks += 1
                }
            }
    }
}

struct Ticker: View {
    @State var ticks = 0
    let timer = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()
    var body: some View {
        Rectangle().frame(width: CGFloat(10 + ticks), height: 10)
            .onReceive(timer) { _ in ticks += 1 }
    }
}

struct Spinner: View {
    @State var angle = 0.0
    var body: some View {
        Rectangle().frame(width: 20, height: 20).rotationEffect(.degrees(angle))
            .onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { angle = 360 } }
    }
}

/// A stopwatch counting tenths with a timer publisher made with each value of the view, as
/// tutorials keep one in a property.
struct TenthsStopwatch: View {
    @State private var tenths = 0
    @State private var isRunning = false
    private let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()
    var body: some View {
        VStack {
            Text("\(tenths)")
            Button(isRunning ? "Stop" : "Start") { isRunning.toggle() }
        }
        .onReceive(timer) { _ in if isRunning { tenths += 1 } }
    }
}

/// The stopwatch beside a clock face that ticks every second, whose ticks make the parent build
/// a new stopwatch value.
struct StopwatchUnderAParent: View {
    var body: some View {
        VStack {
            TimelineView(.periodic(from: .now, by: 1)) { _ in Text("Lap") }
            TenthsStopwatch()
        }
    }
}

/// A main-actor view model that steps its progress in a task, written as view models are: the
/// task's closure uses `self` implicitly and runs on the main actor, as the standard library's.
@MainActor
final class SteppingLoader: ObservableObject {
    @Published var progress = 0.0

    func start() {
        Task {
            for _ in 0..<4 {
                try? await Task.sleep(for: .seconds(0.25))
                progress += 0.25
            }
        }
    }
}

struct SteppingBar: View {
    @StateObject private var loader = SteppingLoader()

    var body: some View {
        Rectangle().frame(width: 1 + 40 * loader.progress, height: 20)
            .onAppear { loader.start() }
    }
}

/// A model that loads as it is made: its `init` starts the task, before any view appears.
@MainActor @Observable
final class LoadingModel {
    var isLoading = true

    init() {
        Task {
            try? await Task.sleep(for: .seconds(1))
            isLoading = false
        }
    }
}

struct LoadingPanel: View {
    @State private var model = LoadingModel()

    var body: some View {
        Rectangle().frame(width: model.isLoading ? 10 : 30, height: 10)
    }
}
