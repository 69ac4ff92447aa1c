// FrameTimeline.swift: the timing rule that turns "frame k ends at time t_k" into GIF delays.
//
// GIF delays are whole centiseconds, and browsers show delays of 0 or 1 cs as 10 cs, so:
//   1. Each frame ends at its end time rounded to the nearest centisecond; delays are differences of
//      these rounded ends, so the running total is exact (30 fps gives 3, 4, 3, 3, 4, 3… cs: frame k
//      ends at round(100·(k+1)/30)).
//   2. Identical consecutive frames become one frame showing for their combined time.
//   3. GIF frames start only at input frame starts and are at least 2 cs apart: scanning forward, a
//      frame start less than 2 cs after the current GIF frame's start does not begin a new GIF frame.
//      Each GIF frame shows the input frame that covers most of its time (later frame on ties), so a
//      long frame is never lost to a 1 cs frame just before it.
//   4. The last GIF frame always shows the last input frame (the image an animation rests on). If it
//      would be shorter than 2 cs it starts earlier, taking the time from the GIF frame before it;
//      if that one would then drop below 2 cs, the two become one frame showing the last input.
// The only delay that can be below 2 cs is that of an animation shorter than 2 cs in total, which
// becomes a single frame of exactly that length.
// Generic over the frame type so the rule can be tested with plain integers.

struct FrameTimeline<Frame: Equatable> {
    /// One GIF frame as decided by the timeline.
    struct Output {
        var frame: Frame
        var delay: Int
    }

    private struct Span {
        var frame: Frame
        var start: Int
        var end: Int
        var length: Int { end - start }
    }

    /// End (cs) of everything added so far.
    private(set) var end = 0
    /// The last input frame, still growing while identical frames arrive.
    private var last: Span?
    /// The GIF frame being filled: its start, and the input frame covering most of it so far.
    private var open: (start: Int, frame: Frame, coverage: Int)?
    /// The GIF frame closed most recently, held back because rule 4 may still extend it.
    private var ready: Span?

    /// Adds a frame ending at `end` cs (not before the previous end) and returns the GIF frames
    /// that became final.
    mutating func add(_ frame: Frame, endingAt end: Int) -> [Output] {
        precondition(end >= self.end, "frame end times must not decrease")
        defer { self.end = end }
        if last?.frame == frame {
            last!.end = end
            return []
        }
        var outputs: [Output] = []
        if let previous = last { outputs = place(previous) }
        last = Span(frame: frame, start: self.end, end: end)
        return outputs
    }

    /// Ends the animation and returns the remaining GIF frames.
    mutating func finish() -> [Output] {
        guard let final = last else { return [] }
        var outputs = place(final)
        let tail = open!
        if tail.start + 2 > end, let before = ready {
            if end - 2 - before.start >= 2 {
                outputs.append(Output(frame: before.frame, delay: end - 2 - before.start))
                outputs.append(Output(frame: final.frame, delay: 2))
            } else {
                outputs.append(Output(frame: final.frame, delay: end - before.start))
            }
        } else {
            if let before = ready { outputs.append(Output(frame: before.frame, delay: before.length)) }
            outputs.append(Output(frame: final.frame, delay: end - tail.start))
        }
        last = nil; open = nil; ready = nil
        return outputs
    }

    /// Assigns a finished input frame (one whose end and successor are known) to a GIF frame.
    private mutating func place(_ span: Span) -> [Output] {
        guard let current = open else {
            open = (span.start, span.frame, span.length)
            return []
        }
        if span.start - current.start >= 2 {
            var outputs: [Output] = []
            if let before = ready { outputs.append(Output(frame: before.frame, delay: before.length)) }
            ready = Span(frame: current.frame, start: current.start, end: span.start)
            open = (span.start, span.frame, span.length)
            return outputs
        }
        if span.length >= current.coverage {
            open = (current.start, span.frame, span.length)
        }
        return []
    }
}
