// CompositeRecognizers.swift: recognizers made of others: a mapped gesture, two gestures at
// once, one after the other, or one else the other. The inner recognizers claim the touch through
// the composite's own claim, so a composite competes with other gestures as one.

/// A gesture whose values are transformed.
final class MapRecognizer<Base, Value>: Recognizer<Value> {
    private let base: Recognizer<Base>

    init(_ base: Recognizer<Base>, _ transform: @escaping (Base) -> Value) {
        self.base = base
        super.init()
        base.claim = { [unowned self] in activate() }
        base.changed.append { [unowned self] in report(transform($0)) }
        base.ended.append { [unowned self] in succeed(transform($0)) }
        base.finished.append { [unowned self] in fail() }
    }

    override var deadline: Double? { base.deadline }
    override func begin(_ touch: TouchSample) { base.begin(touch) }
    override func move(_ touch: TouchSample) { base.move(touch) }
    override func end(_ touch: TouchSample) { base.end(touch) }
    override func reach(_ time: Double) { base.reach(time) }
    override func cancel() { base.cancel(); fail() }
    override var tapRecognizer: TapRecognizer? { base.tapRecognizer }
}

/// Both gestures on the same touch; it ends when neither is live any more.
final class SimultaneousRecognizer<A, B>: Recognizer<(A?, B?)> {
    private let first: Recognizer<A>, second: Recognizer<B>
    private var values: (A?, B?) = (nil, nil)
    private var succeeded = false

    init(_ first: Recognizer<A>, _ second: Recognizer<B>) {
        self.first = first
        self.second = second
        super.init()
        first.claim = { [unowned self] in activate() }
        second.claim = { [unowned self] in activate() }
        first.changed.append { [unowned self] in values.0 = $0; report(values) }
        second.changed.append { [unowned self] in values.1 = $0; report(values) }
        first.ended.append { [unowned self] in values.0 = $0; succeeded = true }
        second.ended.append { [unowned self] in values.1 = $0; succeeded = true }
        first.finished.append { [unowned self] in settle() }
        second.finished.append { [unowned self] in settle() }
    }

    private func settle() {
        guard !first.isLive && !second.isLive else { return }
        if succeeded { succeed(values) } else { fail() }
    }

    override var deadline: Double? { [first.deadline, second.deadline].compactMap { $0 }.min() }
    override func begin(_ touch: TouchSample) { first.begin(touch); second.begin(touch) }
    override func move(_ touch: TouchSample) { first.move(touch); second.move(touch) }
    override func end(_ touch: TouchSample) { first.end(touch); second.end(touch) }
    override func reach(_ time: Double) { first.reach(time); second.reach(time) }
    override func cancel() { first.cancel(); second.cancel(); fail() }
}

/// The first gesture, then the second from where the touch is once the first has succeeded.
final class SequenceRecognizer<A, B>: Recognizer<SequenceValue<A, B>> {
    private let first: Recognizer<A>, second: Recognizer<B>
    private var firstValue: A?
    private var last: TouchSample?

    init(_ first: Recognizer<A>, _ second: Recognizer<B>) {
        self.first = first
        self.second = second
        super.init()
        first.claim = { [unowned self] in activate() }
        second.claim = { [unowned self] in activate() }
        first.changed.append { [unowned self] in report(.first($0)) }
        first.ended.append { [unowned self] value in
            firstValue = value
            report(.second(value, nil))
            if let last { second.begin(last) }
        }
        first.finished.append { [unowned self] in if firstValue == nil { fail() } }
        second.changed.append { [unowned self] in if let a = firstValue { report(.second(a, $0)) } }
        second.ended.append { [unowned self] in if let a = firstValue { succeed(.second(a, $0)) } }
        second.finished.append { [unowned self] in fail() }
    }

    private var current: TouchFollowing { firstValue == nil ? first : second }

    override var deadline: Double? { current.deadline }
    override func begin(_ touch: TouchSample) { last = touch; first.begin(touch) }
    override func move(_ touch: TouchSample) { last = touch; current.move(touch) }
    override func end(_ touch: TouchSample) {
        last = touch
        if firstValue != nil && !second.isLive { return }
        current.end(touch)
        // A sequence whose first gesture succeeded when the touch lifted ends there.
        if let a = firstValue, isLive, second.isLive { second.cancel(); succeed(.second(a, nil)) }
    }
    override func reach(_ time: Double) { current.reach(time) }
    override func cancel() { first.cancel(); second.cancel(); fail() }
}

/// A sequence gesture's value.
enum SequenceValue<A, B> {
    case first(A)
    case second(A, B?)
}

/// The first gesture, else the second if the first fails.
final class ExclusiveRecognizer<A, B>: Recognizer<ExclusiveValue<A, B>> {
    private let first: Recognizer<A>, second: Recognizer<B>

    init(_ first: Recognizer<A>, _ second: Recognizer<B>) {
        self.first = first
        self.second = second
        super.init()
        first.claim = { [unowned self] in
            guard activate() else { return false }
            second.cancel()
            return true
        }
        second.claim = { [unowned self] in !first.isLive && activate() }
        first.changed.append { [unowned self] in report(.first($0)) }
        second.changed.append { [unowned self] in report(.second($0)) }
        first.ended.append { [unowned self] in succeed(.first($0)) }
        second.ended.append { [unowned self] in succeed(.second($0)) }
        first.finished.append { [unowned self] in if !second.isLive && phase != .ended { fail() } }
        second.finished.append { [unowned self] in if !first.isLive && phase != .ended { fail() } }
    }

    override var deadline: Double? { [first.deadline, second.deadline].compactMap { $0 }.min() }
    override func begin(_ touch: TouchSample) { first.begin(touch); second.begin(touch) }
    override func move(_ touch: TouchSample) { first.move(touch); second.move(touch) }
    override func end(_ touch: TouchSample) { first.end(touch); second.end(touch) }
    override func reach(_ time: Double) { first.reach(time); second.reach(time) }
    override func cancel() { first.cancel(); second.cancel(); fail() }
}

/// An exclusive gesture's value.
enum ExclusiveValue<A, B> {
    case first(A)
    case second(B)
}
