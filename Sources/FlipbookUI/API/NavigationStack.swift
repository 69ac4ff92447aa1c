// NavigationStack.swift: NavigationStack (and the older NavigationView), NavigationPath and
// NavigationLink. The stack shows its root, and on top of it each view pushed: by a link with a
// destination, by a link with a value (drawn by the `.navigationDestination(for:)` of its type),
// by a path bound with `path:`, or by `.navigationDestination(isPresented:)`. Each screen has
// its bar (Graph/Primitives/NavigationStack+Build.swift draws them); a push slides the new
// screen in from the trailing edge over the old one, which drifts a third of the way out, and
// the back button, or a shorter path, slides it away again.

/// A stack of screens with a navigation bar, its root at the bottom.
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    /// The bound path, type-erased (nil: the stack keeps its own).
    let path: NavigationPathAccess?

    public var body: Never { fatalError("NavigationStack is primitive") }
}

extension NavigationStack where Data == NavigationPath {
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = NavigationPathAccess(
            values: { path.wrappedValue.elements },
            append: { path.wrappedValue.append($0); return true },
            removeLast: { if !path.wrappedValue.isEmpty { path.wrappedValue.removeLast() } })
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
                                Data.Element: Hashable {
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = NavigationPathAccess(
            values: { path.wrappedValue.map { AnyHashable($0) } },
            append: { value in
                guard let typed = value.base as? Data.Element else { return false }
                path.wrappedValue.append(typed)
                return true
            },
            removeLast: { if !path.wrappedValue.isEmpty { path.wrappedValue.removeLast() } })
    }
}

/// The stack of iOS 13 to 15, a NavigationStack on iPhone.
public struct NavigationView<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { NavigationStack { content } }
}

extension View {
    /// How a NavigationView shows its columns; on iPhone, always as a stack.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}

public protocol NavigationViewStyle {}
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { .init() } }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: DefaultNavigationViewStyle { .init() } }

/// A path of values of any hashable types, each pushed as a screen.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable] = []

    public init() {}
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(Swift.min(k, elements.count)) }
}

/// A bound path as the stack reads and changes it.
struct NavigationPathAccess {
    let values: () -> [AnyHashable]
    /// Appends a value; false when the path cannot hold its type.
    let append: (AnyHashable) -> Bool
    let removeLast: () -> Void
}

/// A button that pushes a screen onto the navigation stack around it. In a list row its label
/// is followed by the row's badge and a chevron, as iOS draws such rows.
public struct NavigationLink<Label: View, Destination: View>: View, DrawsListRowBadge, ListRowButton {
    let label: Label
    let target: NavigationTarget
    @Environment(\.navigator) private var navigator
    @Environment(\.isInListRow) private var isInListRow
    @Environment(\.listRowBadge) private var badge
    @Environment(\.listSelection) private var listSelection
    @Environment(\.splitColumnAdvance) private var splitColumnAdvance

    /// In a split view's column, a link with a value in a list bound to a selection selects the
    /// value and shows the next column; any other link pushes its screen.
    private func follow() {
        if case .value(let value?) = target, let listSelection, let splitColumnAdvance {
            listSelection.select(value)
            splitColumnAdvance.show()
        } else {
            navigator?.push(target)
        }
    }

    public var body: some View {
        if isInListRow {
            Button { follow() } label: {
                HStack(spacing: 0) {
                    label
                    // A label that fills the row (a picker's trailing value) keeps a gap too.
                    Spacer(minLength: 8)
                    if let badge {
                        badge.foregroundStyle(.secondary).padding(.trailing, 8)
                    }
                    Image(systemName: "chevron.right")
                        .font(.footnote.weight(.semibold))
                        .foregroundStyle(.tertiary)
                }
                .contentShape(Rectangle())
                .modifier(ListRowButtonArea())
            }
            .buttonStyle(.plain)
        } else {
            Button { follow() } label: { label }
        }
    }
}

/// What a link pushes: a view, or a value for the destination of its type.
enum NavigationTarget {
    case view(AnyView)
    case value(AnyHashable?)
}

extension NavigationLink {
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(AnyView(destination()))
    }

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(AnyView(destination))
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination, label: { Text(title) })
    }

    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination, label: { Text(titleKey) })
    }
}

extension NavigationLink where Destination == Never {
    /// A link to the value's screen, drawn by the `.navigationDestination(for:)` of its type (a
    /// nil value: a link that pushes nothing).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .value(value.map { AnyHashable($0) })
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value, label: { Text(title) })
    }
}

/// How the links of one screen push and its back button pops.
struct Navigator {
    let push: (NavigationTarget) -> Void
    let pop: () -> Void
}

private struct NavigatorKey: EnvironmentKey { static var defaultValue: Navigator? { nil } }
private struct IsInListRowKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// The navigation stack of the screen around (nil: none; a link there pushes nothing).
    var navigator: Navigator? {
        get { self[NavigatorKey.self] }
        set { self[NavigatorKey.self] = newValue }
    }
    /// Inside a row of a List or Form.
    var isInListRow: Bool {
        get { self[IsInListRowKey.self] }
        set { self[IsInListRowKey.self] = newValue }
    }
}

extension NavigationLink: LeadsWithIcon {
    var leadsWithIcon: Bool { (label as? any LeadsWithIcon)?.leadsWithIcon ?? false }
}
