// GestureModifier.swift: `.gesture`, `.simultaneousGesture`, `.highPriorityGesture` (and
// everything built on them): wraps the content in a GestureKind whose recognizer is made when a
// touch comes down, with the view's tap history (kept in its node, so a double tap spans two
// touches) and whether the environment lets it take touches.

/// Attaches a gesture to the content.
struct GestureModifier<G: Gesture>: ViewModifier, PrimitiveModifier {
    let gesture: G
    let priority: GestureCandidate.Priority
    let mask: GestureMask

    func body(content: Content) -> Never { fatalError("primitive") }

    func makeElements(content: any View, node: ViewNode, context: BuildContext) -> [Element] {
        let history = (node.storage[StorageSlot.gesture] as? TapHistory) ?? TapHistory()
        node.storage[StorageSlot.gesture] = history
        let gesture = self.gesture
        let kind = GestureKind(priority: priority, isEnabled: context.environment.isEnabled, mask: mask) { local, date in
            GestureRecognizers.make(gesture, in: GestureContext(local: local, tapHistory: history, date: date))
        }
        return wrapEach(content, node: node, context: context) { context.element($0, kind, children: [$1]) }
    }
}
