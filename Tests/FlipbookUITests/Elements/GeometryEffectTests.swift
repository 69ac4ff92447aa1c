// GeometryEffectTests.swift: a user's GeometryEffect moves its content's drawing by the transform
// its effectValue gives for the animatable data at the presented value (the shake everyday PIN
// pads write), about the frame's top-left; layout is unchanged; ProjectionTransform's algebra.

import XCTest
@testable import FlipbookUI
@testable import Raster

private struct Shake: GeometryEffect {
    var amount: CGFloat = 10
    var shakesPerUnit = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
    }
}

private struct ShakingDot: View {
    @State var attempts = 0
    var body: some View {
        Circle().frame(width: 40, height: 40)
            .modifier(Shake(animatableData: CGFloat(attempts)))
            .onTapGesture { withAnimation(.linear(duration: 0.6)) { attempts += 1 } }
    }
}

final class GeometryEffectTests: XCTestCase {
    private func effect(_ host: Engine, at t: Double) -> (GeometryEffectKind, CGRect)? {
        var found: (GeometryEffectKind, CGRect)?
        host.presentedTree(at: t).forEach { p in
            if found == nil, let kind = p.kind as? GeometryEffectKind { found = (kind, p.frame) }
        }
        return found
    }

    func testTheShakeOffsetIsTheEffectValueOfThePresentedData() throws {
        let host = Engine(ShakingDot(), canvasSize: CGSize(width: 100, height: 100))
        host.tap(at: CGPoint(x: 50, y: 50), time: 0)
        for t in [0.1, 0.25, 0.5] {
            let (kind, frame) = try XCTUnwrap(effect(host, at: t))
            // Linear over 0.6 s: the data is t / 0.6, the offset 10 · sin(3π · t / 0.6).
            let expected = 10 * sin(3 * Double.pi * t / 0.6)
            let map = try XCTUnwrap(kind.childTransform(in: frame))
            let moved = map.apply(Point(Double(frame.midX), Double(frame.midY)))
            // Within the 2⁻²⁰ to which SwiftUI (and so Flipbook) rounds a curve's progress, × 30π.
            XCTAssertEqual(moved.x - Double(frame.midX), expected, accuracy: 1e-4, "at t = \(t)")
            XCTAssertEqual(moved.y, Double(frame.midY), accuracy: 1e-9)
            XCTAssertEqual(frame, CGRect(x: 30, y: 30, width: 40, height: 40), "layout is unchanged")
        }
        // At rest (data 1): sin(3π) ≈ 0, no visible offset.
        let (rest, restFrame) = try XCTUnwrap(effect(host, at: 1))
        let p = rest.childTransform(in: restFrame)?.apply(Point(50, 50)) ?? Point(50, 50)
        XCTAssertEqual(p.x, 50, accuracy: 1e-9)
    }

    func testAProjectionIsAppliedAboutTheFramesTopLeft() throws {
        struct Squash: GeometryEffect {
            var animatableData: CGFloat = 0
            func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(CGAffineTransform(scaleX: 0.5, y: 1)) }
        }
        let kind = GeometryEffectKind(effect: Squash())
        let map = try XCTUnwrap(kind.childTransform(in: CGRect(x: 20, y: 10, width: 40, height: 40)))
        XCTAssertEqual(map.apply(Point(20, 10)).x, 20, accuracy: 1e-12)
        XCTAssertEqual(map.apply(Point(60, 10)).x, 40, accuracy: 1e-12)
    }

    func testProjectionTransformAlgebra() {
        var m = ProjectionTransform(CGAffineTransform(translationX: 3, y: 4).scaledBy(x: 2, y: 2))
        XCTAssertTrue(m.isAffine)
        let original = m
        XCTAssertTrue(m.invert())
        XCTAssertTrue(original.concatenating(m).isIdentity || {
            let p = CGPoint(x: 7, y: -2).applying(original).applying(m)
            return abs(p.x - 7) < 1e-12 && abs(p.y + 2) < 1e-12
        }())
        var singular = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        XCTAssertFalse(singular.invert(), "no inverse: unchanged")
        XCTAssertEqual(singular, ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1)))
    }
}
