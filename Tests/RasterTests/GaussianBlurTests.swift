// GaussianBlurTests.swift: the recursive blur against a true Gaussian (a direct convolution with
// the untruncated kernel, in Double), on full-alpha shapes where the difference shows most: edges,
// corners, a hole, thin lines and a dot. The measured worst differences are printed, so the
// numbers in GaussianBlur's header can be checked against a run.

import XCTest
import Foundation
@testable import Raster

final class GaussianBlurTests: XCTestCase {
    /// How far the blur may be from the true Gaussian, in levels of 0…255 alpha. Measured: see
    /// the printed worst case: 0.16 level at σ = 40, where Float rounding in the recursion adds up,
    /// a few hundredths between.
    static let tolerance = 0.25

    func testBlurStaysWithinAQuarterOfALevelOfTheTrueGaussian() {
        var worst = 0.0
        for sigma in [0.5, 1, 1.7, 2.5, 6, 13.3, 40] {
            let blur = GaussianBlur(sigma: sigma)!
            let (plane, width, height) = Self.shapes(margin: blur.reach)
            var fast = plane.map(Float.init)
            fast.withUnsafeMutableBufferPointer {
                blur.apply(to: $0.baseAddress!, width: width, height: height, activeRows: 0..<height)
            }
            let exact = Self.trueGaussian(plane, width: width, height: height, sigma: sigma)
            var difference = 0.0
            for i in plane.indices { difference = max(difference, abs(Double(fast[i]) - exact[i])) }
            print("σ = \(sigma): worst difference from the true Gaussian \(difference) levels")
            XCTAssertLessThan(difference, Self.tolerance, "σ = \(sigma)")
            worst = max(worst, difference)
        }
        print("worst over all σ: \(worst) levels")
    }

    func testWhatLiesBeyondTheReachIsUnderHalfALevel() {
        // The plane a shadow is blurred in stops `reach` pixels beyond the content: the true
        // Gaussian's tail past it is what the shadow leaves out.
        for sigma in [1.0, 6, 20] {
            let blur = GaussianBlur(sigma: sigma)!
            let margin = 2 * blur.reach
            let (plane, width, height) = Self.shapes(margin: margin)
            let exact = Self.trueGaussian(plane, width: width, height: height, sigma: sigma)
            let inner = margin - blur.reach
            var beyond = 0.0
            for y in 0..<height {
                for x in 0..<width where x < inner || y < inner || x >= width - inner || y >= height - inner {
                    beyond = max(beyond, exact[y * width + x])
                }
            }
            XCTAssertLessThan(beyond, 0.5, "σ = \(sigma)")
        }
    }

    func testADotSpreadsSymmetricallyAndKeepsItsMass() {
        let blur = GaussianBlur(sigma: 3)!
        let side = 2 * blur.reach + 1, c = blur.reach
        var plane = [Float](repeating: 0, count: side * side)
        plane[c * side + c] = 255
        plane.withUnsafeMutableBufferPointer { blur.apply(to: $0.baseAddress!, width: side, height: side, activeRows: c..<(c + 1)) }
        // The whole response sums to one; the plane keeps what lies within 3σ on both axes
        // (99.46 % of a true Gaussian's mass; the filter's own tails are a little lighter).
        XCTAssertEqual(plane.reduce(0, +), 255 * 0.9946, accuracy: 1)
        XCTAssertEqual(plane.max(), plane[c * side + c], "the peak stays at the dot")
        for d in 1...blur.reach {
            XCTAssertEqual(plane[c * side + c - d], plane[c * side + c + d], accuracy: 1e-3)
            XCTAssertEqual(plane[(c - d) * side + c], plane[(c + d) * side + c], accuracy: 1e-3)
            XCTAssertEqual(plane[c * side + c + d], plane[(c + d) * side + c], accuracy: 1e-3)
        }
    }

    func testAPlaneOfPixelsBlursExactlyAsFourPlanesOfItsChannels() {
        // Sizes and active rows that leave none, one, two or three lines over once the others go
        // four at a time.
        for (sigma, width, height, active) in [(2.5, 37, 29, 3..<26), (0.7, 8, 6, 0..<6), (9.0, 5, 41, 20..<21),
                                               (1.7, 10, 7, 2..<7), (4.0, 11, 9, 0..<8)] {
            let blur = GaussianBlur(sigma: sigma)!
            var generator = SystemRandomNumberGenerator()
            var pixels = (0..<(width * height)).map { i in
                active.contains(i / width) ? SIMD4<Float>((0..<4).map { _ in Float(Int.random(in: 0...255, using: &generator)) }) : SIMD4()
            }
            var planes = (0..<4).map { k in pixels.map { $0[k] } }
            pixels.withUnsafeMutableBufferPointer {
                blur.apply(toPixels: $0.baseAddress!, width: width, height: height, activeRows: active)
            }
            for k in 0..<4 {
                planes[k].withUnsafeMutableBufferPointer {
                    blur.apply(to: $0.baseAddress!, width: width, height: height, activeRows: active)
                }
                XCTAssertEqual(pixels.map { $0[k].bitPattern }, planes[k].map(\.bitPattern), "σ = \(sigma), channel \(k)")
            }
        }
    }

    func testNoBlurForSigmaZeroNegativeOrNotFinite() {
        XCTAssertNil(GaussianBlur(sigma: 0))
        XCTAssertNil(GaussianBlur(sigma: -2))
        XCTAssertNil(GaussianBlur(sigma: .nan))
        XCTAssertNil(GaussianBlur(sigma: .infinity))
    }

    // MARK: - Helpers

    /// Full-alpha shapes `margin` pixels inside a plane: a rectangle with a hole, a one-pixel line,
    /// a diagonal staircase and a dot.
    static func shapes(margin: Int) -> (plane: [Double], width: Int, height: Int) {
        let width = 60 + 2 * margin, height = 40 + 2 * margin
        var plane = [Double](repeating: 0, count: width * height)
        func set(_ x: Int, _ y: Int) { plane[(y + margin) * width + x + margin] = 255 }
        for y in 2..<30 { for x in 2..<26 where !(10..<16 ~= x && 12..<20 ~= y) { set(x, y) } }
        for y in 0..<40 { set(32, y) }
        for k in 0..<20 { set(38 + k, 5 + k); set(39 + k, 5 + k) }
        set(50, 35)
        return (plane, width, height)
    }

    /// The convolution with the Gaussian of standard deviation σ, kernel cut where its weights
    /// drop below 1e-12 of the peak, zero outside the plane.
    static func trueGaussian(_ plane: [Double], width: Int, height: Int, sigma: Double) -> [Double] {
        let radius = Int((sigma * (2 * log(1e12)).squareRoot()).rounded(.up))
        let raw = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = raw.reduce(0, +)
        let kernel = raw.map { $0 / total }
        var rows = [Double](repeating: 0, count: plane.count)
        for y in 0..<height {
            for x in 0..<width {
                var sum = 0.0
                for k in max(-radius, -x)...min(radius, width - 1 - x) { sum += kernel[k + radius] * plane[y * width + x + k] }
                rows[y * width + x] = sum
            }
        }
        var out = [Double](repeating: 0, count: plane.count)
        for y in 0..<height {
            for x in 0..<width {
                var sum = 0.0
                for k in max(-radius, -y)...min(radius, height - 1 - y) { sum += kernel[k + radius] * rows[(y + k) * width + x] }
                out[y * width + x] = sum
            }
        }
        return out
    }
}
