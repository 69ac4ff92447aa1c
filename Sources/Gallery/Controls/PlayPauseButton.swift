// button.play-pause — seed 004. The seed leaves out `shift`, `barWidthFraction` and the CGPoint
// operators; they are filled in from the tutorial's original source (barWidthFraction = 11/34,
// shown in a 128×128 frame tinted green).
import FlipbookUI

struct PlayButton: View {
    @State private var isPlaying = false

    var action: () -> Void

    var body: some View {
        PlayPauseShape(isPlaying: isPlaying)
            .accessibility(label: isPlaying ? Text("Pause") : Text("Play"))
            .accessibility(addTraits: .isButton)
            .accessibilityAction { self.performTap() }
            .animation(.easeInOut(duration: 0.3))
            .contentShape(Rectangle())
            .onTapGesture { self.performTap() }
    }

    private func performTap() {
        isPlaying.toggle()
        action()
    }
}

private struct PlayPauseShape: Shape {
    private var shift: CGFloat
    private let barWidthFraction = CGFloat(11.0 / 34.0)

    var animatableData: CGFloat {
        get { shift }
        set { shift = newValue }
    }

    init(isPlaying: Bool) {
        shift = isPlaying ? 1 : 0
    }

    private func pathPoints(width: CGFloat, height: CGFloat) -> [[CGPoint]] {
        var points: [[CGPoint]] = [[]]
        var left: [CGPoint] = []
        var right: [CGPoint] = []
        let pauseBarWidth = width * barWidthFraction
        let m = (height * 0.5) / width              // slope of the play triangle's top edge
        let centerY = (width * 0.5 * m) - (height * 0.5)

        let leftPauseTopLeft = CGPoint(x: ((width * 0.5) - pauseBarWidth) * 0.5, y: 0.0)
        let leftPlayTopLeft = CGPoint.zero
        left.append(leftPlayTopLeft + ((leftPauseTopLeft - leftPlayTopLeft) * shift))

        let leftPauseTopRight = CGPoint(x: leftPauseTopLeft.x + pauseBarWidth, y: 0.0)
        let leftPlayTopRight = CGPoint(x: width * 0.5, y: -centerY)
        left.append(leftPlayTopRight - ((leftPlayTopRight - leftPauseTopRight) * shift))

        let leftPauseBottomRight = CGPoint(x: leftPauseTopRight.x, y: height)
        let leftPlayBottomRight = CGPoint(x: width * 0.5, y: height + centerY)
        left.append(leftPlayBottomRight - ((leftPlayBottomRight - leftPauseBottomRight) * shift))

        let leftPauseBottomLeft = CGPoint(x: (width * 0.5 - pauseBarWidth) * 0.5, y: height)
        let leftPlayBottomLeft = CGPoint(x: 0.0, y: height)
        left.append(leftPlayBottomLeft - ((leftPlayBottomLeft - leftPauseBottomLeft) * shift))
        points.append(left)

        let rightPauseTopLeft = CGPoint(x: leftPauseTopLeft.x + width * 0.5, y: leftPauseTopLeft.y)
        let rightPlayTopLeft = CGPoint(x: width * 0.5, y: -centerY)
        right.append(rightPlayTopLeft - ((rightPlayTopLeft - rightPauseTopLeft) * shift))

        let rightPauseTopRight = CGPoint(x: rightPauseTopLeft.x + pauseBarWidth, y: rightPauseTopLeft.y)
        let rightPlayTopRight = CGPoint(x: width, y: height * 0.5)
        right.append(rightPlayTopRight - ((rightPlayTopRight - rightPauseTopRight) * shift))

        let rightPauseBottomRight = CGPoint(x: rightPauseTopRight.x, y: height)
        let rightPlayBottomRight = rightPlayTopRight
        right.append(rightPlayBottomRight - ((rightPlayBottomRight - rightPauseBottomRight) * shift))

        let rightPauseBottomLeft = CGPoint(x: rightPauseTopLeft.x, y: height)
        let rightPlayBottomLeft = CGPoint(x: rightPlayTopLeft.x, y: height + centerY)
        right.append(rightPlayBottomLeft - ((rightPlayBottomLeft - rightPauseBottomLeft) * shift))
        points.append(right)

        return points
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        for points in pathPoints(width: rect.size.width, height: rect.size.height) {
            guard let startPoint = points.first else { continue }
            path.move(to: startPoint)
            for point in points.dropFirst() {
                path.addLine(to: point)
            }
            path.closeSubpath()
        }
        return path
    }
}

private extension CGPoint {
    static func * (left: CGPoint, scalar: CGFloat) -> CGPoint { CGPoint(x: left.x * scalar, y: left.y * scalar) }
    static func + (left: CGPoint, right: CGPoint) -> CGPoint { CGPoint(x: left.x + right.x, y: left.y + right.y) }
    static func - (left: CGPoint, right: CGPoint) -> CGPoint { CGPoint(x: left.x - right.x, y: left.y - right.y) }
}

struct PlayButtonDemo: View {
    var body: some View {
        PlayButton { }
            .frame(width: 128, height: 128)
            .foregroundColor(.green)
    }
}
