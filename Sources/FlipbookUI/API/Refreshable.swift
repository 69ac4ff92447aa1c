// Refreshable.swift: pull to refresh, as UIRefreshControl does it on iOS. A vertical scroll view
// (a List's too) under `.refreshable` shows, above its content, the spokes of an activity
// indicator one by one as it is pulled down past its top; let go pulled 60 pt or more (what
// shows, after the rubber band), it rests 60 pt down with the indicator spinning in that gap
// while the action runs on the render clock, and springs back to the top when the action
// returns. `@Environment(\.refresh)` hands the action to views of one's own.

/// The action `.refreshable` gives the views inside.
public struct RefreshAction {
    let action: () async -> Void

    public func callAsFunction() async { await action() }
}

extension View {
    /// Lets a person pull the scroll views inside to refresh them, running `action`.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        environmentChange { $0.refresh = RefreshAction(action: action) }
    }
}

private struct RefreshKey: EnvironmentKey { static var defaultValue: RefreshAction? { nil } }

extension EnvironmentValues {
    /// The refresh action of the `.refreshable` around (nil: none).
    public internal(set) var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}

/// What shows in the gap a pull opens above a refreshable scroll view's content: the spokes
/// drawn so far while pulling, the spinner while refreshing.
struct RefreshIndicator: View {
    /// How far the content is pulled down (points shown).
    let pull: CGFloat
    let isRefreshing: Bool

    /// The gap the indicator sits in while refreshing, and the pull that starts a refresh.
    static let height: CGFloat = 60

    var body: some View {
        Group {
            if isRefreshing {
                ProgressView()
            } else {
                SpinnerSpokes(turns: 0, color: .secondary, side: 20,
                              shown: Int((pull / Self.height * CGFloat(SpinnerSpokes.spokes)).rounded(.down)))
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: Self.height)
    }
}
