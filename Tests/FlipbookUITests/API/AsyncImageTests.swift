// AsyncImageTests.swift: AsyncImage without a network: a file URL of a PNG loads as the view
// appears, a file that cannot be read is a failure, and any other URL shows its placeholder
// (named in a warning), as a load that never finishes would.

import XCTest
import Codecs
@testable import FlipbookUI
import Raster

final class AsyncImageTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-async-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(atPath: directory)
    }

    private func centre<V: View>(of view: V) throws -> PremultipliedRGBA8 {
        let pixmap = try XCTUnwrap(Renderer(view, size: CGSize(width: 8, height: 8), scale: 1, background: .white).render())
        return pixmap[4, 4]
    }

    func testAFilesPNGLoadsAsTheViewAppears() throws {
        let path = directory + "/red.png"
        let red = try XCTUnwrap(Pixmap(width: 8, height: 8, fill: PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)))
        try PNG.write(red, to: path)
        XCTAssertEqual(try centre(of: AsyncImage(url: URL(fileURLWithPath: path))), PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        let phases = AsyncImage(url: URL(fileURLWithPath: path)) { phase in phase.image == nil ? Color.blue : Color.green }
        XCTAssertEqual(try centre(of: phases), try centre(of: Color.green))
    }

    func testAFileThatCannotBeReadIsAFailure() throws {
        let missing = URL(fileURLWithPath: directory + "/missing.png")
        let view = AsyncImage(url: missing) { phase in phase.error != nil ? Color.red : Color.blue }
        XCTAssertEqual(try centre(of: view), try centre(of: Color.red))
        let notAPicture = directory + "/notes.png"
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: notAPicture))
        XCTAssertEqual(try centre(of: AsyncImage(url: URL(fileURLWithPath: notAPicture)) { $0.error != nil ? Color.red : Color.blue }),
                       try centre(of: Color.red))
    }

    func testARemoteURLShowsItsPlaceholderAndIsNamed() throws {
        let url = URL(string: "https://example.com/\(UUID().uuidString).png")!
        let view = AsyncImage(url: url) { image in image } placeholder: { Color.orange }
        XCTAssertEqual(try centre(of: view), try centre(of: Color.orange))
        XCTAssertTrue(UnknownNameLog.remoteImages.hasReported(url.absoluteString))
        XCTAssertEqual(try centre(of: AsyncImage(url: url)), try centre(of: Color.systemFill), "the standard placeholder")
        XCTAssertEqual(try centre(of: AsyncImage(url: nil) { $0.image == nil ? Color.orange : Color.blue }), try centre(of: Color.orange))
    }
}
