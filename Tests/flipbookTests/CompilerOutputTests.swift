// CompilerOutputTests.swift: a note pointing into Flipbook's own library is named by the module,
// without the library's path or its quoted lines; messages about the user's files stay whole.

import XCTest
@testable import flipbook

final class CompilerOutputTests: XCTestCase {
    func testANoteIntoTheLibraryLosesItsPathAndItsExcerpt() {
        let output = """
            Bad.swift:5:9: error: initializer requires that 'String' conform to 'Strideable'
                    Stepper("Count", value: $x)
                    ^
            /build/Sources/FlipbookUI/API/Stepper.swift:59:12: note: where 'V' = 'String'
                public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>,
                       ^
            Bad.swift:3:5: note: change the type here
                @State var x = "a"
                ^

            """
        XCTAssertEqual(CompilerOutput.cleaned(output, userFiles: ["Bad.swift"]), """
            Bad.swift:5:9: error: initializer requires that 'String' conform to 'Strideable'
                    Stepper("Count", value: $x)
                    ^
            SwiftUI: note: where 'V' = 'String'
            Bad.swift:3:5: note: change the type here
                @State var x = "a"
                ^

            """)
    }

    func testAnythingElseIsPassedOnAsItIs() {
        let output = "/elsewhere/x.swift:1:1: error: boom\n  x\n  ^\nerror: fatalError\n"
        XCTAssertEqual(CompilerOutput.cleaned(output, userFiles: ["Bad.swift"]), output)
    }
}
