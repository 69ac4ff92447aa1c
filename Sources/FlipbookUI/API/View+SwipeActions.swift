// View+SwipeActions.swift: `.swipeActions` on a list row, as iOS draws it, by eye. At rest the
// actions are hidden. A horizontal drag towards the row's other side slides the row's content
// with the touch and reveals the actions behind it at the edge, reaching the cell's edge and
// filling its height, the first outermost: each a 74 pt button (its share of what is revealed
// while dragging) in its tint (red for a destructive one, grey otherwise), its label white, a
// Label's icon alone. Let go past half the buttons' width, the row springs open with them
// shown; short of it, it springs shut. A button runs its action and closes the row. A full
// swipe opens the row as far as its buttons; it does not run the first action. Of two sets on
// one row (both edges), a drag to the left opens the trailing one and a drag to the right the
// leading one: a closed row's swipe takes only a drag towards its actions. A drag mostly up or
// down is left to the list, which scrolls.

extension View {
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        modifier(SwipeActionsModifier(edge: edge, actions: PresentedActions(AnyView(content()))))
    }
}

/// The row's content, slid by the drag, over the actions it reveals.
struct SwipeActionsModifier: ViewModifier {
    let edge: HorizontalEdge
    let actions: PresentedActions
    @State private var offset: CGFloat = 0
    @Environment(\.listRowCellInsets) private var cellInsets

    static let buttonWidth: CGFloat = 74
    static let spring = Animation.spring(response: 0.35, dampingFraction: 0.85)

    /// +1 when the actions are on the trailing edge (revealed by a drag to the left).
    private var side: CGFloat { edge == .trailing ? 1 : -1 }
    private var openWidth: CGFloat { CGFloat(actions.all.count) * Self.buttonWidth }

    func body(content: Content) -> some View {
        let close = { withAnimation(Self.spring) { offset = 0 } }
        content
            // The row's size, as the list proposes its content (leading), so that a row whose
            // content is smaller (a short Text) slides whole and reveals its actions at the
            // cell's edge, not beside the text, over the cell's whole height.
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
            // The whole cell takes the swipe, its insets too, not only where the row draws: a
            // swipe starts at the cell's edge.
            .contentShape(ListCellShape(insets: cellInsets))
            .offset(x: offset)
            .background(alignment: edge == .trailing ? .trailing : .leading) {
                HStack(spacing: 0) {
                    // The first action is the outermost: at the very edge.
                    let order = edge == .trailing ? Array(actions.all.indices.reversed()) : Array(actions.all.indices)
                    ForEach(order, id: \.self) { index in
                        actions.all[index].view
                            .buttonStyle(SwipeActionButtonStyle())
                            .labelStyle(.iconOnly)
                    }
                }
                .frame(width: abs(offset))
                .clipped()
                // From the row's content out to the cell's edge and over its whole height.
                .padding(EdgeInsets(top: -cellInsets.top, leading: 0, bottom: -cellInsets.bottom, trailing: 0))
                .offset(x: edge == .trailing ? cellInsets.trailing : -cellInsets.leading)
                .opacity(offset == 0 ? 0 : 1)
                .environment(\.dismissesPresentation, close)
                // The actions' titles are not the row's text, under which its hairline starts.
                .environment(\.marksListRowText, false)
            }
            // Horizontal drags only: a vertical one scrolls the list. Closed, only a drag towards
            // the actions, so that the other edge's set, if any, takes the other way.
            .gesture(DragGesture(minimumDistance: 10, along: .horizontal,
                                 sign: offset != 0 ? nil : side > 0 ? .minus : .plus)
                .onChanged { value in
                    // Only towards the actions; the row never slides the other way.
                    offset = side > 0 ? min(0, value.translation.width) : max(0, value.translation.width)
                }
                .onEnded { value in
                    let revealed = abs(side > 0 ? min(0, value.translation.width) : max(0, value.translation.width))
                    withAnimation(Self.spring) { offset = revealed > openWidth / 2 ? -side * openWidth : 0 }
                })
    }
}

/// A swipe action: its label white on its tint, filling its share of the revealed edge.
private struct SwipeActionButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        SwipeActionFace(configuration: configuration)
    }
}

private struct SwipeActionFace: View {
    let configuration: ButtonStyleConfiguration
    @Environment(\.tint) private var tint

    var body: some View {
        configuration.label
            .font(.body)
            .foregroundStyle(Color.white)
            .lineLimit(1)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(tint ?? (configuration.role == .destructive ? Color.red : Color(light: (142, 142, 147), dark: (99, 99, 102))))
            .contentShape(Rectangle())
    }
}
