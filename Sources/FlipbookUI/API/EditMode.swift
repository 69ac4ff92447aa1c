// EditMode.swift: edit mode, as a list enters it with EditButton. Every rendered view tree has its
// own edit mode (EditModeStore, made by the engine, read through `\.editMode`), so an EditButton
// in a toolbar and the list on the screen share it, as they do under a NavigationStack on iOS. In
// edit mode a ForEach row with `onDelete` shows a red minus before it: a tap turns it and shows a
// Delete button at the row's end, which deletes; a row with `onMove` shows a grey handle at its
// end (a recording drags no row to another place). By eye, as iOS 17 draws them.

import Observation

/// Whether views that can be edited are in edit mode.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    /// Whether the mode is one of editing.
    public var isEditing: Bool { self != .inactive }
}

/// A rendered tree's edit mode; @Observable by hand, so that a view that reads it is built again
/// when it changes.
final class EditModeStore: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private var stored = EditMode.inactive

    var mode: EditMode {
        get {
            registrar.access(self, keyPath: \.mode)
            return stored
        }
        set { registrar.withMutation(of: self, keyPath: \.mode) { stored = newValue } }
    }

    /// The mode as a binding, for `\.editMode`.
    var binding: Binding<EditMode> { Binding(get: { self.mode }, set: { self.mode = $0 }) }
}

private struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }

extension EnvironmentValues {
    /// The edit mode of the views here.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that turns edit mode on ("Edit") and off ("Done", in semibold).
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing == true
        Button {
            withAnimation { editMode?.wrappedValue = isEditing ? .inactive : .active }
        } label: {
            Text(isEditing ? "Done" : "Edit").fontWeight(isEditing ? .semibold : nil)
        }
    }
}

/// A ForEach row that can be deleted: by a swipe, or in edit mode by its minus and then Delete.
struct DeletableRow: View {
    let content: AnyView
    let delete: () -> Void
    @Environment(\.editMode) private var editMode
    @Environment(\.moveHandleReach) private var moveHandleReach
    @State private var isConfirming = false

    var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing == true
        HStack(spacing: 12) {
            if isEditing {
                Button {
                    withAnimation(.spring(response: 0.3, dampingFraction: 0.9)) { isConfirming.toggle() }
                } label: {
                    Image(systemName: "minus.circle.fill")
                        .font(.title3)
                        .foregroundStyle(Color.red)
                        .rotationEffect(.degrees(isConfirming ? -90 : 0))
                }
                .buttonStyle(.plain)
                .transition(.move(edge: .leading).combined(with: .opacity))
            }
            content.frame(maxWidth: .infinity, alignment: .leading)
            if isEditing && isConfirming {
                Button(action: delete) {
                    Text("Delete")
                        .foregroundStyle(Color.white)
                        .padding(.horizontal, 16)
                        .frame(maxHeight: .infinity)
                        .background(Color.red)
                }
                .buttonStyle(.plain)
                // Out to the cell's trailing edge (over a move handle) and over its whole height.
                .padding(.vertical, -ListMetrics.rowInsets.top)
                .padding(.trailing, -ListMetrics.rowInset - moveHandleReach)
                .transition(.move(edge: .trailing))
            }
        }
        .onChange(of: isEditing) { if !isEditing { isConfirming = false } }
        .swipeActions(edge: .trailing) { Button("Delete", role: .destructive, action: delete) }
    }
}

/// A ForEach row that can be moved: in edit mode, a grey handle at its end.
struct MovableRow: View {
    let content: AnyView
    @Environment(\.editMode) private var editMode

    static let handleWidth: CGFloat = 22
    static let spacing: CGFloat = 8

    var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing == true
        HStack(spacing: Self.spacing) {
            // Over the handle: a Delete button the row shows covers it.
            content
                .frame(maxWidth: .infinity, alignment: .leading)
                .environment(\.moveHandleReach, isEditing ? Self.handleWidth + Self.spacing : 0)
                .zIndex(1)
            if isEditing {
                Image(systemName: "line.3.horizontal")
                    .foregroundStyle(Color.secondary)
                    .frame(width: Self.handleWidth)
                    .transition(.opacity)
            }
        }
    }
}

private struct MoveHandleReachKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }

extension EnvironmentValues {
    /// How far past a row's content its move handle reaches (0: it shows none).
    var moveHandleReach: CGFloat {
        get { self[MoveHandleReachKey.self] }
        set { self[MoveHandleReachKey.self] = newValue }
    }
}
