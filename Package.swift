// swift-tools-version:5.9
// Flipbook: SwiftUI's drawing and animation, headless, on Linux.
// Layers, each depending only on the ones before it:
//   Raster (geometry → pixels) → Codecs (PNG, GIF) → FlipbookUI (the SwiftUI subset)
//   → Gallery (the catalog controls) → flipbook (the command-line tool).
//   Beside them: Raster → Scenes (the yardstick's JSON scenes, for the command line and the
//   golden tests); Combine → FlipbookUI → SwiftUI (the module users' files import).
import PackageDescription

let package = Package(
    name: "Flipbook",
    products: [
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "Codecs", targets: ["Codecs"]),
        .library(name: "FlipbookUI", targets: ["FlipbookUI"]),
        // `import SwiftUI` for users' files: a dynamic library, so that `flipbook render
        // MyControl.swift` can compile a file against the release build's module and link it.
        .library(name: "SwiftUI", type: .dynamic, targets: ["SwiftUI", "FlipbookRunner"]),
        .library(name: "Gallery", targets: ["Gallery"]),
        .library(name: "FlipbookTestSupport", targets: ["FlipbookTestSupport"]),
        .executable(name: "flipbook", targets: ["flipbook"]),
    ],
    targets: [
        // C libraries from Debian, reached through pkg-config (scripts/setup.sh installs them).
        .systemLibrary(name: "CPNG", path: "CLibs/CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CGIF", path: "CLibs/CGIF", pkgConfig: "libgif",
                       providers: [.apt(["libgif-dev"])]),
        .systemLibrary(name: "CFreeType", path: "CLibs/CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", path: "CLibs/CHarfBuzz", pkgConfig: "harfbuzz",
                       providers: [.apt(["libharfbuzz-dev"])]),

        // The compiler's cache prefetch hint, a static inline function: no library to install.
        .systemLibrary(name: "CPrefetch", path: "CLibs/CPrefetch"),
        .target(name: "Raster", dependencies: ["CPrefetch"]),
        .target(name: "Scenes", dependencies: ["Raster"]),
        .target(name: "Codecs", dependencies: ["Raster", "CPNG", "CGIF"]),
        // Combine's publishers, subjects and ObservableObject, small and synchronous (SwiftUI code
        // imports Combine for timers and observable objects).
        .target(name: "Combine"),
        .target(name: "FlipbookUI", dependencies: ["Raster", "Codecs", "Combine", "CFreeType", "CHarfBuzz"]),
        // SwiftUI's module name over FlipbookUI (and Foundation), as a SwiftUI file imports it.
        // UIKit's screen, device, haptics and pasteboard, which SwiftUI code on iOS reaches
        // through `import SwiftUI` (or imports itself).
        .target(name: "UIKit", dependencies: ["FlipbookUI"]),
        // Core Graphics' geometry (Foundation's CG types and FlipbookUI's CGAffineTransform), for
        // the files that `import CoreGraphics`.
        .target(name: "CoreGraphics", dependencies: ["FlipbookUI"]),
        .target(name: "SwiftUI", dependencies: ["FlipbookUI", "Combine", "UIKit", "CoreGraphics"]),
        // The program `flipbook render MyControl.swift` builds from a user's files serves frames
        // through this (and the command line talks to it with the same types).
        .target(name: "FlipbookRunner", dependencies: ["FlipbookUI", "Raster"]),
        // The catalog controls, byte-identical copies of the spec's SwiftUI source: building this
        // target is the source-compatibility check.
        // (FlipbookUI named too: SwiftPM rebuilds a target when a module it names changes, not
        // when a module re-exported through another one does.)
        .target(name: "Gallery", dependencies: ["SwiftUI", "FlipbookUI"]),
        // assertSnapshot for users' own views (and our golden tests), in XCTest and Swift Testing.
        .target(name: "FlipbookTestSupport", dependencies: ["FlipbookUI", "Raster", "Codecs"]),
        .executableTarget(name: "flipbook", dependencies: ["Raster", "Scenes", "Codecs", "FlipbookUI", "FlipbookRunner", "Gallery"]),

        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
        .testTarget(name: "ScenesTests", dependencies: ["Scenes", "Raster"]),
        .testTarget(name: "CodecsTests", dependencies: ["Codecs", "Raster"]),
        .testTarget(name: "FlipbookUITests", dependencies: ["FlipbookUI", "Raster", "Codecs", "FlipbookTestSupport"]),
        .testTarget(name: "SwiftUITests", dependencies: ["SwiftUI", "FlipbookUI", "Combine"]),
        .testTarget(name: "GalleryTests", dependencies: ["Gallery", "FlipbookUI", "FlipbookTestSupport", "Raster"]),
        .testTarget(name: "FlipbookTestSupportTests", dependencies: ["FlipbookTestSupport", "FlipbookUI", "Raster", "Codecs"]),
        .testTarget(name: "GoldenTests", dependencies: ["Raster", "Scenes", "FlipbookTestSupport"]),
        .testTarget(name: "flipbookTests", dependencies: ["flipbook", "Codecs", "Raster", "Scenes", "FlipbookTestSupport", "Gallery"]),
    ]
)
