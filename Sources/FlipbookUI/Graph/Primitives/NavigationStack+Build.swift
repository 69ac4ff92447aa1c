// NavigationStack+Build.swift: how a NavigationStack becomes elements. The screens are built
// one by one, root first: each screen's content, then, from what its views told the stack
// (ScreenTraits), its bar; the destinations a screen registers resolve the values pushed above
// it. The screens stand in a ZStack, each identified by its push, so a push is an insertion
// (from the trailing edge) and a pop a removal (back to it), each with the push's own
// animation; the screens under the top drift a third of their width out, and take no touches.

extension NavigationStack: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        NavigationStackBuild(root: AnyView(root), path: path, node: node, context: context).elements()
    }
}

/// One screen pushed onto a stack that keeps its own path, or onto a bound one.
struct NavigationEntry {
    enum Content {
        case view(AnyView)
        case value(AnyHashable)
        case presented(Binding<Bool>, AnyView)
    }
    let content: Content
    /// Told apart from every other push of the stack: the screen's identity.
    let serial: Int
}

/// What a stack remembers between evaluations: the screens pushed that no bound path holds.
final class NavigationMemory {
    let pushed: StateStorage<[NavigationEntry]>
    private var serials = 0
    /// The serials given to the values of the bound path, by position and value.
    private var pathSerials: [PathKey: Int] = [:]

    private struct PathKey: Hashable {
        let position: Int
        let value: AnyHashable
    }

    init(graph: ViewGraph) { pushed = StateStorage([], graph: graph) }

    static func of(_ node: ViewNode) -> NavigationMemory {
        if let memory = node.storage[StorageSlot.navigation] as? NavigationMemory { return memory }
        let memory = NavigationMemory(graph: node.graph)
        node.storage[StorageSlot.navigation] = memory
        return memory
    }

    func nextSerial() -> Int {
        serials += 1
        return serials
    }

    /// The serial of the value at `position` of the bound path: the same while it stays there.
    func serial(ofPathValue value: AnyHashable, at position: Int) -> Int {
        let key = PathKey(position: position, value: value)
        if let known = pathSerials[key] { return known }
        let serial = nextSerial()
        pathSerials[key] = serial
        return serial
    }
}

/// The push and pop of iOS's navigation controller, by eye: a critically damped spring.
let navigationPushAnimation = Animation.spring(duration: 0.35, bounce: 0)

/// One evaluation of a NavigationStack.
struct NavigationStackBuild {
    let root: AnyView
    let path: NavigationPathAccess?
    let node: ViewNode
    let context: BuildContext

    /// A screen as built: its identity, content elements, what they told the stack, and how
    /// its links push and its back button pops.
    private struct Screen {
        let key: AnyHashable
        let elements: [Element]
        let traits: ScreenTraits
        let navigator: Navigator
    }

    func elements() -> [Element] {
        let memory = NavigationMemory.of(node)
        let pathValues = path?.values() ?? []
        var entries = pathValues.enumerated().map { position, value in
            NavigationEntry(content: .value(value), serial: memory.serial(ofPathValue: value, at: position))
        } + memory.pushed.value
        var screens: [Screen] = []
        var destinations: [(AnyHashable) -> AnyView?] = []
        var view: AnyView? = root
        while let shown = view {
            let depth = screens.count
            let key = depth == 0 ? AnyHashable("root") : AnyHashable(entries[depth - 1].serial)
            let screenNode = node.child(.id(key), for: NavigationStackBuild.self)
            let navigator = Navigator(push: { push($0, memory: memory) }, pop: { pop(entries: entries, memory: memory) })
            let content = context.with { environment in
                environment.navigator = navigator
                // `@Environment(\.dismiss)` in a pushed screen pops it.
                if depth > 0 {
                    environment.dismiss = DismissAction(action: navigator.pop)
                    environment.isPresented = true
                }
            }.build(shown, at: .slot("content"), of: screenNode)
            let traits = ScreenTraits(content)
            destinations += traits.destinations
            if depth == entries.count, let presented = traits.presented.first(where: { $0.isPresented.wrappedValue }) {
                entries.append(NavigationEntry(content: .presented(presented.isPresented, presented.destination),
                                               serial: memory.serial(ofPathValue: AnyHashable("presented"), at: -1 - depth)))
            }
            screens.append(Screen(key: key, elements: content, traits: traits, navigator: navigator))
            view = depth < entries.count ? resolve(entries[depth], destinations: destinations) : nil
        }
        return context.build(stack(of: screens).element(NavigationStackBoundary()), at: .slot("stack"), of: node)
    }

    /// The view an entry shows; nil for a value no destination takes (it and what is above it
    /// are not shown, as SwiftUI shows nothing for it).
    private func resolve(_ entry: NavigationEntry, destinations: [(AnyHashable) -> AnyView?]) -> AnyView? {
        switch entry.content {
        case .view(let view), .presented(_, let view): return view
        case .value(let value):
            for destination in destinations {
                if let view = destination(value) { return view }
            }
            return nil
        }
    }

    private func push(_ target: NavigationTarget, memory: NavigationMemory) {
        switch target {
        case .view(let view):
            memory.pushed.value.append(NavigationEntry(content: .view(view), serial: memory.nextSerial()))
        case .value(let value?):
            if let path, memory.pushed.value.isEmpty, path.append(value) { return }
            memory.pushed.value.append(NavigationEntry(content: .value(value), serial: memory.nextSerial()))
        case .value(nil):
            return
        }
    }

    /// Pops the top screen: a flag's screen clears its flag, else what the stack pushed itself
    /// goes first, then the bound path's last value.
    private func pop(entries: [NavigationEntry], memory: NavigationMemory) {
        if case .presented(let isPresented, _)? = entries.last?.content {
            isPresented.wrappedValue = false
        } else if !memory.pushed.value.isEmpty {
            memory.pushed.value.removeLast()
        } else {
            path?.removeLast()
        }
    }

    /// A screen ready to stack.
    private struct StackedScreen {
        let key: AnyHashable
        let depth: Int
        let navigator: Navigator
        let view: NavigationScreen
    }

    /// The screens, each with its bar, stacked with the push's motion.
    private func stack(of screens: [Screen]) -> some View {
        let top = screens.count - 1
        let built = screens.enumerated().map { depth, screen in
            StackedScreen(key: screen.key, depth: depth, navigator: screen.navigator,
                          view: NavigationScreen(content: PrebuiltElements(elements: screen.elements), traits: screen.traits,
                                                 backTitle: depth > 0 ? screens[depth - 1].traits.title : nil,
                                                 isRoot: depth == 0))
        }
        return ZStack {
            ForEach(built, id: \.key) { screen in
                // The bar's back button and toolbar links push and pop from this screen.
                screen.view
                    .environment(\.navigator, screen.navigator)
                    .visualEffect { content, proxy in content.offset(x: screen.depth < top ? -proxy.size.width / 3 : 0) }
                    .animation(navigationPushAnimation, value: top)
                    .allowsHitTesting(screen.depth == top)
                    .transition(.move(edge: .trailing).animation(navigationPushAnimation))
                    .zIndex(Double(screen.depth))
            }
        }
        .clipped()
    }
}

/// Elements already built, put back in a view tree.
struct PrebuiltElements: View, PrimitiveView {
    let elements: [Element]
    var body: Never { fatalError("primitive") }
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] { elements }
}
