// LazyGridLayout.swift: LazyVGrid's columns and LazyHGrid's rows ("tracks"), sized by SwiftUI's
// rule as the objc.io and fatbobman re-implementations measured it: fixed items take their
// size; what is left after them and every spacing is shared by the other items in order, each
// offered an equal part of what remains: a flexible item takes its part clamped to its bounds,
// an adaptive item fits as many tracks of its minimum (plus its spacing) as its part holds, at
// least one, and splits the part between them (each at most its maximum). The grid is as wide
// as its tracks; placed in that width it sizes the tracks again, so a grid whose minimums
// overflow the proposal lays out a second time in the wider size, as SwiftUI's does. Views fill
// the tracks in order, line after line; each line is as deep as its deepest view (proposed the
// track's size and nothing along the flow), lines are `spacing` apart (8 pt by default), and a
// view sits in its cell by its item's alignment (default: the grid's alignment across the
// tracks, centred along them).
// Approximation: with no size proposed across the tracks, flexible items take their minimum and
// adaptive items one track of their minimum.

struct LazyGridLayout {
    /// The axis the tracks are laid side by side along (horizontal: LazyVGrid's columns).
    let axis: Axis
    let items: [GridItem]
    /// The grid's alignment across the tracks.
    let alignment: AlignmentKey
    /// Between lines.
    let spacing: CGFloat?

    /// The most tracks one adaptive item makes: a guard against a minimum near zero (a
    /// million invisible columns), not a layout rule.
    static let trackLimit: CGFloat = 4096

    /// One track: its extent, the gap after it, and the item it belongs to.
    struct Track { var length: CGFloat; var gap: CGFloat; var item: Int }

    /// The tracks for `available` length along the axis (nil: unbounded).
    func tracks(_ available: CGFloat?) -> [Track] {
        let gaps = items.map { $0.spacing ?? LayoutEngine.defaultSpacing }
        var remaining = (available ?? 0) - zip(items, gaps).dropLast().reduce(0) { $0 + $1.1 }
        for item in items { if case .fixed(let length) = item.size { remaining -= length } }
        var left = items.filter { if case .fixed = $0.size { return false } else { return true } }.count
        var tracks: [Track] = []
        for (index, (item, gap)) in zip(items, gaps).enumerated() {
            switch item.size {
            case .fixed(let length):
                tracks.append(Track(length: length, gap: gap, item: index))
            case .flexible(let minimum, let maximum):
                let length = available == nil ? minimum : max(minimum, min(maximum, remaining / CGFloat(left)))
                tracks.append(Track(length: length, gap: gap, item: index))
                remaining -= length
                left -= 1
            case .adaptive(let minimum, let maximum):
                let share = available == nil ? minimum : remaining / CGFloat(left)
                let fit = ((share + gap) / (minimum + gap)).rounded(.down)
                // An unbounded share (a stack probing the grid's largest size) makes one track.
                let count = share.isInfinite || fit.isNaN ? 1 : Int(max(1, min(fit, LazyGridLayout.trackLimit)))
                let length = min(maximum, max(0, (share - gap * CGFloat(count - 1)) / CGFloat(count)))
                tracks += Array(repeating: Track(length: length, gap: gap, item: index), count: count)
                remaining -= length * CGFloat(count) + gap * CGFloat(count - 1)
                left -= 1
            }
        }
        return tracks
    }

    private func along(_ s: CGSize) -> CGFloat { axis == .horizontal ? s.width : s.height }
    private func across(_ s: CGSize) -> CGFloat { axis == .horizontal ? s.height : s.width }

    /// What the grid works out for a length along the axis: the tracks, each view's size and
    /// line, and the lines' depths.
    private struct Arrangement {
        var tracks: [Track]
        var sizes: [CGSize]
        var depths: [CGFloat]
    }

    private func arrange(_ available: CGFloat?, _ children: LayoutChildren) -> Arrangement {
        let tracks = self.tracks(available)
        guard !tracks.isEmpty else { return Arrangement(tracks: [], sizes: children.map { _ in .zero }, depths: []) }
        var sizes: [CGSize] = [], depths: [CGFloat] = []
        for (i, child) in children.enumerated() {
            let track = tracks[i % tracks.count]
            let size = child.sizeThatFits(axis == .horizontal ? ProposedViewSize(width: track.length, height: nil)
                                                             : ProposedViewSize(width: nil, height: track.length))
            sizes.append(size)
            if i % tracks.count == 0 { depths.append(0) }
            depths[depths.count - 1] = max(depths[depths.count - 1], across(size))
        }
        return Arrangement(tracks: tracks, sizes: sizes, depths: depths)
    }

    private var lineSpacing: CGFloat { spacing ?? LayoutEngine.defaultSpacing }

    func size(_ p: ProposedViewSize, _ children: LayoutChildren) -> CGSize {
        let a = arrange(axis == .horizontal ? p.width : p.height, children)
        let length = a.tracks.reduce(0) { $0 + $1.length + $1.gap } - (a.tracks.last?.gap ?? 0)
        let depth = a.depths.reduce(0, +) + lineSpacing * CGFloat(max(0, a.depths.count - 1))
        return axis == .horizontal ? CGSize(width: length, height: depth) : CGSize(width: depth, height: length)
    }

    func place(in frame: CGRect, _ children: LayoutChildren) -> [CGRect] {
        let a = arrange(along(frame.size), children)
        guard !a.tracks.isEmpty else { return children.map { _ in CGRect(origin: frame.origin, size: .zero) } }
        var starts: [CGFloat] = [], position: CGFloat = 0
        for track in a.tracks { starts.append(position); position += track.length + track.gap }
        var lineStart: CGFloat = 0
        var frames: [CGRect] = []
        for (i, child) in children.enumerated() {
            let t = i % a.tracks.count, line = i / a.tracks.count
            if t == 0 && line > 0 { lineStart += a.depths[line - 1] + lineSpacing }
            let cell = axis == .horizontal
                ? CGRect(x: frame.minX + starts[t], y: frame.minY + lineStart, width: a.tracks[t].length, height: a.depths[line])
                : CGRect(x: frame.minX + lineStart, y: frame.minY + starts[t], width: a.depths[line], height: a.tracks[t].length)
            frames.append(LayoutEngine.aligned(child, a.sizes[i], in: cell, cellAlignment(a.tracks[t])))
        }
        return frames
    }

    /// The alignment of the views in a track: its item's, else the grid's across the tracks.
    private func cellAlignment(_ track: Track) -> Alignment {
        if let alignment = items[track.item].alignment { return alignment }
        return axis == .horizontal ? Alignment(horizontal: HorizontalAlignment(key: alignment), vertical: .center)
                                   : Alignment(horizontal: .center, vertical: VerticalAlignment(key: alignment))
    }
}
