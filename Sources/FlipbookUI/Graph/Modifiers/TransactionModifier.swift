// TransactionModifier.swift: `.transaction(_:)` and `.transaction(value:_:)`: while a
// transaction's changes are evaluated, the closure is handed that transaction as the modifiers
// above left it (its animation is theirs when an `.animation(_:value:)` above changed), and what
// it makes of it is the transaction of the content: its animation takes the place of the
// transaction's when the closure changed it, and its disablesAnimations keeps the `.animation`
// modifiers inside out; the animation completions it adds are scheduled for that animation.
// Drawing a frame carries no transaction, so the closure is not called.

/// Adjusts the transaction of the content's changes (`when` the value changed, if it has one).
struct TransactionModifier<V: Equatable>: ViewModifier, PrimitiveModifier {
    let value: V?
    let transform: (inout Transaction) -> Void

    func body(content: Content) -> Never { fatalError("primitive") }

    func makeElements(content: any View, node: ViewNode, context: BuildContext) -> [Element] {
        let changed = value.map { context.remembered($0, in: node).previous != $0 } ?? true
        guard changed, var transaction = context.environment.transaction else {
            return context.build(content, at: .slot("content"), of: node)
        }
        let arriving = context.environment.changeAnimation ?? transaction.animation
        transaction.animation = arriving
        let completionsBefore = transaction.animationCompletions.count
        transform(&transaction)
        // The completions the closure added wait for the animation it leaves: once per change,
        // which may evaluate the view more than once (a frame's drawing carries no transaction).
        if !context.graph.isPresenting, node.isFirstAsk(for: StorageSlot.transactionCompletions, inChange: context.graph.generation) {
            for completion in transaction.animationCompletions.dropFirst(completionsBefore) {
                AnimationCompletion.schedule(completion.run, after: transaction.animation, meets: completion.criteria)
            }
        }
        transaction.animationCompletions = Array(transaction.animationCompletions.prefix(completionsBefore))
        return context.with { environment in
            if transaction.animation != arriving { environment.changeAnimation = .some(transaction.animation) }
            environment.transaction = transaction
        }.build(content, at: .slot("content"), of: node)
    }
}
