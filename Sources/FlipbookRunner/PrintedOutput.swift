// PrintedOutput.swift: the runner's standard output, what the user's code prints, which flipbook
// shows after the render (RunnerPrints). It shows one play of the view: the storyboard's, as
// recorded. The probes that choose the storyboard play the same view first, some of them several
// times, so each play starts the output over: when the storyboard has been recorded, the file
// holds the recorded play's prints, and when a play crashed, that play's prints up to the crash.
// The workers that draw the frames play it once more and print nowhere.

import Foundation
#if canImport(Glibc)
import Glibc
#endif

enum PrintedOutput {
    /// A play of the view starts: what earlier plays printed is dropped (a file is emptied; a
    /// pipe or a terminal, where flipbook does not run its runners, is left as it is).
    static func startOver() {
        fflush(stdout)
        if ftruncate(STDOUT_FILENO, 0) == 0 { lseek(STDOUT_FILENO, 0, SEEK_SET) }
    }

    /// Sends standard output to /dev/null from now on.
    static func discard() {
        fflush(stdout)
        let nowhere = open("/dev/null", O_WRONLY | O_CLOEXEC)
        guard nowhere >= 0 else { return }
        dup2(nowhere, STDOUT_FILENO)
        close(nowhere)
    }
}
