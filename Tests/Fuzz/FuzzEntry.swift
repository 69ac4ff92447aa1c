// FuzzEntry.swift: what every fuzz target shares, compiled into each one by scripts/fuzz.sh: the
// entry point libFuzzer calls (handing each input to the target's own `fuzz(_:)`) and `expect`,
// which turns a broken property into a crash so libFuzzer keeps the input that broke it.

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzz(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

/// Stops the run, as a finding, when a property the parser promises does not hold.
func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("property broken: \(message())") }
}

/// True for a message that fits on one line, as every error Flipbook prints must.
func isOneLine(_ message: String) -> Bool {
    !message.contains(where: \.isNewline)
}
